export { ChatsPage, type ChatsPageProps } from './components/ChatsPage';
// Shared with the documents of processes (issue 42): the same accepted types and file names.
export { formatBytes, isAcceptedType, safeFileName } from './attachments';
