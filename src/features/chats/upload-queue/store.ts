/** The queue's files on the device live in the data layer (the device wipe and logout count and remove them). */
export {
  putPendingUploads, listPendingUploads, getPendingUpload, deletePendingUpload, closePendingUploadStores, type PendingUpload,
} from '@/data';
