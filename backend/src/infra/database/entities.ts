import { OutboxJob } from '../queue/outbox/outbox-job.entity';
import { AuditEvent } from '../../modules/audit/audit-event.entity';
import { Category } from '../../modules/categories/category.entity';
import { Client } from '../../modules/clients/client.entity';
import { EnrichmentRun } from '../../modules/enrichment/enrichment-run.entity';
import { CommentReaction } from '../../modules/image-comments/entities/comment-reaction.entity';
import { ImageComment } from '../../modules/image-comments/entities/image-comment.entity';
import { Invoice } from '../../modules/invoices/entities/invoice.entity';
import { InvoiceLine } from '../../modules/invoices/entities/invoice-line.entity';
import { CreditNote } from '../../modules/invoices/credit-notes/entities/credit-note.entity';
import { CreditNoteLine } from '../../modules/invoices/credit-notes/entities/credit-note-line.entity';
import { InvoicePayment } from '../../modules/invoices/payments/entities/invoice-payment.entity';
import { InvoiceRefund } from '../../modules/invoices/refunds/entities/invoice-refund.entity';
import { InvoiceReminder } from '../../modules/invoices/reminders/entities/invoice-reminder.entity';
import { DepositRelease } from '../../modules/invoices/deposits/entities/deposit-release.entity';
import { ClientCredit } from '../../modules/invoices/client-credit/entities/client-credit.entity';
import { CardCheckout } from '../../modules/card-payments/entities/card-checkout.entity';
import { PaymentProviderEvent } from '../../modules/card-payments/entities/payment-provider-event.entity';
import { TaskDeposit } from '../../modules/invoices/deposits/entities/task-deposit.entity';
import { InviteCode } from '../../modules/invite-codes/invite-code.entity';
import { ItemFeedback } from '../../modules/items/entities/item-feedback.entity';
import { Item } from '../../modules/items/entities/item.entity';
import { Message } from '../../modules/messages/message.entity';
import { Recipient } from '../../modules/recipients/recipient.entity';
import { Shopper } from '../../modules/shoppers/shopper.entity';
import { ShopTask } from '../../modules/tasks/task.entity';
import { Profile } from '../../modules/users/entities/profile.entity';
import { User } from '../../modules/users/entities/user.entity';
import { TaskRead } from '../../modules/chat-reads/task-read.entity';
import { Notification } from '../../modules/notifications/notification.entity';
import { Upload } from '../../modules/uploads/upload.entity';
import { PasswordResetToken } from '../../modules/auth/password-reset/password-reset-token.entity';
import { PendingDigest } from '../../modules/email/digests/pending-digest.entity';
import { EmailRecord } from '../../modules/email/email-record.entity';
import { IdempotencyKeyRecord } from '../../common/idempotency/idempotency-key.entity';
import { EmailPreferences } from '../../modules/email/preferences/email-preferences.entity';

/** Every entity of the schema; the migrations in ./migrations create their tables. */
export const ENTITIES: Function[] = [
  User,
  Profile,
  Shopper,
  Client,
  Recipient,
  InviteCode,
  Category,
  ShopTask,
  Item,
  ItemFeedback,
  Invoice,
  InvoiceLine,
  CreditNote,
  CreditNoteLine,
  InvoicePayment,
  TaskDeposit,
  ClientCredit,
  InvoiceRefund,
  InvoiceReminder,
  DepositRelease,
  CardCheckout,
  PaymentProviderEvent,
  Message,
  ImageComment,
  CommentReaction,
  AuditEvent,
  EnrichmentRun,
  TaskRead,
  Notification,
  Upload,
  EmailRecord,
  PasswordResetToken,
  EmailPreferences,
  PendingDigest,
  IdempotencyKeyRecord,
  OutboxJob,
];
