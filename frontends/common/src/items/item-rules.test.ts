import type { ItemStatus } from './item-status';
import { itemPermissions, lockReason, remainingText } from './item-rules';

const item = (status: ItemStatus, locked: boolean, link: string | null = 'https://example.com/p') => ({
  status,
  locked,
  link,
});

describe('item permissions', () => {
  it.each<ItemStatus>(['DRAFT', 'READY', 'AVAILABLE'])('lets the shopper change an open %s item', (status) => {
    expect(itemPermissions(item(status, false), true)).toEqual({
      edit: true,
      delete: true,
      photos: true,
      receipt: true,
      import: true,
      lockReason: null,
    });
  });

  it.each<[ItemStatus, string]>([
    ['INVOICED_DUE', 'Locked: on an invoice'],
    ['INVOICED_PAID', 'Paid items cannot be changed'],
    ['CREDITED', 'Locked: credited on an invoice'],
  ])('freezes a %s item and says why', (status, reason) => {
    expect(itemPermissions(item(status, true), true)).toEqual({
      edit: false,
      delete: false,
      photos: false,
      receipt: false,
      import: false,
      lockReason: reason,
    });
  });

  it('offers the import only when the item has a product link', () => {
    expect(itemPermissions(item('DRAFT', false, null), true).import).toBe(false);
  });

  it('never lets a client change an item, and tells them nothing about locks', () => {
    expect(itemPermissions(item('DRAFT', false), false)).toEqual({
      edit: false,
      delete: false,
      photos: false,
      receipt: false,
      import: false,
      lockReason: null,
    });
    expect(itemPermissions(item('INVOICED_PAID', true), false).lockReason).toBeNull();
  });

  it('reads the lock from `locked`, not from the status alone', () => {
    expect(lockReason(item('INVOICED_DUE', false))).toBeNull();
  });
});

describe('remaining quantity', () => {
  it('shows once an invoice captured part of the quantity', () => {
    expect(remainingText({ quantity: 3, qtyRemaining: 2 })).toBe('2 of 3 left to invoice');
    expect(remainingText({ quantity: 3, qtyRemaining: 3 })).toBeNull();
    expect(remainingText({ quantity: 3, qtyRemaining: 0 })).toBeNull();
  });
});
