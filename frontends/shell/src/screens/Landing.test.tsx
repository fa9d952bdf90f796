import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    default: { 'client-dashboard': async () => ({ default: () => <p>client dashboard</p> }) },
  })),
}));

const SHOPPERS = [
  { id: 's-1', displayName: 'Ava Laurent', defaultFeePct: '12.50' },
  { id: 's-2', displayName: 'Blake Stylist', defaultFeePct: '15.00' },
];
const REMOTES = { body: { client: '/remotes/client/remoteEntry.js' } };
const INVITATION = { shopperDisplayName: 'Ava Laurent', clientName: null, clientEmail: null };
/** The registration form's checks, passing. */
const CHECKS_PASS = {
  'POST /api/auth/invite-code-check': { body: { valid: true, invitation: INVITATION } },
  'POST /api/auth/email-check': { body: { available: true } },
};

// Role queries skip the accessibility-tree check: elements hidden from assistive technology are
// not rendered here.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  sessionStorage.clear();
  mockApi({ 'GET /api/shoppers': { body: SHOPPERS }, 'GET /config/remotes.json': REMOTES, ...CHECKS_PASS });
});

/** The JSON bodies sent to `METHOD path` through a fetch mock. */
function sent(fetchMock: jest.Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path)
    .map(([, init]) => JSON.parse(String(init.body)));
}

async function openShopperDropdown(label: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
}

