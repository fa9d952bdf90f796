import { lazyDialog } from '../components/lazy-dialog';
import { INVOICE_DIALOGS } from '../invoice/lazy-invoice-dialogs';
import { ITEM_DIALOGS } from '../items/lazy-item-dialogs';

/** The task's edit dialog and the image viewer (the lightbox, pins and comment forms), fetched when first opened. */
export const LazyEditTaskModal = lazyDialog(() => import('./EditTaskModal').then((module) => module.EditTaskModal));
export const LazyImageViewer = lazyDialog(() => import('../image-viewer').then((module) => module.ImageViewer));

/** Every dialog the task page can open, fetched together at the first sign of use of the page. */
export const WORKSPACE_DIALOGS = [...ITEM_DIALOGS, ...INVOICE_DIALOGS, LazyEditTaskModal, LazyImageViewer];
