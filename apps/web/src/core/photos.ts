export { environment } from './api/environment';
export type { PhotoEdits } from './commands/photoCommands';
export { addPhotos } from './commands/photoCommands';
export { useQueuedPhotoCommands } from './store/outbox';
export type { StoredPhoto } from './store/storedPhoto';
export { photoBlob, storePhotos } from './store/storedPhoto';
