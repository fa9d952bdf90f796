import { configure, screen, waitFor } from '@testing-library/react';
import { setImmediate } from 'node:timers';
import { hydratePublicPage } from './hydrate';
import { renderPublicPage } from './prerender';

// The light build's router, as build/public-pages.js gives it to the public screens.
jest.mock('react-router', () => jest.requireActual('./light-router'));

// React's prerender (the build runs it in Node) schedules its work with setImmediate, which jsdom lacks.
Object.assign(globalThis, { setImmediate });
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** The build's page for `path` (rendered without a query) in the document, opened at `url`. */
async function openPrerendered(url: string): Promise<HTMLElement> {
  const { html } = await renderPublicPage(new URL(url, 'http://localhost').pathname);
  document.body.innerHTML = `<div id="public-root">${html}</div>`;
  window.history.replaceState(null, '', url);
  return document.getElementById('public-root')!;
}

/** React has taken over the element (hydration reached it). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let errors: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/**
 * What React said about hydration: a mismatch, or a failure that rendered afresh. (The build's
 * renderer and the browser's share one React here, which React also warns about: not ours.)
 */
const hydrationErrors = () => errors.mock.calls.map(([message]) => String(message)).filter((m) => /hydrat/i.test(m));

it.each([
  ['/reset-password?token=abc', 'Choose a new password', 'Set New Password'],
  ['/unsubscribe?token=abc', 'Unsubscribe from Atelier email digests', 'Unsubscribe'],
  ['/forgot-password?email=jane%40example.com', 'Forgot your password?', 'Send Reset Link'],
])('hydrates the prerendered page of %s in place: its query is read after', async (url, heading, button) => {
  const container = await openPrerendered(url);
  const prerendered = {
    heading: screen.getByRole('heading', { level: 1 }),
    button: screen.getByRole('button', { name: button }),
  };
  expect(prerendered.heading).toHaveTextContent(heading);

  await hydratePublicPage(container);
  await waitFor(() => expect(hydrated(prerendered.heading)).toBe(true));
  // The very elements the build wrote: nothing was rendered afresh, nothing mismatched.
  expect(screen.getByRole('heading', { level: 1 })).toBe(prerendered.heading);
  expect(screen.getByRole('button', { name: button })).toBe(prerendered.button);
  expect(hydrationErrors()).toEqual([]);
});

it('fills the email the link carries once hydrated', async () => {
  const container = await openPrerendered('/forgot-password?email=jane%40example.com');
  expect(screen.getByLabelText('Email')).toHaveValue('');
  await hydratePublicPage(container);
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com'));
});

it('shows a reset link without a token as dead once hydrated (the build wrote the form)', async () => {
  const container = await openPrerendered('/reset-password');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
  await hydratePublicPage(container);
  expect(
    await screen.findByRole('heading', { name: 'This reset link is invalid or has expired.' }),
  ).toBeInTheDocument();
  expect(hydrationErrors()).toEqual([]);
});
