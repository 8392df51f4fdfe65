/** What the rest of the app (its routes, other features) uses from the FAQ. */
export { FaqListPage } from './components/FaqListPage';
export { FaqCreatePage, FaqEditPage } from './components/FaqFormPage';
