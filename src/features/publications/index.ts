/** What other features use from the DJEN publications (issue 28). */
export { PublicationsPage } from './components/PublicationsPage';
export { PublicationDetails } from './components/PublicationDetails';
export { usePublications, useNewPublicationsCount, type PublicationViewer } from './hooks/use-publications';
export { publicationTitle, publicationCnj, deadlineCreatedText } from './labels';
