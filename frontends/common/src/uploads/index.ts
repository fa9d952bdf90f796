export { AccountImagePicker } from './AccountImagePicker';
export type { AccountImagePickerProps } from './AccountImagePicker';
export {
  ACCOUNT_IMAGE_BAD_TYPE,
  ACCOUNT_IMAGE_TOO_LARGE,
  ACCOUNT_IMAGE_TYPES,
  prepareAccountImage,
} from './account-image';
export { FileUpload } from './FileUpload';
export type { FileUploadProps, UploadedFile } from './FileUpload';
export { contentTypeOf, sniffContentType } from './file-content';
export type { ContentType } from './file-content';
export { prepareUploads } from './prepare-uploads';
export type { PrepareOptions, PreparedFile, PreparedPick } from './prepare-uploads';
export { ShrinkingFiles } from './ShrinkingFiles';
export { usePickPreparation } from './use-pick-preparation';
export type { ShrinkingFile } from './use-pick-preparation';
export {
  AVATAR_LIMITS,
  checkUploadBatch,
  DEFAULT_UPLOAD_LIMITS,
  describeLimits,
  fileProblem,
  formatMegabytes,
  IMAGE_CONTENT,
  isAllowedType,
  ITEM_PHOTO_LIMITS,
  MAX_PHOTOS_PER_ITEM,
  RECEIPT_LIMITS,
  tooLarge,
  uploadRoom,
} from './upload-limits';
export type { ContentRule, FileFacts, UploadLimits, UploadProblem } from './upload-limits';
export { NO_TOKEN_MESSAGE, uploadFailureText, xhrUpload } from './xhr-upload';
export type { XhrUpload, XhrUploadRequest } from './xhr-upload';
