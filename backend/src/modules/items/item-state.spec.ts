import { ConflictException } from '@nestjs/common';
import { ITEM_STATUSES, type ItemStatus } from './entities/item.entity';
import {
  assertItemChangeable,
  captureItem,
  isItemLocked,
  isItemPaid,
  ITEM_ALREADY_BILLED,
  ITEM_LOCKED,
  ITEM_PAID,
  payItem,
  releaseItem,
} from './item-state';

const OPEN: ItemStatus[] = ['DRAFT', 'READY', 'AVAILABLE'];

function conflictMessage(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictException);
    return (error as ConflictException).message;
  }
  return undefined;
}

describe('item state', () => {
  it('locks invoiced, paid and credited items, and only those', () => {
    const locked = ITEM_STATUSES.filter(isItemLocked);
    expect(locked).toEqual(['INVOICED_DUE', 'INVOICED_PAID', 'CREDITED']);
    expect(ITEM_STATUSES.filter(isItemPaid)).toEqual(['INVOICED_PAID']);
  });

  it.each(OPEN)('lets a %s item change', (status) => {
    expect(() => assertItemChangeable(status)).not.toThrow();
  });

  it.each<[ItemStatus, string]>([
    ['INVOICED_DUE', ITEM_LOCKED],
    ['CREDITED', ITEM_LOCKED],
    ['INVOICED_PAID', ITEM_PAID],
  ])('refuses changes to a %s item with 409 "%s"', (status, message) => {
    expect(conflictMessage(() => assertItemChangeable(status))).toBe(message);
  });

  describe('transitions', () => {
    it.each([...OPEN, 'INVOICED_DUE' as const, 'INVOICED_PAID' as const])(
      'captures a %s item onto a due invoice (a paid one for what remains of it)',
      (status) => {
        expect(captureItem(status)).toBe('INVOICED_DUE');
      },
    );

    it('never captures a CREDITED item again', () => {
      expect(conflictMessage(() => captureItem('CREDITED'))).toBe(ITEM_ALREADY_BILLED);
    });

    it('pays only an invoiced, unpaid item', () => {
      expect(payItem('INVOICED_DUE')).toBe('INVOICED_PAID');
      for (const status of ITEM_STATUSES.filter((s) => s !== 'INVOICED_DUE')) {
        expect(conflictMessage(() => payItem(status))).toBeDefined();
      }
    });

    it('releases only an invoiced, unpaid item, which becomes available again', () => {
      expect(releaseItem('INVOICED_DUE', false)).toBe('AVAILABLE');
      expect(isItemLocked(releaseItem('INVOICED_DUE', false))).toBe(false);
      for (const status of ITEM_STATUSES.filter((s) => s !== 'INVOICED_DUE')) {
        expect(conflictMessage(() => releaseItem(status, false))).toBeDefined();
      }
    });

    it('releases an item paid for part of its quantity back to paid', () => {
      expect(releaseItem('INVOICED_DUE', true)).toBe('INVOICED_PAID');
    });
  });
});