/** Types a value into the field with this label (pasted at once: typing key by key is slow under jsdom). */
async function fill(label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function fillAccount({
  email = 'jane@example.com',
  displayName = 'Jane Doe',
  password = 'long-enough',
  confirm = password,
}: { email?: string; displayName?: string; password?: string; confirm?: string } = {}) {
  if (email) await fill('Email', email);
  if (displayName) await fill('Display name', displayName);
  if (password) await fill('Password', password);
  if (confirm) await fill('Confirm password', confirm);
}

async function fillDetails(skip: string[] = []) {
  const fields: [string, string][] = [
    ['First name', 'Jane'],
    ['Last name', 'Doe'],
    ['Phone', '555-010-0199'],
    ['Billing address', '1 Main St'],
    ['City', 'Springfield'],
    ['State', 'IL'],
    ['ZIP', '62701'],
  ];
  for (const [label, value] of fields) {
    if (!skip.includes(label)) await fill(label, value);
  }
}

describe('the landing page', () => {
  it('offers the shoppers with their fee, an invitation code box and the links', async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Personal shopping, handled for you' })).toBeInTheDocument();
    await openShopperDropdown('Choose your personal shopper');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(await screen.findByText('12.50% service fee')).toBeInTheDocument();
    expect(screen.getByText('15.00% service fee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Personal Shopper' })).toHaveAttribute(
      'href',
      '/auth?type=shopper',
    );
    expect(screen.getByRole('link', { name: /Already have an account/ })).toHaveAttribute('href', '/auth');
  });

  it('says "No shoppers available" when there are none', async () => {
    mockApi({ 'GET /api/shoppers': { body: [] } });
    renderShell('/');
    await screen.findByRole('heading', { name: 'Personal shopping, handled for you' });
    await openShopperDropdown('Choose your personal shopper');
    expect(await screen.findByText('No shoppers available')).toBeInTheDocument();
  });

  it('shows the error toast when the shoppers cannot be loaded', async () => {
    mockApi({ 'GET /api/shoppers': { status: 500, body: { message: 'boom' } } });
    renderShell('/');
    expect(await screen.findByText('Failed to load shoppers. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('asks for a code when Go is pressed with an empty box, and opens the form with the code', async () => {
    renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter an invitation code.')).toBeInTheDocument();
    await fill('Have an invitation code?', 'k7qx2m9prt');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Create your client account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Invitation Code' })).toBeChecked();
    expect(screen.getByLabelText('Invitation code')).toHaveValue('K7QX2M9PRT');
  });

  it('goes from a chosen shopper to the form with that shopper selected', async () => {
    renderShell('/');
    const next = await screen.findByRole('button', { name: 'Continue with this shopper' });
    expect(next).toBeDisabled();
    await openShopperDropdown('Choose your personal shopper');
    await user.click((await screen.findAllByText('Ava Laurent')).at(-1)!);
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Create your client account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Select Shopper' })).toBeChecked();
  });
});

describe('the 3-step registration form', () => {
  it('opens at /register?code= with the code applied, checks each step and registers with the code', async () => {
    const fetchMock = mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      'GET /config/remotes.json': REMOTES,
      ...CHECKS_PASS,
      'POST /api/auth/register-client': { status: 201, body: { token: 'new-token' } },
      'GET /api/me': { body: account('CLIENT', { displayName: 'Jane Doe' }) },
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
    });
    const { router } = renderShell('/register?code=k7qx2m9prt');

    // Step 0: the method and the code are set.
    expect(await screen.findByRole('heading', { name: /How would you like to join\?/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Invitation Code' })).toBeChecked();
    expect(screen.getByLabelText('Invitation code')).toHaveValue('K7QX2M9PRT');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 1: the landing form's own messages.
    expect(await screen.findByRole('heading', { name: /Create your sign-in/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    // Empty password fields are missing, not too short nor different.
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match. Please check and try again.')).not.toBeInTheDocument();
    await fillAccount({ email: 'not-an-email', password: 'short', confirm: 'different' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passwords do not match. Please check and try again.')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await fillAccount({ displayName: '', password: 'long-enough' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: Create Account stays disabled while a required field is blank; line 2 is optional.
    expect(await screen.findByRole('heading', { name: /Your details and billing address/ })).toHaveFocus();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeDisabled();
    await fillDetails(['ZIP']);
    expect(create).toBeDisabled();
    await fill('ZIP', '62701');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
    expect(sent(fetchMock, 'POST', '/api/auth/register-client')).toEqual([
      {
        email: 'jane@example.com',
        password: 'long-enough',
        displayName: 'Jane Doe',
        firstName: 'Jane',
        lastName: 'Doe',
        phone: '555-010-0199',
        billingAddress: '1 Main St',
        billingCity: 'Springfield',
        billingState: 'IL',
        billingZip: '62701',
        billingCountry: 'United States',
        inviteCode: 'K7QX2M9PRT',
      },
    ]);
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(sent(fetchMock, 'POST', '/api/auth/invite-code-check')).toEqual([{ code: 'K7QX2M9PRT' }]);
    expect(sent(fetchMock, 'POST', '/api/auth/email-check')).toEqual([{ email: 'jane@example.com' }]);
  });

  it('says on the step where it is typed, on the field, that a code is used, an email taken, a phone malformed', async () => {
    let codeValid = false;
    let emailAvailable = false;
    const fetchMock = mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      'POST /api/auth/invite-code-check': () => ({ body: { valid: codeValid } }),
      'POST /api/auth/email-check': () => ({ body: { available: emailAvailable } }),
      'POST /api/auth/register-client': {
        status: 409,
        body: { statusCode: 409, message: 'An account with this email already exists' },
      },
    });
    renderShell('/register?code=USED');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const code = screen.getByLabelText('Invitation code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Invalid or already used invitation code/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { name: /How would you like to join\?/ })).toBeInTheDocument();

    codeValid = true;
    await fill('Invitation code', 'GOOD');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Create your sign-in/ })).toBeInTheDocument();
    await fillAccount({ email: 'taken@example.com' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveFocus();

    emailAvailable = true;
    await fill('Email', 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Your details and billing address/ })).toBeInTheDocument();
    await fillDetails(['Phone']);
    await fill('Phone', 'call me');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Invalid phone number'));
    expect(sent(fetchMock, 'POST', '/api/auth/register-client')).toEqual([]);

    // Registered meanwhile: back to the email's step, on the field, rather than a toast.
    await fill('Phone', '555-010-0199');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: /Create your sign-in/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists'),
    );
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  it('needs a shopper or a code on step 0, and clears the code when switching to a shopper', async () => {
    renderShell('/register?code=ABC');
    await screen.findByRole('heading', { name: /How would you like to join\?/ });
    await user.clear(screen.getByLabelText('Invitation code'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter an invitation code.')).toBeInTheDocument();
    await user.click(screen.getByText('Select Shopper'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a shopper.')).toBeInTheDocument();
    await user.click(screen.getByText('Invitation Code'));
    expect(screen.getByLabelText('Invitation code')).toHaveValue('');
  });

  it('shows "Registration failed" with the server message, or the fallback text', async () => {
    const answers = {
      'GET /api/shoppers': { body: SHOPPERS },
      ...CHECKS_PASS,
      'POST /api/auth/register-client': {
        status: 400,
        body: { statusCode: 400, message: ['Billing ZIP must be at most 20 characters'] },
      },
    };
    mockApi(answers);
    renderShell('/register?code=USED');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Billing ZIP must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();

    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/register-client')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Response('[]', { headers: { 'Content-Type': 'application/json' } }),
    ) as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An error occurred during registration.')).toBeInTheDocument();
  });

  it('registers with the chosen shopper and goes back to step 0 from step 1', async () => {
    const fetchMock = mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      ...CHECKS_PASS,
      'POST /api/auth/register-client': { status: 400, body: { message: 'nope' } },
    });
    renderShell('/register');
    await openShopperDropdown('Choose your personal shopper');
    await user.click((await screen.findAllByText('Blake Stylist')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Continue with this shopper' }));
    expect(await screen.findByRole('heading', { name: /How would you like to join\?/ })).toBeInTheDocument();
    const chosen = screen.getByRole('combobox', { name: 'Personal shopper' }).closest('.ant-select')!;
    expect(within(chosen as HTMLElement).getByText('Blake Stylist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /How would you like to join\?/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Registration failed');
    const [body] = sent(fetchMock, 'POST', '/api/auth/register-client') as Record<string, unknown>[];
    expect(body).toMatchObject({ shopperId: 's-2' });
    expect(body).not.toHaveProperty('inviteCode');
  });
});

describe('the 3-step form, moving back and forth', () => {
  /** The home view, then each step, as the browser's Back and Forward move through them. */
  const heading = (name: RegExp | string) => screen.findByRole('heading', { name });

  it('goes back a step with the browser, to the home view from the first, keeping what was typed', async () => {
    const { router } = renderShell('/');
    await openShopperDropdown('Choose your personal shopper');
    await user.click((await screen.findAllByText('Blake Stylist')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Continue with this shopper' }));
    await heading(/How would you like to join\?/);
    expect(router.state.location.search).toBe('?step=1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Create your sign-in/);
    expect(router.state.location.search).toBe('?step=2');
    await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Your details and billing address/);
    await fill('First name', 'Jane');

    await router.navigate(-1);
    expect(await heading(/Create your sign-in/)).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough');
    await router.navigate(-1);
    await heading(/How would you like to join\?/);
    await router.navigate(-1);
    await heading('Personal shopping, handled for you');
    expect(router.state.location.pathname).toBe('/');

    // Forward into the form again; its own Back goes to the home view too, and the browser's
    // Back returns to the form, with all but the password (in memory only) still there.
    await router.navigate(1);
    await heading(/How would you like to join\?/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Personal shopping, handled for you');
    expect(router.state.location.search).toBe('');
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Display name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('survives a reload: the typed fields come back, never the password, and the account step asks for it', async () => {
    const first = renderShell('/register?code=k7qx2m9prt');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillAccount({ password: 'secret-pass-1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Your details and billing address/);
    await fill('First name', 'Jane');
    await fill('City', 'Leeds');
    expect(sessionStorage.length).toBe(1);
    expect(JSON.stringify(sessionStorage)).not.toContain('secret-pass-1');
    first.unmount();

    const { router } = renderShell('/register?step=3');
    // The password went with the reload: its step comes first, the rest as typed.
    expect(await heading(/Create your sign-in/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await fill('Password', 'secret-pass-1');
    await fill('Confirm password', 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Your details and billing address/);
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
  });
});

describe('the 3-step form with an invitation', () => {
  it('says whose invitation it is and fills in the name and email it was written for, which stay editable', async () => {
    const invitation = { shopperDisplayName: 'Ava Laurent', clientName: 'Jane Doe', clientEmail: 'jane@example.com' };
    mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      'POST /api/auth/invite-code-check': { body: { valid: true, invitation } },
      'POST /api/auth/email-check': { body: { available: true } },
    });
    renderShell('/?code=k7qx2m9prt');
    expect(await screen.findByText('Invitation from Ava Laurent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Display name')).toHaveValue('Jane Doe');
    expect(screen.getByText('Invitation from Ava Laurent')).toBeInTheDocument();
    await fill('Display name', 'Janie');
    expect(screen.getByLabelText('Display name')).toHaveValue('Janie');
  });

  it('says nothing of whose a typed code is until the api says it is good', async () => {
    let valid = false;
    mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      'POST /api/auth/invite-code-check': () => ({
        body: valid ? { valid, invitation: { ...INVITATION, clientEmail: 'jo@example.com' } } : { valid },
      }),
    });
    renderShell('/');
    await fill('Have an invitation code?', 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation code')).toHaveAccessibleDescription(
        /Invalid or already used invitation code/,
      ),
    );
    expect(screen.queryByText(/Invitation from/)).not.toBeInTheDocument();
    valid = true;
    await fill('Invitation code', 'RIGHT');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jo@example.com');
    expect(screen.getByText('Invitation from Ava Laurent')).toBeInTheDocument();
  });
});

describe("the 3-step form's country", () => {
  it('defaults to United States and sends the country chosen by typing part of its name', async () => {
    const fetchMock = mockApi({
      'GET /api/shoppers': { body: SHOPPERS },
      'GET /api/countries': { body: ['France', 'United Kingdom', 'United States'] },
      ...CHECKS_PASS,
      'POST /api/auth/register-client': { status: 400, body: { message: 'nope' } },
    });
    renderShell('/register?code=K7QX2M9PRT');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails();
    // The dropdown's code comes with the step: slow to load under jsdom on a busy machine.
    const country = await screen.findByRole('combobox', { name: 'Country' }, { timeout: 60_000 });
    expect(country.closest('.ant-select')).toHaveTextContent('United States');
    await user.click(country);
    await user.keyboard('kingd');
    await user.click(await screen.findByTitle('United Kingdom'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Registration failed');
    expect(sent(fetchMock, 'POST', '/api/auth/register-client')).toEqual([
      expect.objectContaining({ billingCountry: 'United Kingdom', billingCity: 'Springfield' }),
    ]);
  });
});
