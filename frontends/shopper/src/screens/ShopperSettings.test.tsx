import { shopperKeys } from '@atelier/common';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { pngFile } from '../../../common/src/uploads/test-files';
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
  businessName: null,
  businessAddress: null,
  paymentInstructions: null,
  paymentLink: null,
  logoUrl: null,
  acceptsNewClients: true,
  cardPayments: 'unavailable',
  createdAt: '2025-03-01T00:00:00.000Z',
  user: { email: 'avery@example.com', role: 'SHOPPER' },
};
/** What the form sends for brand fields left blank. */
const NO_BRAND = { businessName: null, businessAddress: null, paymentInstructions: null, paymentLink: null };
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
    acceptsNewClients: true,
    ...NO_BRAND,
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
  expect(JSON.parse(String(patches(fetchMock)[0]![1].body))).toEqual({
    defaultFeePct: '20.00',
    socialMediaUrl: null,
    acceptsNewClients: true,
    ...NO_BRAND,
  });
});

it('turns off new clients from the public list with a switch, saying what it means, and saves it', async () => {
  const fetchMock = mockFetch({
    'GET /api/shoppers/me': { body: SETTINGS },
    'PATCH /api/shoppers/me': { body: { ...SETTINGS, acceptsNewClients: false } },
  });
  renderSettings();
  const toggle = await screen.findByRole('switch', { name: 'Accept new clients from the public list' });
  expect(toggle).toBeChecked();
  expect(toggle).toHaveAccessibleDescription(/New clients can find you on the sign-up page/);

  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  await waitFor(() =>
    expect(toggle).toHaveAccessibleDescription(
      'You are hidden from the list new clients choose from. Your invite codes still work.',
    ),
  );
  await save();
  await screen.findByText('Settings Updated');
  expect(JSON.parse(String(patches(fetchMock)[0]![1].body))).toMatchObject({ acceptsNewClients: false });
  expect(screen.getByRole('switch', { name: 'Accept new clients from the public list' })).not.toBeChecked();
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

describe('Business & payment', () => {
  const BRAND = {
    ...SETTINGS,
    businessName: 'Avery & Co.',
    businessAddress: '12 Rue du Bac\nNew York, NY 10001',
    paymentInstructions: 'Zelle to avery@example.com',
    paymentLink: 'https://pay.example.com/avery',
    logoUrl: '/files/uploads/ab/logo.png',
  };
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const body = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

  it('shows the saved details, the logo, and the count of the instructions', async () => {
    mockFetch({ 'GET /api/shoppers/me': { body: BRAND } });
    renderSettings();
    expect(await screen.findByRole('heading', { level: 2, name: 'Business & payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Business name (optional)')).toHaveValue('Avery & Co.');
    expect(screen.getByLabelText('Business address (optional)')).toHaveValue('12 Rue du Bac\nNew York, NY 10001');
    expect(screen.getByLabelText('Payment instructions (optional)')).toHaveValue('Zelle to avery@example.com');
    expect(screen.getByText('26 / 1000')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment link (optional)')).toHaveValue('https://pay.example.com/avery');
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/files/uploads/ab/logo.png');
    expect(screen.getByRole('button', { name: /Change logo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it("refuses a payment link that is not https, with the server's message, without calling it", async () => {
    const fetchMock = mockFetch({ 'GET /api/shoppers/me': { body: SETTINGS } });
    renderSettings();
    const link = await screen.findByLabelText('Payment link (optional)');
    expect(screen.getByText('No logo')).toBeInTheDocument();
    await user.type(link, 'http://pay.example.com/avery');
    await save();
    expect(await screen.findByText('Please enter a valid https payment link.')).toBeInTheDocument();
    await user.clear(link);
    // The emptied (optional) field is valid: its message leaves before the next one comes, so
    // the two do not race in antd's error list on a slow machine.
    await waitFor(() => expect(screen.queryByText('Please enter a valid https payment link.')).not.toBeInTheDocument());
    await user.type(link, 'pay.example.com');
    await save();
    expect(await screen.findByText('Please enter a valid https payment link.')).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('saves the details trimmed with the rest of the settings, and clears a blanked one', async () => {
    const saved = { ...BRAND, businessAddress: null };
    const fetchMock = mockFetch({
      'GET /api/shoppers/me': { body: { ...BRAND, logoUrl: null } },
      'PATCH /api/shoppers/me': { body: saved },
    });
    renderSettings();
    const name = await screen.findByLabelText('Business name (optional)');
    await user.clear(name);
    await user.type(name, '  Avery Studio  ');
    await user.clear(screen.getByLabelText('Business address (optional)'));
    const instructions = screen.getByLabelText('Payment instructions (optional)');
    await user.clear(instructions);
    await user.type(instructions, ' Zelle{enter}or card ');
    await save();
    await screen.findByText('Settings Updated');
    expect(body(patches(fetchMock)[0]!)).toEqual({
      defaultFeePct: '12.50',
      socialMediaUrl: null,
      acceptsNewClients: true,
      businessName: 'Avery Studio',
      businessAddress: null,
      paymentInstructions: 'Zelle\nor card',
      paymentLink: 'https://pay.example.com/avery',
    });
    // The form shows what was stored.
    await waitFor(() => expect(screen.getByLabelText('Business name (optional)')).toHaveValue('Avery & Co.'));
  });

  it("uploads a logo with the avatar's checks and saves it at once", async () => {
    const fetchMock = mockFetch({
      'GET /api/shoppers/me': { body: SETTINGS },
      'POST /api/shoppers/me/logo': { status: 201, body: { url: '/files/uploads/ab/new.png' } },
      'PATCH /api/shoppers/me': { body: { ...SETTINGS, logoUrl: '/files/uploads/ab/new.png' } },
    });
    const picker = userEvent.setup({ delay: null, applyAccept: false });
    renderSettings();
    await screen.findByText('No logo');

    await picker.upload(fileInput(), new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select a JPEG, PNG, GIF, or WebP image.')).toBeInTheDocument();

    const logo = pngFile('logo.png', 2000);
    await picker.upload(fileInput(), logo);
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    const uploads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/shoppers/me/logo'));
    expect(uploads).toHaveLength(1);
    expect((uploads[0]![1]!.body as FormData).get('file')).toBe(logo);
    expect(patches(fetchMock).map(body)).toEqual([{ logoUrl: '/files/uploads/ab/new.png' }]);
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/files/uploads/ab/new.png');
    expect(screen.queryByText('Please select a JPEG, PNG, GIF, or WebP image.')).not.toBeInTheDocument();
  });

  it('removes the logo', async () => {
    const fetchMock = mockFetch({
      'GET /api/shoppers/me': { body: BRAND },
      'PATCH /api/shoppers/me': { body: { ...BRAND, logoUrl: null } },
    });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(patches(fetchMock).map(body)).toEqual([{ logoUrl: null }]);
    expect(await screen.findByText('No logo')).toBeInTheDocument();
  });

  it("says so when the logo upload fails, with the server's message", async () => {
    mockFetch({
      'GET /api/shoppers/me': { body: SETTINGS },
      'POST /api/shoppers/me/logo': { status: 413, body: { message: 'Please select an image smaller than 5MB.' } },
    });
    const picker = userEvent.setup({ delay: null, applyAccept: false });
    renderSettings();
    await screen.findByText('No logo');
    await picker.upload(fileInput(), pngFile('logo.png', 2000));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
  });
});
