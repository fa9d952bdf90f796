import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../api/typed';
import { todayAsDay } from '../format';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { TaskDeposits } from './TaskDeposits';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom has no pseudo-element styles; antd's modal scroll lock asks for them (noise otherwise).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const DEPOSITS = 'GET /api/tasks/task-1/deposits';
const deposit = (overrides: Partial<Schemas['DepositDto']>): Schemas['DepositDto'] => ({
  id: 'dep-1',
  taskId: 'task-1',
  amount: '200.00',
  note: 'Half the budget',
  dueDate: '2026-03-10',
  status: 'REQUESTED',
  method: null,
  paidOn: null,
  reference: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const answer = (
  deposits: Schemas['DepositDto'][],
  held: string,
  requested: string,
  more: Partial<Schemas['TaskDepositsDto']> = {},
) => ({
  body: { deposits, held, requested, releases: [], releasable: false, ...more },
});
const paidDeposit = deposit({ status: 'PAID', method: 'zelle', paidOn: '2026-03-04' });

it('lists the shopper’s deposits and records a requested one as paid', async () => {
  let paid = false;
  const fetchMock = mockFetch({
    [DEPOSITS]: () =>
      paid
        ? answer([deposit({ status: 'PAID', method: 'zelle', paidOn: '2026-03-04' })], '200.00', '0.00')
        : answer([deposit({})], '0.00', '200.00'),
    'POST /api/deposits/dep-1/payments': () => {
      paid = true;
      return { status: 201, body: deposit({ status: 'PAID' }) };
    },
  });
  renderScreen(<TaskDeposits taskId="task-1" canManage />, { me: fakeAccount('SHOPPER', 'Avery Shopper') });
  const row = within(await screen.findByRole('listitem', { name: 'Deposit of $200.00' }));
  expect(row.getByText('Requested')).toBeInTheDocument();
  expect(row.getByText('Due by Mar 10, 2026')).toBeInTheDocument();
  expect(row.getByText('Half the budget')).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(row.getByRole('button', { name: 'Record as Paid' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Record $200.00 deposit as paid' }));
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: /Method/ }));
  await user.click(await screen.findByTitle('Zelle'));
  await user.click(dialog.getByRole('button', { name: 'Record as Paid' }));
  expect(await screen.findByText('$200.00 is held for this task.')).toBeInTheDocument();
  const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/payments') && init?.method === 'POST');
  expect(JSON.parse(String(post![1].body))).toEqual({ method: 'zelle', paidOn: todayAsDay() });
  await waitFor(() => expect(screen.getByText('Paid Mar 4, 2026 · Zelle')).toBeInTheDocument());
  expect(screen.getByText('$200.00 held for this task: each invoice takes it off first.')).toBeInTheDocument();
});

it('shows the client what is asked of her and how to pay, and nothing when there is no deposit', async () => {
  mockFetch({
    [DEPOSITS]: answer([deposit({})], '0.00', '200.00'),
    'GET /api/my-shopper': { body: { paymentInstructions: 'Zelle to avery@example.com', paymentLink: null } },
  });
  const client = fakeAccount('CLIENT', 'Casey Client');
  const { unmount } = renderScreen(<TaskDeposits taskId="task-1" canManage={false} />, { me: client });
  expect(await screen.findByText('Zelle to avery@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record as Paid' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Deposit' })).not.toBeInTheDocument();
  unmount();

  const none = mockFetch({ [DEPOSITS]: answer([], '0.00', '0.00') });
  const { queryClient } = renderScreen(<TaskDeposits taskId="task-1" canManage={false} />, { me: client });
  await waitFor(() => expect(queryClient.getQueryState(['/api/tasks', 'task-1', 'deposits'])?.status).toBe('success'));
  expect(none).toHaveBeenCalled();
  expect(screen.queryByText('Deposits')).not.toBeInTheDocument();
});

it('gives back what is left of the deposit once the task is done, kept as the client’s credit', async () => {
  let released = false;
  const fetchMock = mockFetch({
    [DEPOSITS]: () =>
      released
        ? answer([paidDeposit], '0.00', '0.00', {
            releases: [{ id: 'rel-1', amount: '27.51', method: 'credit', releasedOn: '2026-03-20', reference: null }],
          })
        : answer([paidDeposit], '27.51', '0.00', { releasable: true }),
    'POST /api/tasks/task-1/deposits/release': () => {
      released = true;
      return { status: 200, body: answer([paidDeposit], '0.00', '0.00').body };
    },
  });
  renderScreen(<TaskDeposits taskId="task-1" canManage />, { me: fakeAccount('SHOPPER', 'Avery Shopper') });
  expect(
    await screen.findByText(
      '$27.51 held for this task: the task is done, so give it back or keep it as your client’s credit.',
    ),
  ).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Give Back $27.51' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Give back $27.51 of the deposit' }));
  // Nothing chosen: the server's words, and nothing sent.
  await user.click(dialog.getByRole('button', { name: 'Give Back' }));
  expect(await dialog.findByText('Choose how the rest of the deposit goes back')).toBeInTheDocument();
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: /How it goes back/ }));
  await user.click(await screen.findByTitle('Kept as credit'));
  expect(dialog.queryByLabelText('Given back on')).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Give Back' }));
  expect(await screen.findByText("$27.51 goes toward your client's next invoice.")).toBeInTheDocument();
  const posts = fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/release') && init?.method === 'POST',
  );
  expect(posts.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ method: 'credit' }]);
  expect(await screen.findByText('$27.51 of the deposit kept as credit · Mar 20, 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Give Back/ })).not.toBeInTheDocument();
});

it('records a rest refunded another way with its day and reference, and tells the client what became of it', async () => {
  const fetchMock = mockFetch({
    [DEPOSITS]: answer([paidDeposit], '27.51', '0.00', { releasable: true }),
    'POST /api/tasks/task-1/deposits/release': { status: 200, body: answer([paidDeposit], '0.00', '0.00').body },
  });
  const { unmount } = renderScreen(<TaskDeposits taskId="task-1" canManage />, {
    me: fakeAccount('SHOPPER', 'Avery Shopper'),
  });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Give Back $27.51' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Give back $27.51 of the deposit' }));
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: /How it goes back/ }));
  await user.click(await screen.findByTitle('Zelle'));
  await user.type(await dialog.findByLabelText('Reference (optional)'), 'Zelle 88412');
  await user.click(dialog.getByRole('button', { name: 'Give Back' }));
  await waitFor(() =>
    expect(
      fetchMock.mock.calls
        .filter(([url, init]) => String(url).endsWith('/release') && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init!.body))),
    ).toEqual([{ method: 'zelle', releasedOn: todayAsDay(), reference: 'Zelle 88412' }]),
  );
  unmount();

  mockFetch({
    [DEPOSITS]: answer([paidDeposit], '0.00', '0.00', {
      releases: [{ id: 'rel-1', amount: '27.51', method: 'zelle', releasedOn: '2026-03-20', reference: 'Zelle 88412' }],
    }),
  });
  renderScreen(<TaskDeposits taskId="task-1" canManage={false} />, { me: fakeAccount('CLIENT', 'Casey Client') });
  expect(
    await screen.findByText('$27.51 of the deposit refunded · Zelle · Mar 20, 2026 · Zelle 88412'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Give Back/ })).not.toBeInTheDocument();
});
