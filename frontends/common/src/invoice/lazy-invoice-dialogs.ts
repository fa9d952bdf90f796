import { lazyDialog } from '../components/lazy-dialog';

/** The invoice's item dialogs, fetched when first opened: most visits to a task only read its invoice. */
export const LazyFinalizeInvoiceDialog = lazyDialog(() =>
  import('./FinalizeInvoiceDialog').then((module) => module.FinalizeInvoiceDialog),
);
export const LazyRecordReturnDialog = lazyDialog(() =>
  import('./RecordReturnDialog').then((module) => module.RecordReturnDialog),
);

export const LazyRecordPaymentDialog = lazyDialog(() =>
  import('./RecordPaymentDialog').then((module) => module.RecordPaymentDialog),
);

export const LazyRecordRefundDialog = lazyDialog(() =>
  import('./RecordRefundDialog').then((module) => module.RecordRefundDialog),
);

/** The question before Mark Paid or Void. */
export const LazyInvoiceStepDialog = lazyDialog(() =>
  import('./InvoiceStepDialog').then((module) => module.InvoiceStepDialog),
);

export const INVOICE_DIALOGS = [
  LazyFinalizeInvoiceDialog,
  LazyRecordReturnDialog,
  LazyRecordPaymentDialog,
  LazyRecordRefundDialog,
  LazyInvoiceStepDialog,
];
