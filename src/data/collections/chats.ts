import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { optionalRef, ref } from '@/lib/validation/schemas';

export const CHAT_STATUSES = ['aberto', 'aguardando', 'encerrado'] as const;
/**
 * `chats`: one conversation with a client. The last-message preview/time and the unread
 * counters are denormalised so the chat list renders without reading `messages`.
 */
const chatsSchemaLiteral = {
  title: 'chats',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    clientId: { type: 'string', maxLength: 128 },
    status: { type: 'string', enum: ['aberto', 'aguardando', 'encerrado'], maxLength: 12 },
    assignedUid: { type: ['string', 'null'], maxLength: 128 },
    lastMessagePreview: { type: 'string', maxLength: 200 },
    /** Sort key of the chat list; the creation time until a first message arrives. */
    lastMessageAt: { type: 'string', maxLength: 30 },
    unreadStaff: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    unreadClient: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
  },
  required: [
    ...baseRequired,
    'clientId',
    'status',
    'assignedUid',
    'lastMessagePreview',
    'lastMessageAt',
    'unreadStaff',
    'unreadClient',
  ],
  indexes: ['lastMessageAt', ['status', 'lastMessageAt'], 'clientId'],
} as const;

export const chatsSchema = typedSchema(chatsSchemaLiteral);
export type ChatDoc = DocOf<typeof chatsSchema>;

export const chatInputSchema = v.pipe(
  v.object({
    clientId: ref(),
    status: v.optional(v.picklist(CHAT_STATUSES, MESSAGES.oneOf), 'aberto'),
    assignedUid: optionalRef(),
    lastMessagePreview: v.optional(v.string(), ''),
    lastMessageAt: v.optional(v.string(), ''),
    unreadStaff: v.optional(v.number(), 0),
    unreadClient: v.optional(v.number(), 0),
  }),
  v.transform((c) => ({ ...c, lastMessageAt: c.lastMessageAt || new Date().toISOString() })),
);
export type ChatInput = v.InferInput<typeof chatInputSchema>;
export type ChatValues = v.InferOutput<typeof chatInputSchema>;
const _fitsDoc = (x: ChatValues): Omit<ChatDoc, BaseFields> => x;
void _fitsDoc;

export const chatsCollection = {
  schema: chatsSchema,
  migrationStrategies: {},
  label: 'chats',
  audit: { names: { noun: 'a conversa' } },
  read: { staff: FIRM_WIDE, others: 'client-own' },
} satisfies CollectionDefinition;
