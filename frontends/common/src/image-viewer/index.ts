/** The full-screen image viewer with comment pins (spec section 2, "Image viewer and image comments"). */
export { ImageViewer } from './ImageViewer';
export type { ImageViewerProps, ViewerImage } from './ImageViewer';
