import * as v from 'valibot';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { optionalDateTime, ref } from '@/lib/validation/schemas';
import { nowIso } from '../sync/clock';

export const MESSAGE_SIDES = ['staff', 'cliente'] as const;

/**
 * `messages`: one chat message. Attachments are uploaded to Storage separately; the
 * document is written first (offline too) with `downloadUrl: null` and patched once the
 * upload finishes, so a message never waits for the network.
 */
const messagesSchemaLiteral = {
  title: 'messages',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    chatId: { type: 'string', maxLength: 128 },
    authorUid: { type: 'string', maxLength: 128 },
    side: { type: 'string', enum: ['staff', 'cliente'], maxLength: 8 },
    text: { type: 'string', maxLength: 10000 },
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 255 },
          type: { type: 'string', maxLength: 100 },
          size: { type: 'number', minimum: 0 },
          storagePath: { type: 'string', maxLength: 500 },
          downloadUrl: { type: ['string', 'null'], maxLength: 2000 },
        },
        required: ['name', 'type', 'size', 'storagePath', 'downloadUrl'],
      },
    },
    sentAt: { type: 'string', maxLength: 30 },
    deliveredAt: { type: ['string', 'null'], maxLength: 30 },
    readAt: { type: ['string', 'null'], maxLength: 30 },
  },
  required: [...baseRequired, 'chatId', 'authorUid', 'side', 'text', 'attachments', 'sentAt', 'deliveredAt', 'readAt'],
  // A chat's messages in order.
  indexes: [['chatId', 'sentAt']],
} as const;

export const messagesSchema = typedSchema(messagesSchemaLiteral);
export type MessageDoc = DocOf<typeof messagesSchema>;

const attachmentInput = v.object({
  name: v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.maxLength(255, maxLengthMessage(255))),
  type: v.pipe(v.string(), v.maxLength(100, maxLengthMessage(100))),
  size: v.pipe(v.number(), v.minValue(0)),
  storagePath: v.pipe(v.string(), v.maxLength(500, maxLengthMessage(500))),
  downloadUrl: v.optional(v.nullable(v.string()), null),
});

export const messageInputSchema = v.pipe(
  v.object({
    chatId: ref(),
    authorUid: ref(),
    side: v.optional(v.picklist(MESSAGE_SIDES, MESSAGES.oneOf), 'staff'),
    text: v.optional(v.pipe(v.string(), v.maxLength(10000, maxLengthMessage(10000))), ''),
    attachments: v.optional(v.array(attachmentInput), []),
    sentAt: v.optional(v.string(), ''),
    deliveredAt: optionalDateTime(),
    readAt: optionalDateTime(),
  }),
  // A message is text, an attachment, or both — never empty.
  v.forward(
    v.check((m) => m.text.trim() !== '' || m.attachments.length > 0, MESSAGES.required),
    ['text'],
  ),
  v.transform((m) => ({ ...m, sentAt: m.sentAt || nowIso() })),
);
export type MessageInput = v.InferInput<typeof messageInputSchema>;
export type MessageValues = v.InferOutput<typeof messageInputSchema>;
const _fitsDoc = (x: MessageValues): Omit<MessageDoc, BaseFields> => x;
void _fitsDoc;

export const messagesCollection = {
  schema: messagesSchema,
  migrationStrategies: {},
  // The rules look up a new staff message's chat and the chat's client (LGPD consent): a commit
  // may look up 20 documents and the writer's profile takes 2, so at most 9 chats' new messages
  // per commit (measured: 30 messages in 10 chats are refused whole).
  // A chat and its first message made offline: the chat goes first (the rules look it up).
  sync: {
    commitGroups: {
      max: 9,
      keyOf: (row) =>
        row.assumedMasterState || row.newDocumentState._deleted ? null : String(row.newDocumentState.chatId ?? ''),
    },
    pushesAfter: ['chats'],
  },
  label: 'messages',
  audit: { names: { noun: 'a mensagem' } },
  read: { staff: FIRM_WIDE, others: 'client-own' },
} satisfies CollectionDefinition;
