/**
 * The publications' light entry: the hooks and names home's card needs, without the screens (the
 * index re-exports the triage and deadline screens, and with them the date picker and the events'
 * business-day input, which the home page then loaded before its first screen — issue 27).
 */
export { usePublications, useNewPublicationsCount, type PublicationViewer } from './hooks/use-publications';
export { publicationTitle, publicationCnj, deadlineCreatedText, provisionalDueOn, provisionalDueText } from './labels';
