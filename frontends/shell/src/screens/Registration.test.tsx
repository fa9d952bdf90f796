import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';
import { checkStep, registrationBody } from './Registration';
import { setRegistrationDraft } from './shared/registration-draft';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    default: { 'client-dashboard': async () => ({ default: () => <p>client dashboard</p> }) },
  })),
}));

// Role queries skip the accessibility-tree check: elements hidden from assistive technology are
// not rendered here.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const SHOPPERS = [{ id: 's-1', displayName: 'Ava Laurent', defaultFeePct: '12.50' }];
const BASE = {
  'GET /api/shoppers': { body: SHOPPERS },
  'GET /config/remotes.json': { body: { client: '/c.js' } },
  'POST /api/auth/invite-code-check': { body: { valid: true } },
  'POST /api/auth/email-check': { body: { available: true } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  setRegistrationDraft(null);
  mockApi(BASE);
});

async function fill(label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

const proceed = async () => user.click(await screen.findByRole('button', { name: 'Continue' }));
const stepIs = async (n: number) => expect(await screen.findByText(`Step ${n} of 4`)).toBeInTheDocument();
/** A problem of the whole step ("Please fill in all…"), heading the buttons. */
const problem = async (text: string) => expect(await screen.findByRole('alert')).toHaveTextContent(text);
/** A problem of one field: said under it (its description), the field focused. */
async function fieldProblem(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text)));
  await waitFor(() => expect(field).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe('the 4-step registration wizard', () => {
  it('starts at step 1 with the shopper tabs and checks the method', async () => {
    renderShell('/registration');
    await stepIs(1);
    expect(screen.getByRole('tab', { name: 'Select Shopper' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitation Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await proceed();
    expect(await screen.findByText('Please select a shopper.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Invitation Code' }));
    await proceed();
    await fieldProblem('Invitation code', 'Please enter an invitation code.');

    await user.click(screen.getByRole('tab', { name: 'Select Shopper' }));
    await user.click(await screen.findByRole('combobox', { name: 'Personal shopper' }));
    expect(await screen.findByText('12.50% service fee')).toBeInTheDocument();
    await user.click((await screen.findAllByText('Ava Laurent')).at(-1)!);
    await proceed();
    await stepIs(2);
    expect(await screen.findByRole('heading', { name: /Account information/ })).toHaveFocus();
  });

  it('says "No shoppers available" when the list is empty', async () => {
    mockApi({ 'GET /api/shoppers': { body: [] } });
    renderShell('/registration');
    await user.click(await screen.findByRole('combobox', { name: 'Personal shopper' }));
    expect(await screen.findByText('No shoppers available')).toBeInTheDocument();
  });

  it('with ?inviteCode= sets the invitation method, prefills the code and starts at step 2', async () => {
    renderShell('/registration?inviteCode=k7qx2m9prt');
    await stepIs(2);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepIs(1);
    expect(screen.getByRole('tab', { name: 'Invitation Code' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Invitation code')).toHaveValue('K7QX2M9PRT');
  });

  it('checks the account step with its messages, each on its field', async () => {
    renderShell('/registration?inviteCode=CODE1');
    await stepIs(2);
    await proceed();
    await problem('Please fill in all account information fields.');
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    await fill('Display name', 'Jane Doe');
    await fill('Email', 'jane@');
    await fill('Password', '1234567');
    await fill('Confirm password', '1234567');
    await proceed();
    await fieldProblem('Email', 'Please enter a valid email address.');
    await fill('Email', 'jane@example.com');
    await proceed();
    await fieldProblem('Password', 'Password must be at least 8 characters long.');
    await fill('Password', '12345678');
    await proceed();
    await fieldProblem('Confirm password', 'Passwords do not match.');
    await fill('Confirm password', '12345678');
    await proceed();
    await stepIs(3);
  });

  it('walks the other steps with their messages, copies billing to shipping and signs the client in', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetchMock = mockApi({
      ...BASE,
      'POST /api/auth/register-client': () =>
        new Promise<{ status: number; body: unknown }>((resolve) => {
          answer = resolve;
        }) as unknown as Promise<never>,
      'GET /api/me': { body: account('CLIENT', { displayName: 'Jane Doe' }) },
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
    });
    setRegistrationDraft({ email: 'jane@example.com', displayName: 'Jane Doe', password: '12345678' });
    const { router } = renderShell('/registration?inviteCode=CODE1');

    await proceed();
    await problem('Please fill in all personal information fields.');
    await fill('First name', 'Jane');
    await fill('Last name', 'Doe');
    await fill('Phone', 'call me');
    await proceed();
    await fieldProblem('Phone', 'Invalid phone number');
    await fill('Phone', '555-010-0199');
    await proceed();

    await stepIs(4);
    expect(screen.getByRole('checkbox', { name: 'Same as billing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await problem('Please fill in all required billing address fields.');
    await fill('Street address', '1 Main St');
    await fill('City', 'Springfield');
    await fill('State', 'IL');
    await fill('ZIP', '62701');

    await user.click(screen.getByRole('checkbox', { name: 'Same as billing' }));
    expect(await screen.findByText('Shipping address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await problem('Please fill in all required shipping address fields.');
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing' }));

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: /Creating Account\.\.\./ })).toBeDisabled();
    answer({ status: 201, body: { token: 'client-token' } });

    expect(await screen.findByText('Welcome to Atelier, Jane Doe!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/register-client'))!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      email: 'jane@example.com',
      password: '12345678',
      displayName: 'Jane Doe',
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '555-010-0199',
      billingAddress: '1 Main St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZip: '62701',
      billingCountry: 'United States',
      shippingAddress: '1 Main St',
      shippingCity: 'Springfield',
      shippingState: 'IL',
      shippingZip: '62701',
      shippingCountry: 'United States',
      inviteCode: 'CODE1',
    });
  });

  it('checks the code of a link at once, and the email on its step, saying so on the field', async () => {
    let codeValid = false;
    let emailAvailable = false;
    const fetchMock = mockApi({
      ...BASE,
      'POST /api/auth/invite-code-check': () => ({ body: { valid: codeValid } }),
      'POST /api/auth/email-check': () => ({ body: { available: emailAvailable } }),
    });
    renderShell('/registration?inviteCode=used1');
    // The code is used: back to the first step, on the code field.
    await stepIs(1);
    await fieldProblem('Invitation code', 'Invalid or already used invitation code');
    const checked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invite-code-check'))!;
    expect(JSON.parse(String(checked[1].body))).toEqual({ code: 'USED1' });

    codeValid = true;
    await fill('Invitation code', 'GOOD1');
    await proceed();
    await stepIs(2);
    await fill('Display name', 'Jane Doe');
    await fill('Email', 'taken@example.com');
    await fill('Password', 'secret-1');
    await fill('Confirm password', 'secret-1');
    await proceed();
    await fieldProblem('Email', 'An account with this email already exists');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    emailAvailable = true;
    await fill('Email', 'jane@example.com');
    await proceed();
    await stepIs(3);
  });

  it('takes a refusal of the api back to the field it is about, on its step', async () => {
    mockApi({
      ...BASE,
      'POST /api/auth/register-client': {
        status: 409,
        body: { statusCode: 409, message: 'An account with this email already exists' },
      },
    });
    setRegistrationDraft({ email: 'jane@example.com', displayName: 'Jane Doe', password: 'secret-1' });
    renderShell('/registration?inviteCode=CODE1');
    await stepIs(3);
    await fill('First name', 'Jane');
    await fill('Last name', 'Doe');
    await fill('Phone', '555-010-0199');
    await proceed();
    await fill('Street address', '1 Main St');
    await fill('City', 'Springfield');
    await fill('State', 'IL');
    await fill('ZIP', '62701');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await stepIs(2);
    await fieldProblem('Email', 'An account with this email already exists');
    expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument();
  });

  it('continues a sign-up from /auth at step 3, and shows "Registration Failed" with the message', async () => {
    mockApi({
      ...BASE,
      'POST /api/auth/register-client': {
        status: 400,
        body: { message: ['Billing ZIP must be at most 20 characters'] },
      },
    });
    setRegistrationDraft({ email: 'jane@example.com', displayName: 'Jane Doe', password: 'secret-1' });
    renderShell('/registration?inviteCode=USED');
    await stepIs(3);
    await fill('First name', 'Jane');
    await fill('Last name', 'Doe');
    await fill('Phone', '555-010-0199');
    await proceed();
    await fill('Street address', '1 Main St');
    await fill('City', 'Springfield');
    await fill('State', 'IL');
    await fill('ZIP', '62701');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Billing ZIP must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();

    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
  it('with a link, says whose invitation it is and fills in the name and email it was written for', async () => {
    mockApi({
      ...BASE,
      'POST /api/auth/invite-code-check': {
        body: {
          valid: true,
          invitation: { shopperDisplayName: 'Ava Laurent', clientName: 'Jane Doe', clientEmail: 'jane@example.com' },
        },
      },
    });
    renderShell('/registration?inviteCode=k7qx2m9prt');
    await stepIs(2);
    expect(await screen.findByText('Invitation from Ava Laurent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com'));
    expect(screen.getByLabelText('Display name')).toHaveValue('Jane Doe');
    await fill('Display name', 'Janie');
    expect(screen.getByLabelText('Display name')).toHaveValue('Janie');
  });

  it('keeps what was typed over the invitation, and says nothing of whose a refused code is', async () => {
    mockApi({
      ...BASE,
      'POST /api/auth/invite-code-check': () => ({ body: { valid: false } }),
    });
    renderShell('/registration?inviteCode=used1');
    await fieldProblem('Invitation code', 'Invalid or already used invitation code');
    expect(screen.queryByText(/Invitation from/)).not.toBeInTheDocument();
    mockApi({
      ...BASE,
      'POST /api/auth/invite-code-check': {
        body: {
          valid: true,
          invitation: { shopperDisplayName: 'Ava Laurent', clientName: 'Jane Doe', clientEmail: null },
        },
      },
    });
    await fill('Invitation code', 'GOOD1');
    await proceed();
    await stepIs(2);
    expect(await screen.findByText('Invitation from Ava Laurent')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('asks the country of each address, United States by default, and sends the ones chosen', async () => {
    const fetchMock = mockApi({
      ...BASE,
      'GET /api/countries': { body: ['Canada', 'France', 'United Kingdom', 'United States'] },
      'POST /api/auth/register-client': { status: 400, body: { message: 'nope' } },
    });
    setRegistrationDraft({ email: 'jane@example.com', displayName: 'Jane Doe', password: '12345678' });
    renderShell('/registration?inviteCode=CODE1');
    await stepIs(3);
    await fill('First name', 'Jane');
    await fill('Last name', 'Doe');
    await fill('Phone', '555-010-0199');
    await proceed();
    await stepIs(4);
    await fill('Street address', '10 Downing St');
    await fill('City', 'London');
    await fill('State', 'Greater London');
    await fill('ZIP', 'SW1A 2AA');
    // The dropdown's code comes with the step: slow to load under jsdom on a busy machine.
    const billingCountry = await screen.findByRole('combobox', { name: 'Country' }, { timeout: 60_000 });
    expect(billingCountry.closest('.ant-select')).toHaveTextContent('United States');
    await user.click(billingCountry);
    await user.keyboard('kingdom');
    await user.click(await screen.findByTitle('United Kingdom'));
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing' }));
    const shipping = within(screen.getByRole('group', { name: 'Shipping address' }));
    await user.type(shipping.getByLabelText('Street address'), '1 Rue de Rivoli');
    await user.type(shipping.getByLabelText('City'), 'Paris');
    await user.type(shipping.getByLabelText('State'), 'IDF');
    await user.type(shipping.getByLabelText('ZIP'), '75001');
    const shippingCountry = shipping.getByRole('combobox', { name: 'Country' });
    expect(shippingCountry.closest('.ant-select')).toHaveTextContent('United States');
    await user.click(shippingCountry);
    await user.keyboard('fra');
    await user.click((await screen.findAllByTitle('France')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Registration Failed');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/register-client'))!;
    expect(JSON.parse(String(call[1].body))).toMatchObject({
      billingCity: 'London',
      billingCountry: 'United Kingdom',
      shippingCity: 'Paris',
      shippingCountry: 'France',
    });
  });
});

describe('the wizard rules', () => {
  const account = { displayName: 'Jane', email: 'jane@example.com', password: 'secret-1', confirmPassword: 'secret-1' };
  const billing = { billingAddress: '1 Main', billingCity: 'X', billingState: 'IL', billingZip: '1' };

  it('checks each step with the spec messages', () => {
    expect(checkStep(0, 'invite', { inviteCode: '  ' })?.message).toBe('Please enter an invitation code.');
    expect(checkStep(0, 'shopper', {})?.message).toBe('Please select a shopper.');
    expect(checkStep(0, 'shopper', { shopperId: 's-1' })).toBeNull();
    expect(checkStep(1, 'shopper', { ...account, email: ' ' })?.message).toBe(
      'Please fill in all account information fields.',
    );
    expect(checkStep(1, 'shopper', { ...account, email: 'x@y' })?.message).toBe('Please enter a valid email address.');
    expect(checkStep(1, 'shopper', { ...account, password: '1234567', confirmPassword: '1234567' })?.message).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(checkStep(1, 'shopper', { ...account, confirmPassword: 'secret-2' })?.message).toBe(
      'Passwords do not match.',
    );
    expect(checkStep(1, 'shopper', account)).toBeNull();
    expect(checkStep(2, 'shopper', { firstName: 'J', lastName: 'D' })).toEqual({
      message: 'Please fill in all personal information fields.',
      fields: ['phone'],
    });
    expect(checkStep(2, 'shopper', { firstName: 'J', lastName: 'D', phone: '12-34' })).toEqual({
      message: 'Invalid phone number',
      fields: ['phone'],
      onField: true,
    });
    expect(checkStep(2, 'shopper', { firstName: 'J', lastName: 'D', phone: '+33 1 23 45 67 89' })).toBeNull();
    expect(checkStep(3, 'shopper', { ...billing, billingZip: '' })?.message).toBe(
      'Please fill in all required billing address fields.',
    );
    expect(checkStep(3, 'shopper', { ...billing, sameAsBilling: false, shippingAddress: '2 Elm' })?.message).toBe(
      'Please fill in all required shipping address fields.',
    );
    expect(checkStep(3, 'shopper', { ...billing, sameAsBilling: true })).toBeNull();
  });

  it('sends the shipping address as typed when it differs, and only the chosen method', () => {
    const body = registrationBody('shopper', {
      ...account,
      ...billing,
      firstName: 'J',
      lastName: 'D',
      phone: '5550100',
      sameAsBilling: false,
      shippingAddress: ' 2 Elm ',
      shippingAddress2: 'Apt 3',
      shippingCity: 'Y',
      shippingState: 'CA',
      shippingZip: '9',
      billingCountry: 'United Kingdom',
      shippingCountry: 'France',
      shopperId: 's-1',
      inviteCode: 'IGNORED',
    });
    expect(body).toMatchObject({
      shippingAddress: '2 Elm',
      shippingAddress2: 'Apt 3',
      shippingCity: 'Y',
      shippingState: 'CA',
      shippingZip: '9',
      billingCountry: 'United Kingdom',
      shippingCountry: 'France',
      shopperId: 's-1',
    });
    expect(body).not.toHaveProperty('inviteCode');
  });

  it('copies the billing country to shipping when the same, and defaults both to United States', () => {
    const same = { ...account, ...billing, firstName: 'J', lastName: 'D', phone: '5550100', shopperId: 's-1' };
    expect(registrationBody('shopper', { ...same, billingCountry: 'Canada', shippingCountry: 'France' })).toMatchObject(
      { billingCountry: 'Canada', shippingCountry: 'Canada' },
    );
    expect(registrationBody('shopper', same)).toMatchObject({
      billingCountry: 'United States',
      shippingCountry: 'United States',
    });
  });
});
