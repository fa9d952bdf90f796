import type { NextFunction, Request, Response } from 'express';

/** The URL digests put in List-Unsubscribe; a GET of it is the web app's page. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
const UNSUBSCRIBE_ENDPOINT = '/api/email/unsubscribe';

/**
 * One URL for the page and the one-click POST (RFC 8058 wants the header's URL to take the
 * POST): a POST to /unsubscribe is routed to POST /api/email/unsubscribe, with its query.
 * Registered as plain middleware (not mounted), so the new URL stays for the router.
 */
export function unsubscribeAlias(request: Request, _response: Response, next: NextFunction): void {
  if (request.method === 'POST' && request.path === UNSUBSCRIBE_PAGE) {
    request.url = UNSUBSCRIBE_ENDPOINT + request.url.slice(UNSUBSCRIBE_PAGE.length);
  }
  next();
}
