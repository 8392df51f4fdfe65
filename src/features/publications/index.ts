/** What other features use from the DJEN publications (issue 28). */
export { PublicationsPage } from './components/PublicationsPage';
export { PublicationDetails } from './components/PublicationDetails';
export * from './summary';
export { CaptureStatusPanel, CaptureAlertBanner } from './components/CaptureStatusPanel';
