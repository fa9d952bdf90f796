import type { Schemas } from '../api/typed';

type Item = Schemas['ItemReadDto'];

/** What the signed-in user may do with one item (docs/product-rules.md, "Item states", "Roles and permissions"). */
export interface ItemPermissions {
  edit: boolean;
  delete: boolean;
  photos: boolean;
  receipt: boolean;
  /** Import image and summary: needs a product link to read. */
  import: boolean;
  /** Why a shopper cannot change the item, or null. */
  lockReason: string | null;
}

/** Why a locked item is frozen, in the shopper's words. */
export function lockReason(item: Pick<Item, 'locked' | 'status'>): string | null {
  if (!item.locked) return null;
  if (item.status === 'INVOICED_PAID') return 'Paid items cannot be changed';
  if (item.status === 'CREDITED') return 'Locked: credited on an invoice';
  return 'Locked: on an invoice';
}

/** Shoppers change open items only; clients never change items (they react to them). */
export function itemPermissions(item: Pick<Item, 'locked' | 'status' | 'link'>, canEdit: boolean): ItemPermissions {
  const changeable = canEdit && !item.locked;
  return {
    edit: changeable,
    delete: changeable,
    photos: changeable,
    receipt: changeable,
    import: changeable && Boolean(item.link),
    lockReason: canEdit ? lockReason(item) : null,
  };
}

/** "2 of 3 left to invoice" once an invoice captured part of the quantity; null otherwise. */
export function remainingText(item: Pick<Item, 'quantity' | 'qtyRemaining'>): string | null {
  if (item.qtyRemaining <= 0 || item.qtyRemaining >= item.quantity) return null;
  return `${item.qtyRemaining} of ${item.quantity} left to invoice`;
}
