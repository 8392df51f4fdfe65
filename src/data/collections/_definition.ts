import type {
  ExtractDocumentTypeFromTypedRxJsonSchema,
  MigrationStrategies,
  RxJsonSchema,
  toTypedRxJsonSchema,
} from 'rxdb';
import type { Area, can } from '@/lib/permissions';
import type { SyncPolicy } from '../sync/policy';
import type { UniqueKey } from './_fields';

/**
 * Everything about one collection, declared next to its schema (src/data/collections/<name>.ts);
 * what depends on it — the repository's checks and audit lines, the replication's policies and
 * pulls, the purge, the audit trail's screens, the docs' table — is derived from it.
 */
export interface CollectionDefinition {
  schema: RxJsonSchema<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each collection's own document type
  migrationStrategies: MigrationStrategies;
  /**
   * The code the app names the collection by: the permission area that guards its writes
   * (lib/permissions.ts) and the key of its name in the audit trail's screens (the words are the
   * UI's: features/logs/labels.ts).
   */
  label: Area;
  /** How the repository audits its writes; null: not audited (the audit trail itself). */
  audit: AuditPolicy | null;
  /** Who reads it, as firestore.rules grant it. */
  read: ReadScope;
  /** Fields no two live documents may share (_fields.ts). */
  unique?: readonly UniqueKey[];
  /** How it syncs, when not the default way (sync/policy.ts). */
  sync?: SyncPolicy;
  /**
   * How long this device keeps a deleted record (its tombstone) once the server has it, in days;
   * 'kept': never purged. None: the deployment's retention (sync/tombstone-purge.ts, 30 days).
   */
  tombstoneDays?: number | 'kept';
}

/**
 * One `logs` entry per create, update, delete and restore through the repository. Its summary
 * names the record either by kind and id ('o cliente <id>': `noun`) — for the records about the
 * firm's clients, whose names and titles may hold a client's personal data, which the append-only
 * trail could never take back (LGPD) — or by the field that names it (`field`).
 * The noun is part of the stored summary, written in the firm's language like its verbs
 * ('Criou', 'Alterou'), not a screen's word.
 */
export interface AuditPolicy {
  names: { noun: string } | { field: string };
}

/** A staff role, as the permission matrix names them (config/roles: STAFF_ROLES). */
type StaffRole = NonNullable<Parameters<typeof can>[0]>;

/** Who reads a collection's documents (firestore.rules): this app's replication and the docs follow it. */
export interface ReadScope {
  /**
   * Staff roles that read every document (firm-wide). A staff role left out writes without
   * reading: its writes are pushed and nothing is pulled (an atendente's audit entries).
   */
  staff: readonly StaffRole[];
  /**
   * Who else reads some of them (never through this app's replication): 'self', each person their
   * own document; the firm's client in the mobile app — 'client-own', what belongs to their client
   * record; 'client-visible', what of it staff marked visible; 'client-published', published entries.
   */
  others?: 'self' | 'client-own' | 'client-visible' | 'client-published';
}

/** Every staff role: the collections the whole firm reads. */
export const FIRM_WIDE: ReadScope['staff'] = ['admin', 'advogado', 'atendente'];

/**
 * A schema `as const` literal as RxDB's schema of the documents it describes (RxDB's own
 * `toTypedRxJsonSchema` typing, in one call for every collection).
 */
export function typedSchema<const T extends Parameters<typeof toTypedRxJsonSchema>[0]>(
  literal: T,
): RxJsonSchema<ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<T>>>> {
  return literal as never;
}

/** The document type of a collection's schema. */
export type DocOf<S> = S extends RxJsonSchema<infer D> ? D : never;
