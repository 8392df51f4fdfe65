import * as v from 'valibot';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { optionalString, requiredString } from '@/lib/validation/schemas';

/** `categories`: labels for clients (and FAQ entries): name, colour, description. */
const categoriesSchemaLiteral = {
  title: 'categories',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    name: { type: 'string', maxLength: 100 },
    /** CSS hex colour, e.g. '#1a73e8'. */
    color: { type: 'string', maxLength: 7 },
    description: { type: 'string', maxLength: 500 },
  },
  required: [...baseRequired, 'name', 'color', 'description'],
  indexes: ['name'],
} as const;

export const categoriesSchema = typedSchema(categoriesSchemaLiteral);
export type CategoryDoc = DocOf<typeof categoriesSchema>;

export const categoryInputSchema = v.object({
  name: requiredString({ min: 2, max: 100 }),
  color: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida'), v.toLowerCase()),
    '#718096',
  ),
  description: optionalString({ max: 500 }),
});
export type CategoryInput = v.InferInput<typeof categoryInputSchema>;
export type CategoryValues = v.InferOutput<typeof categoryInputSchema>;
const _fitsDoc = (x: CategoryValues): Omit<CategoryDoc, BaseFields> => x;
void _fitsDoc;

export const categoriesCollection = {
  schema: categoriesSchema,
  migrationStrategies: {},
  // Two categories with one name would be indistinguishable in the client form.
  unique: [{ field: 'name' }],
  label: 'categories',
  audit: { names: { field: 'name' } },
  read: { staff: FIRM_WIDE },
} satisfies CollectionDefinition;
