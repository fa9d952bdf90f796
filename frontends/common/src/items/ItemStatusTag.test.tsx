import { render, screen } from '@testing-library/react';
import { fakeItem } from '../invoice/test-fixtures';
import { ItemStatusTag, itemStatusText } from './ItemStatusTag';

const paidItem = (quantity: number, qtyRemaining: number) =>
  fakeItem({ id: 'coat', name: 'Coat', status: 'INVOICED_PAID', locked: true, quantity, qtyRemaining });

it('says "1 of 2 paid" for an item paid for part of its quantity, "Paid" once all of it is', () => {
  const { rerender } = render(<ItemStatusTag item={paidItem(2, 1)} />);
  expect(screen.getByText('1 of 2 paid')).toBeInTheDocument();
  expect(screen.queryByText('Paid')).not.toBeInTheDocument();

  rerender(<ItemStatusTag item={paidItem(3, 0)} />);
  expect(screen.getByText('Paid')).toBeInTheDocument();

  // An item with more of it on a due invoice is invoiced, whatever was paid before.
  rerender(
    <ItemStatusTag item={fakeItem({ id: 'a', name: 'A', status: 'INVOICED_DUE', quantity: 2, qtyRemaining: 0 })} />,
  );
  expect(screen.getByText('Invoiced (Due)')).toBeInTheDocument();
});

it('counts the units returned on credit notes, and says Credited once every unit is back', () => {
  const { rerender } = render(
    <ItemStatusTag
      item={fakeItem({
        id: 'c',
        name: 'Coat',
        status: 'INVOICED_PAID',
        locked: true,
        quantity: 3,
        qtyRemaining: 0,
        qtyCredited: 1,
      })}
    />,
  );
  expect(screen.getByText('Paid · 1 returned')).toBeInTheDocument();

  rerender(
    <ItemStatusTag
      item={fakeItem({
        id: 'c',
        name: 'Coat',
        status: 'INVOICED_PAID',
        locked: true,
        quantity: 3,
        qtyRemaining: 1,
        qtyCredited: 2,
      })}
    />,
  );
  expect(screen.getByText('2 of 3 paid · 2 returned')).toBeInTheDocument();

  rerender(
    <ItemStatusTag
      item={fakeItem({
        id: 'c',
        name: 'Coat',
        status: 'CREDITED',
        locked: true,
        quantity: 3,
        qtyRemaining: 0,
        qtyCredited: 3,
      })}
    />,
  );
  expect(screen.getByText('Credited')).toBeInTheDocument();
});

it('reads "Proposed" to the client for an item the shopper has not yet made ready, "Draft" to the shopper', () => {
  const draft = fakeItem({ id: 'd', name: 'Scarf', status: 'DRAFT' });
  expect(itemStatusText(draft, 'CLIENT')).toBe('Proposed');
  expect(itemStatusText(draft, 'SHOPPER')).toBe('Draft');
  expect(itemStatusText({ ...draft, status: 'READY' }, 'CLIENT')).toBe('Ready');
});
