export { FileUpload } from './FileUpload';
export type { FileUploadProps, UploadedFile } from './FileUpload';
export {
  checkUploadBatch,
  DEFAULT_UPLOAD_LIMITS,
  describeLimits,
  fileProblem,
  formatMegabytes,
  isAllowedType,
  ITEM_PHOTO_LIMITS,
  MAX_PHOTOS_PER_ITEM,
  RECEIPT_LIMITS,
  uploadRoom,
} from './upload-limits';
export type { FileFacts, UploadLimits, UploadProblem } from './upload-limits';
export { NO_TOKEN_MESSAGE, uploadFailureText, xhrUpload } from './xhr-upload';
export type { XhrUpload, XhrUploadRequest } from './xhr-upload';
