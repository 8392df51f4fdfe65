/** What other features may use from categories (e.g. the client form and the FAQ show chips). */
export { CategoryChip } from './components/CategoryChip';
export { CATEGORY_PALETTE, chipTextColor } from './palette';
export { CategorySelect } from './components/CategorySelect';
