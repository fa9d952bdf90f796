import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, mockApi, renderShell } from '../test-utils';
import { resetRemoteState } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;
const dashboard = { default: { 'shopper-dashboard': async () => ({ default: () => <p>Remote dashboard</p> }) } };

beforeEach(() => {
  resetRemoteState();
  localStorage.clear();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({
    'GET /config/remotes.json': {
      body: { shopper: '/remotes/shopper/remoteEntry.js', client: '/remotes/client/remoteEntry.js' },
    },
  });
});
afterEach(() => jest.restoreAllMocks());

it('registers the remotes of /config/remotes.json and renders the route from the role remote', async () => {
  loadRemoteMock.mockResolvedValue(dashboard);
  renderShell('/shopper-dashboard', { me: account('SHOPPER') });
  expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenCalledWith([
    { name: 'shopper', entry: 'http://localhost/remotes/shopper/remoteEntry.js' },
    { name: 'client', entry: 'http://localhost/remotes/client/remoteEntry.js' },
  ]);
  expect(loadRemoteMock).toHaveBeenCalledWith('shopper/routes');
});

it('shows a fallback with Retry when the remote fails; Retry re-registers it (force) and loads again', async () => {
  const entryFailure = new Error('ScriptNetworkError: Failed to load script "/remotes/shopper/remoteEntry.js"');
  loadRemoteMock.mockRejectedValue(entryFailure);
  renderShell('/shopper-dashboard', { me: account('SHOPPER') });
  expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
  // The frame is still there.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue(dashboard);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenLastCalledWith(
    [{ name: 'shopper', entry: 'http://localhost/remotes/shopper/remoteEntry.js' }],
    { force: true },
  );
  expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
});

it('retries the config fetch too when /config/remotes.json failed', async () => {
  mockApi({ 'GET /config/remotes.json': { status: 503, body: 'down' } });
  loadRemoteMock.mockResolvedValue(dashboard);
  renderShell('/shopper-dashboard', { me: account('SHOPPER') });
  expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
  mockApi({ 'GET /config/remotes.json': { body: { shopper: '/remotes/shopper/remoteEntry.js' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByText('Remote dashboard')).toBeInTheDocument());
});

it('says so when the remote lacks the route', async () => {
  loadRemoteMock.mockResolvedValue({ default: {} });
  renderShell('/shopper-dashboard', { me: account('SHOPPER') });
  expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
});

it('fetches a failed screen chunk again on Retry, keeping the loaded remote', async () => {
  const screenLoader = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 32 failed.'))
    .mockResolvedValue({ default: () => <p>Remote dashboard</p> });
  loadRemoteMock.mockResolvedValue({ default: { 'shopper-dashboard': screenLoader } });
  (window as unknown as Record<string, unknown>).shopper = {}; // the container did load
  try {
    renderShell('/shopper-dashboard', { me: account('SHOPPER') });
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(screenLoader).toHaveBeenCalledTimes(2);
    expect(registerRemotesMock).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  } finally {
    delete (window as unknown as Record<string, unknown>).shopper;
  }
});
