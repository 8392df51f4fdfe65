import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxCollection, RxJsonSchema } from 'rxdb';
import { toTypedRxJsonSchema } from 'rxdb';
import { ROLES } from '@/config/roles';

/** `users`: one document per staff member (and per client of the mobile app), keyed by the Auth uid. */
const usersSchemaLiteral = {
  title: 'users',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    uid: { type: 'string', maxLength: 128 },
    displayName: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    phoneNumber: { type: 'string', maxLength: 20 },
    cpf: { type: 'string', maxLength: 11 },
    role: { type: 'string', enum: [...ROLES], maxLength: 16 },
    oab: {
      type: ['object', 'null'],
      properties: { uf: { type: 'string' }, number: { type: 'string' } },
    },
    createdAt: { type: 'string', maxLength: 40 },
    createdBy: { type: 'string', maxLength: 128 },
    updatedAt: { type: 'string', maxLength: 40 },
    updatedBy: { type: 'string', maxLength: 128 },
  },
  required: ['id', 'uid', 'displayName', 'email', 'phoneNumber', 'cpf', 'role', 'createdAt', 'updatedAt'],
  indexes: ['displayName'],
} as const;

const typed = toTypedRxJsonSchema(usersSchemaLiteral);
export type UserDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof typed>;
export const usersSchema: RxJsonSchema<UserDoc> = usersSchemaLiteral as unknown as RxJsonSchema<UserDoc>;
export type UsersCollection = RxCollection<UserDoc>;

export const usersCollection = {
  schema: usersSchema,
  migrationStrategies: {},
};
