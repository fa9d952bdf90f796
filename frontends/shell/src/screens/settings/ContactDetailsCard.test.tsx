import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../../test-utils';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const PREFERENCES = {
  messages: true,
  itemsAndComments: true,
  invoices: true,
  clientsAndRequests: true,
  paymentReminders: true,
};
/** Registered before countries were asked: a Paris address whose country is not known. */
const STORED = {
  phone: '+33 1 42 68 53 00',
  billingAddress: '12 Rue de Rivoli',
  billingAddress2: null,
  billingCity: 'Paris',
  billingState: 'Île-de-France',
  billingZip: '75004',
  billingCountry: null,
  shippingAddress: '12 Rue de Rivoli',
  shippingAddress2: null,
  shippingCity: 'Paris',
  shippingState: 'Île-de-France',
  shippingZip: '75004',
  shippingCountry: null,
};
const COUNTRIES = ['Canada', 'France', 'French Guiana', 'Germany', 'United States'];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'Contact details' });
  return heading.closest('.ant-card') as HTMLElement;
};
const save = async (scope: HTMLElement) =>
  user.click(within(scope).getByRole('button', { name: 'Save Contact Details' }));
async function retype(field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}
async function chooseCountry(group: HTMLElement, country: string) {
  const select = within(group).getByRole('combobox', { name: 'Country' });
  await user.click(select);
  await user.paste(country.slice(0, 3));
  await user.click(await screen.findByTitle(country));
}
const putBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/me/contact-details') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));

it('lets a client fix her phone and billing address, marks what is wrong, and saves once at a time', async () => {
  let answer: (value: { body: unknown }) => void = () => {};
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': { body: PREFERENCES },
    'GET /api/me/contact-details': { body: STORED },
    'GET /api/countries': { body: COUNTRIES },
    'PUT /api/me/contact-details': () => new Promise((resolve) => (answer = resolve)),
  });
  renderShell('/settings', { me: account('CLIENT') });
  const scope = await card();
  const billing = await within(scope).findByRole('group', { name: 'Billing address' });
  expect(within(scope).getByLabelText('Phone')).toHaveValue(STORED.phone);
  expect(within(billing).getByLabelText('City')).toHaveValue('Paris');
  expect(within(scope).getByRole('checkbox', { name: 'Ship to my billing address' })).toBeChecked();
  expect(within(scope).queryByRole('group', { name: 'Shipping address' })).not.toBeInTheDocument();
  // Her digests know nothing of clients joining.
  expect(await screen.findByRole('switch', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Clients and requests' })).not.toBeInTheDocument();

  await retype(within(scope).getByLabelText('Phone'), 'call me');
  await retype(within(billing).getByLabelText('City'), '');
  await save(scope);
  expect(await within(scope).findByText('Invalid phone number')).toBeInTheDocument();
  expect(within(scope).getByText('Billing city is required')).toBeInTheDocument();
  // Her country was never asked: she has to choose one.
  expect(within(scope).getByText('Billing country is required')).toBeInTheDocument();
  expect(putBodies(fetchMock)).toEqual([]);

  await retype(within(scope).getByLabelText('Phone'), '+33 6 12 34 56 78');
  await retype(within(billing).getByLabelText('City'), 'Paris');
  await chooseCountry(billing, 'France');
  await save(scope);
  const button = within(scope).getByRole('button', { name: /Save Contact Details/ });
  await waitFor(() => expect(button).toBeDisabled());
  // Enter in a field while saving sends nothing more.
  await user.type(within(billing).getByLabelText('ZIP / Postal code'), '{Enter}');
  const expected = {
    phone: '+33 6 12 34 56 78',
    billingAddress: '12 Rue de Rivoli',
    billingCity: 'Paris',
    billingState: 'Île-de-France',
    billingZip: '75004',
    billingCountry: 'France',
    shippingAddress: '12 Rue de Rivoli',
    shippingCity: 'Paris',
    shippingState: 'Île-de-France',
    shippingZip: '75004',
    shippingCountry: 'France',
  };
  expect(putBodies(fetchMock)).toEqual([expected]);

  await act(async () => answer({ body: { ...STORED, ...expected, billingAddress2: null, shippingAddress2: null } }));
  expect(await within(scope).findByText('Saved. Your invoices show these details.')).toBeInTheDocument();
  expect(button).toBeEnabled();
  // Editing again takes the "saved" away until the next save.
  await retype(within(scope).getByLabelText('Phone'), '+33 6 00 00 00 00');
  expect(within(scope).queryByText('Saved. Your invoices show these details.')).not.toBeInTheDocument();
});

it('takes a separate shipping address with its own country, and shows why a save failed', async () => {
  const saved = { ...STORED, billingCountry: 'France', shippingCountry: 'France' };
  let attempt = 0;
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': { body: PREFERENCES },
    'GET /api/me/contact-details': { body: saved },
    'GET /api/countries': { body: COUNTRIES },
    'PUT /api/me/contact-details': () =>
      ++attempt === 1
        ? { status: 400, body: { statusCode: 400, message: ['Shipping ZIP must be at most 20 characters'] } }
        : { body: saved },
  });
  renderShell('/settings', { me: account('CLIENT') });
  const scope = await card();
  await user.click(await within(scope).findByRole('checkbox', { name: 'Ship to my billing address' }));
  const shipping = await within(scope).findByRole('group', { name: 'Shipping address' });
  // It starts as the billing address.
  expect(within(shipping).getByLabelText('Street address')).toHaveValue('12 Rue de Rivoli');
  expect(within(shipping).getByRole('combobox', { name: 'Country' }).closest('.ant-select')).toHaveTextContent(
    'France',
  );
  await retype(within(shipping).getByLabelText('Street address'), '500 King St W');
  await retype(within(shipping).getByLabelText('City'), '');
  await save(scope);
  expect(await within(shipping).findByText('Shipping city is required')).toBeInTheDocument();

  await retype(within(shipping).getByLabelText('City'), 'Toronto');
  await retype(within(shipping).getByLabelText('State / Province / Region'), 'Ontario');
  await retype(within(shipping).getByLabelText('ZIP / Postal code'), 'M5V 1L9');
  await chooseCountry(shipping, 'Canada');
  await save(scope);
  expect(await within(scope).findByText('Shipping ZIP must be at most 20 characters')).toBeInTheDocument();
  // What she typed stays.
  expect(within(shipping).getByLabelText('City')).toHaveValue('Toronto');
  expect(putBodies(fetchMock)[0]).toMatchObject({
    billingCity: 'Paris',
    billingCountry: 'France',
    shippingAddress: '500 King St W',
    shippingCity: 'Toronto',
    shippingState: 'Ontario',
    shippingZip: 'M5V 1L9',
    shippingCountry: 'Canada',
  });
});

it('is a client card: a shopper has no contact details here', async () => {
  mockApi({ 'GET /api/me/email-preferences': { body: PREFERENCES } });
  renderShell('/settings', { me: account('SHOPPER') });
  expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: 'Clients and requests' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Contact details' })).not.toBeInTheDocument();
});
