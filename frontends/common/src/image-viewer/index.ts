/** The full-screen image viewer with comment pins (docs/product-rules.md, "Image viewer and comments"). */
export { ImageViewer } from './ImageViewer';
export type { ImageViewerProps, ViewerImage } from './ImageViewer';
