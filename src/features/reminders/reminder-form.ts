import * as v from 'valibot';
import dayjs from 'dayjs';
import { lembretInputSchema, LEMBRET_STATUSES, type LembretDoc, type LembretValues } from '@/data';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';
import { requiredString } from '@/lib/validation/schemas';

/** The form edits the due time as local date + time inputs; the collection stores an ISO instant. */
export interface ReminderFormValues extends Record<string, unknown> {
  title: string;
  message: string;
  dueDay: string;
  dueTime: string;
  clientId: string;
  notifyClient: boolean;
  status: (typeof LEMBRET_STATUSES)[number];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function dueAtOf(day: string, time: string): string | null {
  if (!DAY.test(day) || !TIME.test(time)) return null;
  const d = dayjs(`${day}T${time}`);
  return d.isValid() && d.format('YYYY-MM-DD') === day ? d.toISOString() : null;
}

export const reminderFormSchema = v.pipe(
  v.object({
    title: requiredString({ min: 3, max: 200 }),
    message: v.pipe(v.string(), v.maxLength(4000, maxLengthMessage(4000))),
    dueDay: v.pipe(
      v.string(),
      v.nonEmpty(MESSAGES.required),
      v.check((s) => DAY.test(s) && dayjs(s).isValid(), MESSAGES.date),
    ),
    dueTime: v.pipe(
      v.string(),
      v.nonEmpty(MESSAGES.required),
      v.check((s) => TIME.test(s), MESSAGES.time),
    ),
    clientId: v.string(),
    notifyClient: v.boolean(),
    status: v.picklist(LEMBRET_STATUSES, MESSAGES.oneOf),
  }),
  // Same rules as the collection's schema, on the fields the user sees.
  v.forward(
    v.check((f) => !f.notifyClient || f.clientId !== '', 'Escolha o cliente que será avisado'),
    ['clientId'],
  ),
  v.forward(
    v.check((f) => !f.notifyClient || f.message.trim() !== '', 'Escreva a mensagem que o cliente vai receber'),
    ['message'],
  ),
);

export function reminderValuesOf(f: ReminderFormValues): LembretValues {
  return v.parse(lembretInputSchema, {
    title: f.title,
    message: f.message,
    dueAt: dueAtOf(f.dueDay, f.dueTime) ?? '',
    clientId: f.clientId || null,
    notifyClient: f.notifyClient,
    status: f.status,
  });
}

export function fromReminderDoc(r: LembretDoc): ReminderFormValues {
  const d = dayjs(r.dueAt);
  return {
    title: r.title,
    message: r.message,
    dueDay: d.format('YYYY-MM-DD'),
    dueTime: d.format('HH:mm'),
    clientId: r.clientId ?? '',
    notifyClient: r.notifyClient,
    status: r.status,
  };
}

/** A new reminder one hour from now, rounded up to the next quarter hour. */
export function blankReminder(now: Date = new Date(), preset: Partial<ReminderFormValues> = {}): ReminderFormValues {
  let d = dayjs(now).add(1, 'hour').second(0).millisecond(0);
  d = d.minute(Math.ceil(d.minute() / 15) * 15);
  return {
    title: '',
    message: '',
    dueDay: d.format('YYYY-MM-DD'),
    dueTime: d.format('HH:mm'),
    clientId: '',
    notifyClient: false,
    status: 'pendente',
    ...preset,
  };
}
