export { photosAction } from './api/photos-action.server.ts';
export {
  readFormWithFiles,
  uploadChosenFiles,
  uploadPhoto,
  type UploadedFile,
} from './api/uploads.server.ts';
