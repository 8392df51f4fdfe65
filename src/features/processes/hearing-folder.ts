/**
 * A second, light entry of the processes area (eslint.config.js SECOND_ENTRIES): a hearing's
 * event page offers "Levar para a audiência" (issue 42) without the processes' screens.
 */
export { TakeToHearing } from './components/documents/TakeToHearing';
