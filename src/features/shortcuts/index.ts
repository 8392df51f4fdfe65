/** What the rest of the app (its routes, other features) uses from shortcuts. */
export { ShortcutListPage } from './components/ShortcutListPage';
export { ShortcutCreatePage, ShortcutEditPage } from './components/ShortcutFormPage';
