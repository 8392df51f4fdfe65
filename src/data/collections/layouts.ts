import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { requiredString } from '@/lib/validation/schemas';

export const LAYOUT_KINDS = ['procuracao', 'contrato_honorarios', 'declaracao', 'mensagem', 'outro'] as const;
/**
 * `layouts`: document and message templates. `content` is plain text with the spec's text
 * styles as markers — **negrito**, *itálico*, ~~tachado~~, __sublinhado__, and
 * __~~sublinhado e tachado~~__ — and placeholders such as {{cliente.nome}}.
 * `placeholders` lists the ones used, derived on save, so the details screen can ask for
 * the values without parsing.
 */
const layoutsSchemaLiteral = {
  title: 'layouts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    name: { type: 'string', maxLength: 200 },
    kind: {
      type: 'string',
      enum: ['procuracao', 'contrato_honorarios', 'declaracao', 'mensagem', 'outro'],
      maxLength: 20,
    },
    content: { type: 'string', maxLength: 100000 },
    placeholders: { type: 'array', items: { type: 'string', maxLength: 100 } },
  },
  required: [...baseRequired, 'name', 'kind', 'content', 'placeholders'],
  indexes: ['name'],
} as const;

export const layoutsSchema = typedSchema(layoutsSchemaLiteral);
export type LayoutDoc = DocOf<typeof layoutsSchema>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z_][\w.]*)\s*\}\}/g;

/** The distinct placeholder names in a template, in order of first use. */
export function extractPlaceholders(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

export const layoutInputSchema = v.pipe(
  v.object({
    name: requiredString({ min: 3, max: 200 }),
    kind: v.picklist(LAYOUT_KINDS, MESSAGES.required),
    content: requiredString({ min: 1, max: 100000 }),
  }),
  v.transform((l) => ({ ...l, placeholders: extractPlaceholders(l.content) })),
);
export type LayoutInput = v.InferInput<typeof layoutInputSchema>;
export type LayoutValues = v.InferOutput<typeof layoutInputSchema>;
const _fitsDoc = (x: LayoutValues): Omit<LayoutDoc, BaseFields> => x;
void _fitsDoc;

export const layoutsCollection = {
  schema: layoutsSchema,
  migrationStrategies: {},
  // Found by name in the list, and a ready-made template's name is the default one: two layouts with one name
  // (a second 'Procuração ad judicia') could not be told apart.
  unique: [{ field: 'name' }],
  label: 'layouts',
  audit: { names: { field: 'name' } },
  read: { staff: FIRM_WIDE },
} satisfies CollectionDefinition;
