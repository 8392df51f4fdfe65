/** What the rest of the app (its routes, other features) uses from document layouts. */
export { LayoutListPage } from './components/LayoutListPage';
export { LayoutCreatePage, LayoutEditPage } from './components/LayoutFormPage';
export { LayoutDetailsPage } from './components/LayoutDetailsPage';
