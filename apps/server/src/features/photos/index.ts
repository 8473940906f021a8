/** Photos of issues and inspections: the upload calls, the file routes and the files of a record. */
export { registerPhotoFiles } from './photoFiles.routes';
export { photosHandlers } from './photos.routes';
export { photoFile, photoOriginals } from './photos.service';
