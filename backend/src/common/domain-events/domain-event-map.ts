import type { EmailKind, EmailStatus } from '../../modules/email/email-record.entity';
import type { MessageDto } from '../../modules/messages/dto/message.dto';
import type { NotificationDto } from '../../modules/notifications/dto/notification.dto';

/**
 * The catalogue of domain events: what happened, published once after it committed. Adding
 * one means adding its payload here and its scope below; subscribers then name it, and the
 * type system narrows its payload in their handlers.
 *
 * Payloads carry ids and the few facts a reaction needs (a notification's summary), never a
 * copy of state a reaction should read itself.
 */
export interface DomainEventMap {
  'message.created': TaskEvent & { actorId: string; message: MessageDto };
  'comment.created': CommentEvent & { content: string };
  'comment.resolved': CommentEvent;
  'comment.deleted': CommentEvent;
  'comment.liked': CommentEvent;
  'item.created': ItemEvent & { actorId: string; name: string };
  'item.changed': ItemEvent & { actorId: string };
  'item.deleted': ItemEvent & { actorId: string };
  /** The client liked, disliked or cleared either. */
  'item.feedback': ItemEvent & { actorId: string };
  /** The variants of one of the item's photos or of its receipt were made. */
  'item.photos-ready': ItemEvent;
  'item.import-finished': ItemEvent;
  'item.import-failed': ItemEvent;
  /** A draft: the shopper's alone until she finalizes it. */
  'invoice.created': InvoiceEvent;
  'invoice.changed': BilledInvoiceEvent;
  'invoice.finalized': BilledInvoiceEvent;
  'invoice.paid': BilledInvoiceEvent;
  /** A payment that leaves part of the balance due (the one that settles it is invoice.paid). */
  'invoice.payment-recorded': BilledInvoiceEvent;
  'invoice.voided': BilledInvoiceEvent;
  /** The shopper asked the client for a deposit on the task. */
  'deposit.requested': DepositEvent;
  /** The shopper recorded a requested deposit as paid: it is held for the task. */
  'deposit.paid': DepositEvent;
  'deposit.cancelled': DepositEvent;
  /** What was left of the task's deposits went back once it was done (`depositId`: the release's). */
  'deposit.released': DepositEvent;
  /** By the shopper, or submitted by the client as a request (its description). */
  'task.created': TaskEvent & { actorId: string; description: string | null };
  'task.changed': TaskEvent & { actorId: string };
  /** The client took back a request the shopper had not started. */
  'task.withdrawn': TaskEvent & { actorId: string };
  /** The actor read the task's chat up to a message: their other devices follow. */
  'task.read': TaskEvent & { actorId: string };
  /** A client registered with the shopper (the tenant), with one of her invite codes or by choosing her. */
  'client.joined': TenantEvent & { clientId: string; inviteCode: string | null };
  /** The shopper archived, restored or declined the client. */
  'client.changed': TenantEvent & { clientId: string };
  /** The invite code's state changed outside a request of its shopper (its email's outcome). */
  'invite-code.changed': TenantEvent & { inviteCodeId: string };
  /** Stripe said whether the shopper's (the tenant's) account takes charges: her settings and her clients' "Pay now" follow. */
  'shopper.card-payments-changed': TenantEvent;
  /** An image the tenant shows outside items (a task's reference image, an avatar, a logo) has its variants. */
  'upload.variants-ready': TenantEvent & { storageKey: string };
  /** A bell entry was stored for its recipient. */
  'notification.created': TenantEvent & { recipientId: string; notification: NotificationDto };
  /** The web and thumbnail variants of the upload stored under this key were made. */
  'image.variants-ready': { storageKey: string };
  /** A recorded email was sent, skipped, failed for good or is queued for another attempt. */
  'email.status-changed': { emailId: string; kind: EmailKind; subjectId: string | null; status: EmailStatus };
}

/** Of a task: its parties are who it concerns, its shopper's tenant whose data changed. */
export interface TaskEvent {
  taskId: string;
  /** Who made the change; absent for work done by a job. */
  actorId?: string;
}

export interface ItemEvent extends TaskEvent {
  itemId: string;
}

export interface CommentEvent extends TaskEvent {
  actorId: string;
  commentId: string;
  /** The image the comment is pinned on. */
  imageUrl: string;
}

export interface InvoiceEvent extends TaskEvent {
  actorId: string;
  invoiceId: string;
}

export interface DepositEvent extends TaskEvent {
  actorId: string;
  depositId: string;
  /** In dollars ("200.00"). */
  amount: string;
}

export interface BilledInvoiceEvent extends InvoiceEvent {
  /** null while a draft. */
  invoiceNumber: string | null;
  /** In dollars, as the invoice answers it ("120.50"). */
  total: string;
}

/** Of a tenant (a shopper and her clients) but of no task. */
export interface TenantEvent {
  tenantId: string;
}

export type DomainEventName = keyof DomainEventMap;

/** Where an event belongs, which decides the data version it raises and whom it can reach. */
export type EventScopeKind = 'task' | 'tenant' | 'none';

type ScopeKindOf<P> = P extends TaskEvent ? 'task' : P extends TenantEvent ? 'tenant' : 'none';

/** Checked against the payloads: an event of a task is declared 'task', and so on. */
export const DOMAIN_EVENT_SCOPES: { [K in DomainEventName]: ScopeKindOf<DomainEventMap[K]> } = {
  'message.created': 'task',
  'comment.created': 'task',
  'comment.resolved': 'task',
  'comment.deleted': 'task',
  'comment.liked': 'task',
  'item.created': 'task',
  'item.changed': 'task',
  'item.deleted': 'task',
  'item.feedback': 'task',
  'item.photos-ready': 'task',
  'item.import-finished': 'task',
  'item.import-failed': 'task',
  'invoice.created': 'task',
  'invoice.changed': 'task',
  'invoice.finalized': 'task',
  'invoice.paid': 'task',
  'invoice.payment-recorded': 'task',
  'invoice.voided': 'task',
  'deposit.requested': 'task',
  'deposit.paid': 'task',
  'deposit.cancelled': 'task',
  'deposit.released': 'task',
  'task.created': 'task',
  'task.changed': 'task',
  'task.withdrawn': 'task',
  'task.read': 'task',
  'client.joined': 'tenant',
  'client.changed': 'tenant',
  'invite-code.changed': 'tenant',
  'shopper.card-payments-changed': 'tenant',
  'upload.variants-ready': 'tenant',
  'notification.created': 'tenant',
  'image.variants-ready': 'none',
  'email.status-changed': 'none',
};

export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENT_SCOPES) as DomainEventName[];

/** The parties of the task an event belongs to, loaded once for all its subscribers. */
export interface TaskParties {
  id: string;
  title: string;
  shopperId: string;
  clientId: string;
}

/** Whose data an event changed: the tenant, and the task when it belongs to one. */
export interface EventScope {
  tenantId: string;
  task: TaskParties | null;
}

/**
 * An event as subscribers receive it: discriminated by name, so a handler's switch narrows
 * the payload; `scope` is null only for events of no tenant.
 */
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEventMap[K]; scope: EventScope | null };
}[DomainEventName];

export type DomainEventOf<K extends DomainEventName> = Extract<DomainEvent, { name: K }>;
