import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { optionalRef, requiredString } from '@/lib/validation/schemas';

/** `faq`: questions and answers shown to clients (published) and used by staff in chats. */
const faqSchemaLiteral = {
  title: 'faq',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    question: { type: 'string', maxLength: 500 },
    answer: { type: 'string', maxLength: 10000 },
    categoryId: { type: ['string', 'null'], maxLength: 128 },
    published: { type: 'boolean' },
    /** Display position; indexed, so it needs bounds and a step. */
    order: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
  },
  required: [...baseRequired, 'question', 'answer', 'categoryId', 'published', 'order'],
  indexes: ['order', 'question'],
} as const;

export const faqSchema = typedSchema(faqSchemaLiteral);
export type FaqDoc = DocOf<typeof faqSchema>;

export const faqInputSchema = v.object({
  question: requiredString({ min: 5, max: 500 }),
  answer: requiredString({ min: 1, max: 10000 }),
  categoryId: optionalRef(),
  published: v.optional(v.boolean(), false),
  order: v.optional(
    v.pipe(
      v.number(MESSAGES.number),
      v.integer(MESSAGES.number),
      v.minValue(0, MESSAGES.number),
      v.maxValue(1_000_000, MESSAGES.number),
    ),
    0,
  ),
});
export type FaqInput = v.InferInput<typeof faqInputSchema>;
export type FaqValues = v.InferOutput<typeof faqInputSchema>;
const _fitsDoc = (x: FaqValues): Omit<FaqDoc, BaseFields> => x;
void _fitsDoc;

export const faqCollection = {
  schema: faqSchema,
  migrationStrategies: {},
  label: 'faq',
  audit: { names: { field: 'question' } },
  read: { staff: FIRM_WIDE, others: 'client-published' },
} satisfies CollectionDefinition;
