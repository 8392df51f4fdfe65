import * as v from 'valibot';
import { createDoc, softDeleteDoc, type EventDoc, type WriteOptions } from '@/data';
import { toBr } from '@/lib/deadlines';
import { CLOSURE_KINDS, courtsText, parseCourts, type ClosureEntry, type ClosureKind } from '../closures';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the admin fills in; the words of each problem are the screen's. */
export const closureInputSchema = v.pipe(
  v.object({
    kind: v.picklist(CLOSURE_KINDS, 'Escolha o tipo.'),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(3, 'Informe o nome (3 a 200 caracteres).'),
      v.maxLength(200, 'Informe o nome (3 a 200 caracteres).'),
    ),
    from: v.pipe(v.string(), v.regex(DAY, 'Informe a data inicial.')),
    to: v.pipe(v.string(), v.regex(DAY, 'Informe a data final.')),
    courts: v.pipe(v.string(), v.maxLength(300, 'No máximo 300 caracteres.')),
    basis: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'No máximo 1000 caracteres.')),
  }),
  v.forward(
    v.check((c) => c.to >= c.from, 'A data final não pode ser anterior à inicial.'),
    ['to'],
  ),
  v.forward(
    // A closure longer than a year is a typo (the calendar ignores its days past a year).
    v.check((c) => Date.parse(c.to) - Date.parse(c.from) <= 365 * 86_400_000, 'No máximo um ano por registro.'),
    ['to'],
  ),
);
export type ClosureInput = v.InferInput<typeof closureInputSchema>;

const KIND_WORD: Readonly<Record<ClosureKind, string>> = { feriado: 'o feriado', suspensao: 'a suspensão' };

/** Registers a holiday or suspension: an all-day `events` document the closure id marks (closures.ts). */
export async function addClosure(input: ClosureInput, options?: WriteOptions): Promise<EventDoc> {
  // An empty "até" is a single day.
  const c = v.parse(closureInputSchema, { ...input, to: input.to || input.from });
  const courts = parseCourts(c.courts);
  return createDoc(
    'events',
    {
      title: c.name,
      kind: 'outro',
      start: `${c.from}T00:00:00.000Z`,
      end: `${c.to}T00:00:00.000Z`,
      allDay: true,
      location: courtsText(courts),
      clientId: null,
      processId: null,
      notes: c.basis,
      responsibleUid: null,
    },
    {
      ...options,
      id: `${c.kind}-${crypto.randomUUID()}`,
      summary: `Cadastrou ${KIND_WORD[c.kind]} "${c.name}" (${toBr(c.from)}${c.to !== c.from ? ` a ${toBr(c.to)}` : ''}; ${courtsText(courts)})`,
    },
  );
}

/** Removes one (a soft delete, restorable like any record). */
export function removeClosure(closure: ClosureEntry, options?: WriteOptions): Promise<void> {
  return softDeleteDoc('events', closure.id, {
    ...options,
    summary: `Excluiu ${KIND_WORD[closure.kind]} "${closure.name}" (${toBr(closure.from)})`,
  });
}
