import { ConflictException } from '@nestjs/common';
import type { ItemStatus } from './entities/item.entity';

/*
 * The item state machine (docs/product-rules.md, "Item states"). An item is open (DRAFT, READY,
 * AVAILABLE) until an invoice captures it (INVOICED_DUE); paying the invoice makes it
 * INVOICED_PAID, voiding the invoice opens it again. An item paid for part of its quantity is
 * INVOICED_PAID and may go on a later invoice for the rest (INVOICED_DUE again; a void of that one
 * brings it back to INVOICED_PAID). CREDITED items were refunded on an invoice and stay frozen.
 * Invoiced, paid and credited items cannot be edited, deleted or given photos or receipts.
 */

export const ITEM_LOCKED = 'This item is on an invoice and can no longer be changed.';
export const ITEM_PAID = 'This item has been paid and can no longer be changed.';
export const ITEM_ALREADY_BILLED = 'This item has already been billed and cannot be added to an invoice.';

const OPEN_STATUSES: readonly ItemStatus[] = ['DRAFT', 'READY', 'AVAILABLE'];
/** Held by an invoice that is still due, or credited on one. */
const LOCKED_STATUSES: readonly ItemStatus[] = ['INVOICED_DUE', 'CREDITED'];
const PAID_STATUSES: readonly ItemStatus[] = ['INVOICED_PAID'];

/** Every status in which the item's fields, files and existence are frozen. */
export const FROZEN_ITEM_STATUSES: readonly ItemStatus[] = [...LOCKED_STATUSES, ...PAID_STATUSES];

/** The `locked` flag items carry on the wire: true whenever the item can no longer change. */
export function isItemLocked(status: ItemStatus): boolean {
  return FROZEN_ITEM_STATUSES.includes(status);
}

export function isItemPaid(status: ItemStatus): boolean {
  return PAID_STATUSES.includes(status);
}

/** Guards editing, deleting and attaching files: 409 with the reason when frozen. */
export function assertItemChangeable(status: ItemStatus): void {
  if (isItemPaid(status)) throw new ConflictException(ITEM_PAID);
  if (LOCKED_STATUSES.includes(status)) throw new ConflictException(ITEM_LOCKED);
}

/**
 * Capture onto an invoice: an open item, one already on the due invoice, or one paid for part of
 * its quantity (the capture checks what remains of it).
 */
export function captureItem(status: ItemStatus): ItemStatus {
  if (!OPEN_STATUSES.includes(status) && status !== 'INVOICED_DUE' && !isItemPaid(status)) {
    throw new ConflictException(ITEM_ALREADY_BILLED);
  }
  return 'INVOICED_DUE';
}

/** The invoice holding the item was paid. */
export function payItem(status: ItemStatus): ItemStatus {
  if (status !== 'INVOICED_DUE') throw new ConflictException(`An item in status ${status} cannot be marked paid.`);
  return 'INVOICED_PAID';
}

/**
 * The invoice holding the item was voided: the item is open again, or paid again when an earlier
 * invoice paid part of it (`partlyPaid`).
 */
export function releaseItem(status: ItemStatus, partlyPaid: boolean): ItemStatus {
  if (status !== 'INVOICED_DUE') throw new ConflictException(`An item in status ${status} cannot be released.`);
  return partlyPaid ? 'INVOICED_PAID' : 'AVAILABLE';
}

/** Every unit of the item was returned and credited: frozen for good. */
export function creditItem(status: ItemStatus): ItemStatus {
  if (status !== 'INVOICED_DUE' && !isItemPaid(status)) {
    throw new ConflictException(`An item in status ${status} cannot be credited.`);
  }
  return 'CREDITED';
}
