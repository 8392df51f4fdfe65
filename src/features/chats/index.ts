export { ChatsScreen, type ChatsScreenProps } from './components/ChatsScreen';
/** Sends this user's queued attachments now (logout waits for them). */
export { processUploads } from './upload-queue/queue';
