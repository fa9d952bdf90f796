import { shopperKeys } from '@atelier/common';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import ShopperSettings from './ShopperSettings';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const SETTINGS = {
  id: 'me',
  displayName: 'Avery Stylist',
  defaultFeePct: '12.50',
  socialMediaUrl: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  user: { email: 'avery@example.com', role: 'SHOPPER' },
};
const FEE_MESSAGE = 'Service Fee must be between 0% and 50%.';

const patches = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/api/shoppers/me'));

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});

const renderSettings = () => renderScreen(<ShopperSettings />, { me, path: '/shopper-settings' });
const save = () => user.click(screen.getByRole('button', { name: 'Save Settings' }));

async function typeFee(value: string) {
  const fee = screen.getByLabelText('Default service fee');
  await user.clear(fee);
  await user.type(fee, value);
}

it('refuses a fee outside 0–50 and a bad link without calling the server', async () => {
  const fetchMock = mockFetch({ 'GET /api/shoppers/me': { body: SETTINGS } });
  renderSettings();
  expect(screen.getByRole('heading', { level: 1, name: 'Shopper Settings' })).toBeInTheDocument();
  expect(screen.getByText('Loading your settings...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Default service fee')).toHaveValue('12.50');
  expect(screen.getByText(/Most shoppers charge 10–20%/)).toBeInTheDocument();

  await typeFee('50.01');
  await save();
  expect(await screen.findByText(FEE_MESSAGE)).toBeInTheDocument();

  await typeFee('-1');
  await save();
  await waitFor(() => expect(screen.getByLabelText('Default service fee')).toHaveValue('-1.00'));
  expect(screen.getByText(FEE_MESSAGE)).toBeInTheDocument();

  await typeFee('50');
  await user.type(screen.getByLabelText('Social media link (optional)'), 'instagram dot com');
  await save();
  expect(await screen.findByText('Please enter a valid social media URL.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(FEE_MESSAGE)).not.toBeInTheDocument());
  expect(patches(fetchMock)).toHaveLength(0);
});

it('saves the fee with two decimals and the link trimmed, and caches the answer', async () => {
  const saved = { ...SETTINGS, defaultFeePct: '15.25', socialMediaUrl: 'https://instagram.com/avery' };
  const fetchMock = mockFetch({
    'GET /api/shoppers/me': { body: SETTINGS },
    'PATCH /api/shoppers/me': { body: saved },
  });
  const { queryClient } = renderSettings();
  await screen.findByLabelText('Default service fee');
  await typeFee('15.25');
  const link = screen.getByLabelText('Social media link (optional)');
  await user.type(link, '  https://instagram.com/avery  ');
  await save();

  expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
  expect(JSON.parse(String(patches(fetchMock)[0]![1].body))).toEqual({
    defaultFeePct: '15.25',
    socialMediaUrl: 'https://instagram.com/avery',
  });
  expect(queryClient.getQueryData(shopperKeys.mySettings)).toEqual(saved);
  expect(link).toHaveValue('https://instagram.com/avery');
});

it('sends a whole fee as "20.00" and a cleared link as null', async () => {
  const fetchMock = mockFetch({
    'GET /api/shoppers/me': { body: { ...SETTINGS, socialMediaUrl: 'https://instagram.com/avery' } },
    'PATCH /api/shoppers/me': { body: { ...SETTINGS, defaultFeePct: '20.00' } },
  });
  renderSettings();
  await screen.findByLabelText('Default service fee');
  await typeFee('20');
  await user.clear(screen.getByLabelText('Social media link (optional)'));
  await save();
  await screen.findByText('Settings Updated');
  expect(JSON.parse(String(patches(fetchMock)[0]![1].body))).toEqual({ defaultFeePct: '20.00', socialMediaUrl: null });
});

it('says "Update Failed" with the server\'s message, or the fallback, and keeps what was typed', async () => {
  let answer = { status: 400, body: { message: 'Please enter a valid social media URL.' } as object };
  mockFetch({ 'GET /api/shoppers/me': { body: SETTINGS }, 'PATCH /api/shoppers/me': () => answer });
  renderSettings();
  await screen.findByLabelText('Default service fee');
  await typeFee('18');
  await user.type(screen.getByLabelText('Social media link (optional)'), 'https://example.org/me');
  await save();

  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid social media URL.')).toBeInTheDocument();
  expect(screen.getByLabelText('Default service fee')).toHaveValue('18.00');
  expect(screen.getByLabelText('Social media link (optional)')).toHaveValue('https://example.org/me');

  answer = { status: 500, body: {} };
  await save();
  expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
});

it('links Cancel to the dashboard', async () => {
  mockFetch({ 'GET /api/shoppers/me': { body: SETTINGS } });
  renderSettings();
  await screen.findByLabelText('Default service fee');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/shopper-dashboard');
});

it('offers Retry when the settings cannot be loaded', async () => {
  let fail = true;
  mockFetch({ 'GET /api/shoppers/me': () => (fail ? { status: 500, body: {} } : { body: SETTINGS }) });
  renderSettings();
  expect(await screen.findByText('Your settings could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Default service fee')).toHaveValue('12.50');
});
