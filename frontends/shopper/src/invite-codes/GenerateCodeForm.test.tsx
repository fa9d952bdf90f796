import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, type FakeAnswer, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { GenerateCodeForm } from './GenerateCodeForm';
import { fakeInvitationEmail, fakeInviteCode } from './invite-code.fixture';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// antd's autoSize measures the textarea through getComputedStyle, which jsdom leaves empty, so
// React warns about a NaN height on every keystroke. Only that warning is silenced.
const logError = console.error.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/invalid value for the/.test(String(args[0])) && args.includes('height')) return;
    logError(...args);
  });
});

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/invite-codes'))
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);

let user: UserEvent;
let onClose: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
  onClose = jest.fn();
});

const renderForm = () => renderScreen(<GenerateCodeForm onClose={onClose} />, { me, path: '/invite-codes' });
// fireEvent.change: typing character by character into antd inputs costs seconds under jsdom.
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('takes a personal message only once a client email is typed, counting up to 500 characters', async () => {
  mockFetch({});
  renderForm();
  const message = screen.getByLabelText('Personal message');
  expect(message).toBeDisabled();
  expect(message).toHaveAttribute('maxlength', '500');
  expect(message).toHaveAccessibleDescription('Included in the invitation email: add a client email to write one.');

  type('Client email', 'jane@example.com');
  await waitFor(() => expect(message).toBeEnabled());
  expect(message).toHaveAccessibleDescription('Included in the invitation email.');
  type('Personal message', 'See you soon!');
  expect(screen.getByText('13 / 500')).toBeInTheDocument();

  type('Client email', '   ');
  await waitFor(() => expect(message).toBeDisabled());
});

it('sends the message trimmed with the email, and says the invitation was emailed', async () => {
  const fetchMock = mockFetch({
    'POST /api/invite-codes': {
      status: 201,
      body: fakeInviteCode('9', {
        clientEmail: 'jane@example.com',
        email: fakeInvitationEmail({ status: 'queued', sentAt: null }),
      }),
    },
  });
  renderForm();
  type('Client email', ' jane@example.com ');
  await waitFor(() => expect(screen.getByLabelText('Personal message')).toBeEnabled());
  type('Personal message', '  So glad to be shopping for you!\n');
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));

  expect(await screen.findByText('Invite code created')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your new invite code is ready to share with clients, and we emailed the invitation to jane@example.com.',
    ),
  ).toBeInTheDocument();
  expect(posts(fetchMock)).toEqual([{ clientEmail: 'jane@example.com', message: 'So glad to be shopping for you!' }]);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('leaves out a blank message, and a message whose email was cleared', async () => {
  const fetchMock = mockFetch({ 'POST /api/invite-codes': { status: 201, body: fakeInviteCode('9') } });
  renderForm();
  type('Client email', 'jane@example.com');
  await waitFor(() => expect(screen.getByLabelText('Personal message')).toBeEnabled());
  type('Personal message', ' \n ');
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(posts(fetchMock)).toEqual([{ clientEmail: 'jane@example.com' }]);

  type('Personal message', 'See you soon!');
  type('Client email', '');
  await waitFor(() => expect(screen.getByLabelText('Personal message')).toBeDisabled());
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  expect(posts(fetchMock)[1]).toEqual({});
  // Without an email nothing was emailed: the spec's words alone.
  expect(screen.getByText('Your new invite code is ready to share with clients.')).toBeInTheDocument();
});

it('sends one request however often Enter is pressed or the button tapped while it is pending', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const fetchMock = mockFetch({
    'POST /api/invite-codes': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  renderForm();
  type('Client name', 'Jane Doe');
  screen.getByLabelText('Client name').focus();
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: /Generate Code/ })).toHaveClass('ant-btn-loading'));
  await user.keyboard('{Enter}');
  await user.dblClick(screen.getByRole('button', { name: /Generate Code/ }));
  expect(posts(fetchMock)).toEqual([{ clientName: 'Jane Doe' }]);

  answer({ status: 201, body: fakeInviteCode('9', { clientName: 'Jane Doe' }) });
  expect(await screen.findByText('Your new invite code is ready to share with clients.')).toBeInTheDocument();
  expect(posts(fetchMock)).toHaveLength(1);
});
