import { configure, screen, within } from '@testing-library/react';
import { fakeAccount, renderScreen } from '../../../common/src/test-utils';
import { MoneyCard } from './MoneyCard';
import { shopperDashboard } from './shopper-dashboard.fixture';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const noop = () => undefined;

/** The chart's code arrives after the card (React.lazy): a test that shows figures waits for it. */
const chartLoaded = () => screen.findByTestId('month-bars');

it('shows outstanding, billed, paid and fees in US dollars', async () => {
  renderScreen(<MoneyCard money={shopperDashboard().money} loading={false} error={false} retry={noop} />, { me });
  const figure = (title: string) => screen.getByText(title).closest('.ant-statistic');
  expect(figure('Outstanding')).toHaveTextContent('$1,234.50');
  expect(screen.getByText('3 invoices due')).toBeInTheDocument();
  expect(figure('Billed this month')).toHaveTextContent('$420.00');
  expect(figure('Paid this month')).toHaveTextContent('$380.25');
  expect(figure('Fees earned this month')).toHaveTextContent('$42.22');
  await chartLoaded();
});

it("shows the deposits she holds and has asked for, and her clients' credit, once there are any", async () => {
  const prepaid = { depositsHeld: '87.50', depositsRequested: '150.00', depositsRequestedCount: 1, credit: '56.25' };
  const { unmount } = renderScreen(
    <MoneyCard money={shopperDashboard().money} prepaid={prepaid} loading={false} error={false} retry={noop} />,
    { me },
  );
  const figure = (title: string) => screen.getByText(title).closest('.ant-statistic');
  expect(figure('Deposits held')).toHaveTextContent('$87.50');
  expect(figure('Deposits asked')).toHaveTextContent('$150.00');
  expect(screen.getByText('1 not paid yet')).toBeInTheDocument();
  expect(figure('Client credit')).toHaveTextContent('$56.25');
  await chartLoaded();
  unmount();
  renderScreen(
    <MoneyCard
      money={shopperDashboard().money}
      prepaid={shopperDashboard().prepaid}
      loading={false}
      error={false}
      retry={noop}
    />,
    { me },
  );
  expect(screen.queryByText(/Deposits|Client credit/)).not.toBeInTheDocument();
  await chartLoaded();
});

it('gives screen readers the six months as a table, and draws bars to scale once the chart has loaded', async () => {
  renderScreen(<MoneyCard money={shopperDashboard().money} loading={false} error={false} retry={noop} />, { me });
  // The table does not wait for the chart's code.
  const table = screen.getByRole('table', { name: 'Billed and paid in each of the last 6 months' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'October 2025$0.00$0.00',
    'November 2025$100.00$50.00',
    'December 2025$0.00$0.00',
    'January 2026$200.00$200.00',
    'February 2026$0.00$0.00',
    'March 2026$420.00$380.25',
  ]);
  const chart = await chartLoaded();
  expect(chart).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByTestId('month-bars-placeholder')).not.toBeInTheDocument();
  // March's billed bar is the highest (96 px); November's paid one is 50/420 of it.
  const heights = [...chart.querySelectorAll('[data-height]')].map((bar) => bar.getAttribute('data-height'));
  expect(heights).toEqual(['0', '0', '23', '11', '0', '0', '46', '46', '0', '0', '96', '87']);
  expect([...chart.querySelectorAll('text')].map((label) => label.textContent)).toEqual([
    'Oct',
    'Nov',
    'Dec',
    'Jan',
    'Feb',
    'Mar',
  ]);
});

it('says when no invoice is due, and offers Retry when the read failed', async () => {
  const money = { ...shopperDashboard().money, outstanding: '0.00', outstandingCount: 0 };
  const { unmount } = renderScreen(<MoneyCard money={money} loading={false} error={false} retry={noop} />, { me });
  expect(screen.getByText('No invoices due')).toBeInTheDocument();
  await chartLoaded();
  unmount();
  renderScreen(<MoneyCard money={undefined} loading={false} error retry={noop} />, { me });
  expect(screen.getByText('We could not load your money figures.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('keeps its loaded layout while the figures load: the titles, and the chart box without a table yet', () => {
  renderScreen(<MoneyCard money={undefined} loading error={false} retry={noop} />, { me });
  expect(screen.getByLabelText('Loading your money figures')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Fees earned this month')).toBeInTheDocument();
  expect(screen.getByTestId('month-bars-placeholder')).toHaveStyle({ height: '116px' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
});
