/**
 * Test/benchmark fixture, built into a standalone script (test/e2e/helpers/page-script.mjs)
 * and injected into a signed-in page: it opens the same local replica the app uses and
 * bulk-inserts N clients with varied names, documents, e-mails and phones. The app then sees
 * them as if they had been replicated. It also copies them into a plain IndexedDB database
 * (`bench-plain-idb`), the baseline the browser benchmark reads beside the app.
 */
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { databaseNameFor, openDatabase, type ClientDoc } from '../../../src/data';

const FIRST = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Aline',
  'Sandra',
  'Bruno',
  'Camila',
  'Luiz',
  'Gabriel',
  'Letícia',
  'Rodrigo',
  'Vanessa',
  'Eduardo',
  'Cláudia',
  'Marcelo',
  'Simone',
  'Felipe',
  'Renata',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
];

/** A valid CPF from a 9-digit base (check digits per the Receita's rule). */
function cpfFrom(n: number): string {
  const base = String(100_000_000 + (n % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (ds: number[]) => {
    const sum = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

export interface SeedClientsOptions {
  uid: string;
  count: number;
  /** Also write the same records into the plain IndexedDB baseline database. */
  plainCopy?: boolean;
}

function makeClients(uid: string, count: number): ClientDoc[] {
  const now = Date.now();
  const out: ClientDoc[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last1 = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const last2 = LAST[(i * 7) % LAST.length]!;
    const [city, uf] = CITIES[i % CITIES.length]!;
    const at = new Date(now - i * 3_600_000).toISOString();
    const name = `${first} ${last1} ${last2} ${i + 1}`;
    out.push({
      id: crypto.randomUUID(),
      createdAt: at,
      createdBy: uid,
      updatedAt: at,
      updatedBy: uid,
      kind: 'PF',
      name,
      document: cpfFrom(i * 7919 + 12345),
      email: `${first}.${last1}.${i + 1}@exemplo.com.br`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      phone: `119${String(80_000_000 + i).padStart(8, '0')}`,
      birthDate: null,
      address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: String(100 + (i % 900)),
        complement: '',
        district: 'Bela Vista',
        city,
        uf,
      },
      categoryIds: [],
      notes: '',
      responsibleUid: uid,
      appUid: null,
      consent: { messaging: i % 2 === 0, date: at, purpose: i % 2 === 0 ? 'Atendimento do processo' : '' },
    });
  }
  return out;
}

function plainPut(docs: ClientDoc[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('bench-plain-idb', 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore('clients', { keyPath: 'id' }).createIndex('name', 'name');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('clients', 'readwrite');
      const store = tx.objectStore('clients');
      for (const d of docs) store.put(d);
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function seedClients({ uid, count, plainCopy }: SeedClientsOptions): Promise<number> {
  const docs = makeClients(uid, count);
  const db = await openDatabase({
    uid,
    name: databaseNameFor(uid),
    // In this page, beside the app's own replica (whose storage is in its worker): RxDB's
    // multi-instance channel carries these writes to it.
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    multiInstance: true,
    validate: false,
    collections: ['clients'],
  });
  try {
    for (let i = 0; i < docs.length; i += 1000) await db.clients.bulkInsert(docs.slice(i, i + 1000));
  } finally {
    await db.close();
  }
  if (plainCopy) await plainPut(docs);
  return docs.length;
}

(window as unknown as { __seedClients: typeof seedClients }).__seedClients = seedClients;
