/** What other areas may use from the processes area. */
export { ProcessesTab, NEW_PROCESS } from './components/ProcessesTab';
export { ProcessListPage } from './components/ProcessListPage';
export { ProcessPage } from './components/ProcessPage';
