import * as v from 'valibot';
import { maxLengthMessage, minLengthMessage } from '@/lib/validation/messages';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { requiredString } from '@/lib/validation/schemas';

/**
 * `shortcuts`: canned chat replies. Typing the trigger (e.g. '/bomdia') in a chat inserts
 * the message. Triggers are unique among live documents: the repository refuses a
 * duplicate (`assertUniqueShortcutTrigger`), the index makes that lookup cheap.
 */
const shortcutsSchemaLiteral = {
  title: 'shortcuts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    trigger: { type: 'string', maxLength: 40 },
    title: { type: 'string', maxLength: 100 },
    message: { type: 'string', maxLength: 4000 },
  },
  required: [...baseRequired, 'trigger', 'title', 'message'],
  indexes: ['trigger'],
} as const;

export const shortcutsSchema = typedSchema(shortcutsSchemaLiteral);
export type ShortcutDoc = DocOf<typeof shortcutsSchema>;

export const SHORTCUT_TRIGGER_MESSAGE = "O atalho deve começar com '/' e não ter espaços";

export const shortcutInputSchema = v.object({
  trigger: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.minLength(2, minLengthMessage(2)),
    v.maxLength(40, maxLengthMessage(40)),
    v.regex(/^\/\S+$/, SHORTCUT_TRIGGER_MESSAGE),
    v.toLowerCase(),
  ),
  title: requiredString({ min: 2, max: 100 }),
  message: requiredString({ min: 1, max: 4000 }),
});
export type ShortcutInput = v.InferInput<typeof shortcutInputSchema>;
export type ShortcutValues = v.InferOutput<typeof shortcutInputSchema>;
const _fitsDoc = (x: ShortcutValues): Omit<ShortcutDoc, BaseFields> => x;
void _fitsDoc;

export const shortcutsCollection = {
  schema: shortcutsSchema,
  migrationStrategies: {},
  // What a person types in a chat: two shortcuts with one trigger would be ambiguous (stored lower-case).
  unique: [{ field: 'trigger' }],
  label: 'shortcuts',
  audit: { names: { field: 'title' } },
  read: { staff: FIRM_WIDE },
} satisfies CollectionDefinition;
