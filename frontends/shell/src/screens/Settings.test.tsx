import { configure, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

async function fill(label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

it('changes the password with the current one, after checking length and confirmation', async () => {
  let attempt = 0;
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': {
      body: {
        messages: true,
        itemsAndComments: true,
        invoices: true,
        clientsAndRequests: true,
        paymentReminders: true,
      },
    },
    'POST /api/auth/change-password': () =>
      ++attempt === 1
        ? { status: 400, body: { statusCode: 400, message: 'Current password is incorrect' } }
        : { status: 200, body: { token: 'fresh-token' } },
  });
  renderShell('/settings', { me: account('SHOPPER') });
  expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  expect(screen.getByText('avery@example.com')).toBeInTheDocument();
  expect(screen.getByText('Personal Shopper')).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: 'Messages' })).toBeChecked();

  await fill('Current password', 'old-secret');
  await fill('New password', '1234567');
  await fill('Confirm new password', '12345678');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
  expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

  await fill('New password', '12345678');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');

  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/change-password'));
  expect(JSON.parse(String(sent[1]![1].body))).toEqual({ currentPassword: 'old-secret', newPassword: '12345678' });
  // The change ended every session; this one goes on with the token the api answered.
  expect(localStorage.getItem('authToken')).toBe('fresh-token');
});
