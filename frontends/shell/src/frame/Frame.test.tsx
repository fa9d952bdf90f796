import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberAccount } from '../../../common/src/session/remembered-account';
import { account, mockApi, renderShell } from '../test-utils';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({
    default: {
      'shopper-dashboard': async () => ({ default: () => <p>{`${id}: shopper dashboard`}</p> }),
      'client-dashboard': async () => ({ default: () => <p>{`${id}: client dashboard`}</p> }),
      tasks: async () => ({ default: () => <p>{`${id}: tasks`}</p> }),
      'task-detail': async () => ({ default: () => <p>{`${id}: task detail`}</p> }),
    },
  })),
}));

// The real screens render inside the frame (e.g. the whole Profile page): role queries over
// them are slow under jsdom, more so on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const remotesJson = { body: { shopper: '/remotes/shopper/remoteEntry.js', client: '/remotes/client/remoteEntry.js' } };

beforeEach(() => {
  localStorage.clear();
  mockApi({
    'GET /config/remotes.json': remotesJson,
    'GET /api/tasks/page': { body: fakeTaskPage([]) },
  });
});

describe('the frame for a visitor', () => {
  it('shows the header with Sign In, the footer and no main navigation', async () => {
    renderShell('/help');
    expect(await screen.findByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Atelier')).toBeInTheDocument();
    expect(within(banner).getByText('Personal Shopping Assistant')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Help Center', 'Contact Us', 'Privacy Policy', 'Terms of Service']);
    expect(screen.getByText('Services')).toBeInTheDocument();
    expect(screen.getByText(/established 2025/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('takes Sign In to /auth', async () => {
    const { router } = renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the 404 screen for an unknown path', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor on a role route or an account page to sign in, and back there afterwards', async () => {
    const { router } = renderShell('/task-wizard?step=2');
    expect(await screen.findByText('Please sign in to open that page.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ next: '/task-wizard?step=2' })}`);
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fsettings'));
  });
});

describe('the frame while the session loads', () => {
  it('shows a pulsing placeholder avatar, neither Sign In nor a menu', async () => {
    localStorage.setItem('authToken', 'pending-token');
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderShell('/help');
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('greets on a dashboard by the name the last visit left', async () => {
    localStorage.setItem('authToken', `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`);
    rememberAccount({ userId: 'u1', role: 'CLIENT', displayName: 'Casey Client' });
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderShell('/client-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey Client' })).toBeInTheDocument();
    expect(screen.getByTestId('route-skeleton')).toBeInTheDocument();
  });

  it("shows the task list's title for the role the last visit left", async () => {
    localStorage.setItem('authToken', `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`);
    rememberAccount({ userId: 'u1', role: 'CLIENT', displayName: 'Casey Client' });
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderShell('/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Shopping Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/client-dashboard');
  });

  it("shows the task page's heading with its title as soon as the task is read", async () => {
    localStorage.setItem('authToken', `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`);
    rememberAccount({ userId: 'u1', role: 'SHOPPER', displayName: 'Avery Stylist' });
    mockApi({
      'GET /api/me': () => new Promise<never>(() => {}),
      'GET /api/tasks/t1': { body: { task: { id: 't1', title: 'Gift wrap for Mia' } } },
    });
    renderShell('/tasks/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift wrap for Mia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/shopper-dashboard');
    expect(screen.getByTestId('route-skeleton')).toBeInTheDocument();
  });

  it('shows no greeting on the dashboard of the other role', async () => {
    localStorage.setItem('authToken', `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.s`);
    rememberAccount({ userId: 'u1', role: 'CLIENT', displayName: 'Casey Client' });
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderShell('/shopper-dashboard');
    expect(await screen.findByTestId('route-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('the frame for a shopper', () => {
  it('shows the shopper main navigation with the current item highlighted, and no footer', async () => {
    renderShell('/shopper-dashboard', { me: account('SHOPPER') });
    expect(await screen.findByText('shopper/routes: shopper dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Dashboard', 'Tasks', 'Clients', 'Profile']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/shopper-dashboard',
      '/tasks',
      '/invite-codes',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/established 2025/)).not.toBeInTheDocument();
  });

  it('puts the main navigation between the header and the page, for the keyboard', async () => {
    renderShell('/shopper-dashboard', { me: account('SHOPPER') });
    expect(await screen.findByText('shopper/routes: shopper dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('banner').compareDocumentPosition(nav)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(nav.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    screen.getByRole('button', { name: 'Account menu for Avery Stylist' }).focus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });

  it('highlights Tasks on a task detail page', async () => {
    renderShell('/tasks/123', { me: account('SHOPPER') });
    expect(await screen.findByText('shopper/routes: task detail')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the avatar menu with name, email, role label and the three items; Log Out signs out', async () => {
    const { router } = renderShell('/profile', { me: account('SHOPPER') });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Avery Stylist' }));
    const identity = await screen.findByTestId('user-menu-identity');
    expect(identity).toHaveTextContent('Avery Stylist');
    expect(identity).toHaveTextContent('avery@example.com');
    expect(identity).toHaveTextContent('Personal Shopper');
    expect(screen.getByRole('menuitem', { name: /Profile/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Account Settings/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /Log Out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('goes from / to the shopper dashboard', async () => {
    const { router } = renderShell('/', { me: account('SHOPPER') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopper-dashboard'));
  });

  it('sends a shopper away from a client-only route, and shows the clients-only notice on /recipients', async () => {
    const { router } = renderShell('/client-dashboard', { me: account('SHOPPER') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopper-dashboard'));
    renderShell('/recipients', { me: account('SHOPPER') });
    expect(await screen.findByText('Access Restricted - This page is only available to clients.')).toBeInTheDocument();
  });
});

describe('the frame for a client', () => {
  it('shows the client navigation; Messages opens the task with unread messages on its messages tab', async () => {
    // Her latest task is t-1; t-2's chat waits for her.
    mockApi({
      'GET /config/remotes.json': remotesJson,
      'GET /api/tasks/page': (url) => {
        const unread = url.searchParams.get('unread') === 'true';
        expect(url.searchParams.get('limit')).toBe('1');
        return { body: fakeTaskPage([{ id: unread ? 't-2' : 't-1' }]) };
      },
    });
    renderShell('/client-dashboard', { me: account('CLIENT') });
    expect(await screen.findByText('client/routes: client dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Shopping', 'Messages', 'Profile']);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/tasks/t-2?tab=messages'),
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends Messages to /tasks when the client has no tasks, and highlights it on a messages tab', async () => {
    renderShell('/tasks/t-9?tab=messages', { me: account('CLIENT') });
    expect(await screen.findByText('client/routes: task detail')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/tasks');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Shopping' })).not.toHaveAttribute('aria-current');
  });

  it('opens Account Settings and Profile from the avatar menu', async () => {
    const { router } = renderShell('/help', { me: account('CLIENT') });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Casey Client' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Account Settings/ }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Casey Client' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Profile/ }));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('labels the role Client in the avatar menu and shows initials without a picture', async () => {
    renderShell('/profile', { me: account('CLIENT') });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Casey Client' });
    expect(trigger).toHaveTextContent('CC');
    await userEvent.click(trigger);
    expect(await screen.findByTestId('user-menu-identity')).toHaveTextContent('Client');
  });
});
