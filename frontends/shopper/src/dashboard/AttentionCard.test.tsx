import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, renderScreen } from '../../../common/src/test-utils';
import { AttentionCard } from './AttentionCard';
import { attentionEntry } from './shopper-dashboard.fixture';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const noop = () => undefined;

it('lists each entry, in the order given, as a link to where it is dealt with', () => {
  renderScreen(
    <AttentionCard
      entries={[
        attentionEntry({ kind: 'UNREAD_MESSAGES', taskId: 't-1', count: 2 }),
        attentionEntry({
          kind: 'INVOICE_OVERDUE',
          taskId: 't-2',
          taskTitle: 'Lamp',
          invoiceId: 'i-1',
          invoiceNumber: 'INV-7',
          amount: '56.25',
          count: 1,
        }),
      ]}
      loading={false}
      error={false}
      retry={noop}
    />,
    { me, path: '/shopper-dashboard' },
  );
  const list = screen.getByRole('list', { name: 'Needs your attention' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tasks/t-1?tab=messages', '/tasks/t-2']);
  expect(links[0]).toHaveTextContent('2 unread messages');
  expect(links[0]).toHaveTextContent('Casey Client · Spring wardrobe');
  expect(links[1]).toHaveTextContent('Invoice INV-7 overdue: $56.25 unpaid');
  expect(links[1]).toHaveTextContent('Sent Mar 1, 2026');
});

it('says all is caught up when nothing waits', () => {
  renderScreen(<AttentionCard entries={[]} loading={false} error={false} retry={noop} />, { me });
  expect(screen.getByText("You're all caught up")).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('shows a placeholder while loading and Retry when the read failed', async () => {
  const retry = jest.fn();
  const { unmount } = renderScreen(<AttentionCard entries={undefined} loading error={false} retry={retry} />, { me });
  expect(screen.getByLabelText('Loading what needs your attention')).toHaveAttribute('aria-busy', 'true');
  unmount();
  renderScreen(<AttentionCard entries={undefined} loading={false} error retry={retry} />, { me });
  expect(screen.getByText('We could not load what needs your attention.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});
