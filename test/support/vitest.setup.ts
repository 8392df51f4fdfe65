// Real IndexedDB semantics in Node: fake-indexeddb implements the spec in memory.
import 'fake-indexeddb/auto';
