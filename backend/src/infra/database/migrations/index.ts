import { InitialSchema1732320000000 } from './1732320000000-initial-schema';
import { SeedCategories1732320000001 } from './1732320000001-seed-categories';
import { ForeignKeyIndexes1732320000002 } from './1732320000002-foreign-key-indexes';
import { EnrichmentRuns1732320000003 } from './1732320000003-enrichment-runs';
import { LiveUpdates1732320000004 } from './1732320000004-live-updates';
import { UserTokenVersions1732320000005 } from './1732320000005-user-token-versions';
import { Uploads1732320000006 } from './1732320000006-uploads';
import { TenantDataVersions1732320000007 } from './1732320000007-tenant-data-versions';
import { TaskListIndexes1732320000008 } from './1732320000008-task-list-indexes';
import { Email1732320000009 } from './1732320000009-email';
import { IdempotencyKeys1732320000010 } from './1732320000010-idempotency-keys';
import { ContactNotificationsRevocation1732320000012 } from './1732320000012-contact-notifications-revocation';
import { ShopperBrand1732320000013 } from './1732320000013-shopper-brand';
import { CreditNotes1732320000014 } from './1732320000014-credit-notes';
import { DraftInvoices1732320000015 } from './1732320000015-draft-invoices';
import { ItemShopperNote1732320000016 } from './1732320000016-item-shopper-note';
import { ClientStanding1732320000017 } from './1732320000017-client-standing';
import { JobOutboxAndKeyLeases1732320000018 } from './1732320000018-job-outbox-and-key-leases';
import { InvoicePayments1732320000019 } from './1732320000019-invoice-payments';
import { PaymentTerms1732320000020 } from './1732320000020-payment-terms';
import { TaskDeposits1732320000021 } from './1732320000021-task-deposits';
import { CardPayments1732320000022 } from './1732320000022-card-payments';
import { InvoiceRefunds1732320000023 } from './1732320000023-invoice-refunds';
import { PaymentReminders1732320000024 } from './1732320000024-payment-reminders';
import { DepositReleases1732320000025 } from './1732320000025-deposit-releases';

/** Applied in order at boot by the api, the worker and the tests. */
export const MIGRATIONS: Function[] = [
  InitialSchema1732320000000,
  SeedCategories1732320000001,
  ForeignKeyIndexes1732320000002,
  EnrichmentRuns1732320000003,
  LiveUpdates1732320000004,
  UserTokenVersions1732320000005,
  Uploads1732320000006,
  TenantDataVersions1732320000007,
  TaskListIndexes1732320000008,
  Email1732320000009,
  IdempotencyKeys1732320000010,
  ContactNotificationsRevocation1732320000012,
  ShopperBrand1732320000013,
  CreditNotes1732320000014,
  DraftInvoices1732320000015,
  ItemShopperNote1732320000016,
  ClientStanding1732320000017,
  JobOutboxAndKeyLeases1732320000018,
  InvoicePayments1732320000019,
  PaymentTerms1732320000020,
  TaskDeposits1732320000021,
  CardPayments1732320000022,
  InvoiceRefunds1732320000023,
  PaymentReminders1732320000024,
  DepositReleases1732320000025,
];
