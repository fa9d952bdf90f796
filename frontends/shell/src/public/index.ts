// The light entry of the public pages (prerendered at build, see build/public-pages.js). A
// visitor's page is hydrated; a stored token means a signed-in user, whom the full app serves.
import { getStoredToken } from '@atelier/common';
import { PUBLIC_ROOT_ID, startFullApp } from './full-app';

const container = document.getElementById(PUBLIC_ROOT_ID);
if (container && getStoredToken() === null) {
  void import('./hydrate').then(({ hydratePublicPage }) => hydratePublicPage(container));
} else {
  startFullApp();
}
