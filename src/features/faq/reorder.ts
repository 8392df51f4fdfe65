/**
 * Moving one FAQ entry up or down. Entries are shown by `order` (ties by question), so a move
 * is: take the list in display order, move the entry, and number the list 0, 1, 2, … again.
 * Only entries whose number changes are written; in an already compact list that is the two
 * entries that swapped places. Compacting also repairs ties and gaps (two entries saved
 * with the same position, or positions typed by hand), which a plain swap of two numbers
 * would leave ambiguous.
 */
export interface Orderable {
  id: string;
  order: number;
  question: string;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Display order: position, then question (stable for equal positions). */
export function byDisplayOrder<T extends Orderable>(a: T, b: T): number {
  return a.order - b.order || collator.compare(a.question, b.question) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface OrderChange {
  id: string;
  order: number;
}

/** The writes that move `id` by `delta` places (-1 up, +1 down); [] when it cannot move. */
export function planMove<T extends Orderable>(items: readonly T[], id: string, delta: -1 | 1): OrderChange[] {
  const sorted = [...items].sort(byDisplayOrder);
  const from = sorted.findIndex((x) => x.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= sorted.length) return [];
  const [moved] = sorted.splice(from, 1);
  sorted.splice(to, 0, moved!);
  return sorted.flatMap((x, index) => (x.order === index ? [] : [{ id: x.id, order: index }]));
}

/** The position a new entry gets: after the last one. */
export function nextOrder(items: readonly Pick<Orderable, 'order'>[]): number {
  return items.reduce((max, x) => Math.max(max, x.order + 1), 0);
}
