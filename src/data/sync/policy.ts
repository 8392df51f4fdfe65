/**
 * How one collection syncs, declared next to its schema (src/data/collections/*.ts, `sync`) and
 * handed to the sync core, which knows no collection by name. A collection without one syncs the
 * default way: pulled and pushed by everyone who reads it, merged field by field, tombstones
 * purged after the retention, each write committed with the others of its batch. (Who reads it,
 * and so who only pushes it, is handed in apart: StartReplicationOptions.pushOnly.)
 */
export interface SyncPolicy {
  /**
   * Entries are never edited (the audit trail): the server's copy is final on a conflict, and a
   * refused entry is not audited (that entry could be refused in turn).
   */
  appendOnly?: boolean;
  /**
   * How long the device keeps this collection's tombstones once the server has them, in days,
   * instead of the retention the purge is given; 'kept': never purged.
   */
  tombstoneDays?: number | 'kept';
  /**
   * Syncs before the others, which start once its first cycle is done: the signed-in person's
   * profile, which the security rules read before they let anything else through.
   */
  syncsFirst?: boolean;
  /**
   * A push commits rows of at most `max` distinct keys at a time: `keyOf` names the document the
   * rules look up for a row (null: none), and a commit may make the rules look up 20 documents
   * (firestore-push.ts, groupRowsByKeys).
   */
  commitGroups?: { max: number; keyOf: (row: PushRow) => string | null };
  /**
   * Collections whose queued writes go to the server first: the rules of this one look their
   * documents up (a new message needs its chat on the server), and a chat and its first message
   * made offline would otherwise race. The push waits (up to PUSH_AFTER_MAX_WAIT_MS) until they
   * have nothing pending.
   */
  pushesAfter?: readonly string[];
  /**
   * A field of the collection's schema where the pull keeps the server's time of each document
   * (ISO): the audit trail is ordered by it, since the device's own clock can be anything.
   */
  serverTimeField?: string;
  /**
   * Each entry is about a document of another collection, named by these two fields (the audit
   * trail: one entry per write). A push of that document carries the entries not yet pushed in
   * its own commit, so a record and its entry reach the server together (sync/companions.ts).
   */
  about?: { collectionField: string; idField: string };
}

/** A row of a push, as a commit group's key function sees it. */
export interface PushRow {
  assumedMasterState?: unknown;
  newDocumentState: Record<string, unknown>;
}

/** The policies of the collections a replication syncs, by name. */
export type SyncPolicies = Readonly<Record<string, SyncPolicy | undefined>>;

/**
 * What the sync core writes to the audit trail (conflict losers, refused writes, invalid documents,
 * repairs), handed to it by the data layer, which stamps and stores it.
 */
export type SyncAudit = (entry: SyncAuditEntry) => Promise<unknown>;
export interface SyncAuditEntry {
  action: 'conflict' | 'invalid-document' | 'refused-write' | 'sync-repair';
  collection: string;
  documentId: string;
  summary: string;
  conflict?: {
    field: string;
    keptValue: string;
    lostValue: string;
    keptUpdatedAt: string;
    keptUpdatedBy: string;
    lostUpdatedAt: string;
    lostUpdatedBy: string;
  };
  /** The same fact written twice is one entry. */
  dedupeKey?: string;
}
