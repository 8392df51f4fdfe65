import { ROLES, STAFF_STATUSES } from '@advocacia/shared/config/roles';
import { baseProperties, baseRequired } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';

/**
 * `users`: one document per staff member (and per client of the mobile app), keyed by the
 * Auth uid (so `id === uid`). `oab` is the lawyer's registration (UF + number), null for
 * staff who are not lawyers.
 *
 * Version 1 made createdBy/updatedBy required (version 0, the seed, had them optional):
 * the migration fills them with the user's own uid, the only writer a v0 document had.
 * Version 2 added `status` (see STAFF_STATUSES): optional, because profiles written before
 * it (and client accounts of the mobile app) have none; read it through `staffStatusOf`.
 * Version 3 added two optional fields: `alertPrefs` (which alerts reach the person's devices,
 * issue 36; read through `alertPrefsOf` in @advocacia/shared/alerts/preferences) and
 * `oabSupplementary` (inscrições suplementares in other states, issue 38; `oab` stays the
 * principal registration).
 */
const usersSchemaLiteral = {
  title: 'users',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    uid: { type: 'string', maxLength: 128 },
    displayName: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    phoneNumber: { type: 'string', maxLength: 20 },
    cpf: { type: 'string', maxLength: 11 },
    role: { type: 'string', enum: [...ROLES], maxLength: 16 },
    status: { type: 'string', enum: [...STAFF_STATUSES], maxLength: 16 },
    oab: {
      type: ['object', 'null'],
      properties: { uf: { type: 'string', maxLength: 2 }, number: { type: 'string', maxLength: 20 } },
      required: ['uf', 'number'],
    },
    oabSupplementary: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: { uf: { type: 'string', maxLength: 2 }, number: { type: 'string', maxLength: 20 } },
        required: ['uf', 'number'],
      },
    },
    alertPrefs: {
      type: ['object', 'null'],
      properties: {
        intimacoes: { type: 'boolean' },
        prazos: { type: 'boolean' },
        audiencias: { type: 'boolean' },
        lembretes: { type: 'boolean' },
        resumoDiario: { type: 'boolean' },
        quietHours: {
          type: ['object', 'null'],
          properties: { start: { type: 'string', maxLength: 5 }, end: { type: 'string', maxLength: 5 } },
          required: ['start', 'end'],
        },
      },
    },
  },
  required: [...baseRequired, 'uid', 'displayName', 'email', 'phoneNumber', 'cpf', 'role'],
  indexes: ['displayName'],
} as const;

export const usersSchema = typedSchema(usersSchemaLiteral);
export type UserDoc = DocOf<typeof usersSchema>;

export const usersCollection = {
  schema: usersSchema,
  migrationStrategies: {
    1: (old: Record<string, unknown>) => {
      const uid = String(old.uid ?? old.id);
      return {
        ...old,
        createdBy: typeof old.createdBy === 'string' ? old.createdBy : uid,
        updatedBy: typeof old.updatedBy === 'string' ? old.updatedBy : uid,
        oab:
          old.oab && typeof old.oab === 'object'
            ? {
                uf: String((old.oab as { uf?: unknown }).uf ?? ''),
                number: String((old.oab as { number?: unknown }).number ?? ''),
              }
            : null,
      };
    },
    // The server's copy carries the status; the next pull brings it.
    2: (old: Record<string, unknown>) => old,
    // Both fields of version 3 are optional: absent means the defaults / no other registration.
    3: (old: Record<string, unknown>) => old,
  },
  // The rules let a person read the firm's data only once their profile is on the server; right
  // after sign-up it is not yet, so this collection syncs first (its first cycle pushes it).
  sync: { syncsFirst: true },
  label: 'team',
  audit: { names: { field: 'displayName' } },
  read: { staff: FIRM_WIDE, others: 'self' },
} satisfies CollectionDefinition;
