/** What the rest of the app may use from the clients area. */
export { ClientListPage } from './components/ClientListPage';
export { ClientCreatePage } from './components/ClientCreatePage';
export { ClientEditPage } from './components/ClientEditPage';
export { parseClientPageSearch, CLIENT_TABS, type ClientTab, type ClientPageSearch } from './client-tabs';
