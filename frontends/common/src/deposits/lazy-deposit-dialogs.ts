import { lazyDialog } from '../components/lazy-dialog';

/** Fetched when first opened: most visits to a task only read its deposits. */
export const LazyRequestDepositDialog = lazyDialog(() =>
  import('./RequestDepositDialog').then((module) => module.RequestDepositDialog),
);
export const LazyReleaseDepositDialog = lazyDialog(() =>
  import('./ReleaseDepositDialog').then((module) => module.ReleaseDepositDialog),
);
export const LazyRecordDepositPaidDialog = lazyDialog(() =>
  import('./RecordDepositPaidDialog').then((module) => module.RecordDepositPaidDialog),
);
