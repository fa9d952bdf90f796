import { lazyDialog } from '../components/lazy-dialog';

/** The item dialogs, fetched when first opened: the task page shows items long before anyone edits one. */
export const LazyItemFormModal = lazyDialog(() => import('./ItemFormModal').then((module) => module.ItemFormModal));
export const LazyItemPhotosModal = lazyDialog(() =>
  import('./ItemPhotosModal').then((module) => module.ItemPhotosModal),
);
export const LazyItemReceiptModal = lazyDialog(() =>
  import('./ItemReceiptModal').then((module) => module.ItemReceiptModal),
);
export const LazyItemTextModal = lazyDialog(() => import('./ItemTextModal').then((module) => module.ItemTextModal));

export const ITEM_DIALOGS = [LazyItemFormModal, LazyItemPhotosModal, LazyItemReceiptModal, LazyItemTextModal];
