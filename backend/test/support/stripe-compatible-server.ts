import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import Stripe from 'stripe';

/*
 * A Stripe-compatible server on loopback, for the tests (backend integration and the e2e
 * journeys through e2e/stripe-sandbox.mjs): the endpoints the official SDK calls for Connect
 * and Checkout, a checkout page and an onboarding page a browser can use, and webhooks signed
 * with the endpoint's secret by the SDK's own test-header helper. Only Stripe is stood in
 * for: Atelier talks to it through the real SDK over real HTTP. Written with erasable types
 * only, so Node runs this file as it is.
 */

interface Account {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  account: string | null;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  /** The line the page shows. */
  description: string;
  /** The connected account it was created on (the Stripe-Account header). */
  account: string | null;
}

/** The parameters of the calls served, as the SDK form-encodes them (every value a string). */
interface FormBody {
  email?: string;
  account?: string;
  return_url?: string;
  refresh_url?: string;
  mode?: string;
  customer_email?: string;
  client_reference_id?: string;
  metadata?: Record<string, string>;
  success_url?: string;
  cancel_url?: string;
  payment_intent?: string;
  amount?: string;
  line_items?: {
    quantity: string;
    price_data: { currency: string; unit_amount: string; product_data: { name: string } };
  }[];
}

export interface SentEvent {
  event: Stripe.Event;
  /** What the webhook answered. */
  status: number;
}

export interface StripeCompatibleServer {
  /** STRIPE_API_URL for the app. */
  url: string;
  /** Where events are delivered: the app's webhook (set once the app listens). */
  webhookUrl: string;
  accounts: Map<string, Account>;
  sessions: Map<string, Session>;
  refunds: Map<string, Refund>;
  /**
   * The bank confirmed the refund (charge.refunded) or could not make it (refund.failed); the
   * refund itself says so when the SDK reads it.
   */
  settleRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<SentEvent>;
  /** Every event delivered, in order, with the webhook's answer. */
  sent: SentEvent[];
  /** The account takes charges from now on; Stripe says so with account.updated. */
  enableCharges(accountId: string): Promise<SentEvent>;
  /**
   * The client paid the session: checkout.session.completed, paid at once; `later`: completed
   * unpaid (a bank debit), then async_payment_succeeded or _failed when `settleLater` is called.
   */
  pay(sessionId: string, options?: { later?: boolean }): Promise<SentEvent>;
  settleLater(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<SentEvent>;
  /** An event built like Stripe's, not sent: for replays and reordering. */
  eventFor(type: string, object: unknown, account: string | null): Stripe.Event;
  /** Delivers an event (again, or out of order) with a valid signature. */
  deliver(event: Stripe.Event): Promise<SentEvent>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse, what: string): void {
  answer(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(response: ServerResponse, title: string, body: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">` +
      `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

export async function startStripeCompatibleServer({
  webhookSecret,
  webhookUrl = '',
  port = 0,
  settleRefundsAfterMs = null,
}: {
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
  /** For a browser journey, which cannot call settleRefund: each refund succeeds this long after it is made. */
  settleRefundsAfterMs?: number | null;
}): Promise<StripeCompatibleServer> {
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, Refund>();
  /** Idempotency-Key (with the account) → the answer given the first time. */
  const replies = new Map<string, unknown>();
  const sent: SentEvent[] = [];
  const stripe = new Stripe('sk_test_signing_only');
  let base = '';

  const eventFor = (type: string, object: unknown, account: string | null): Stripe.Event =>
    ({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(account && { account }),
    }) as unknown as Stripe.Event;

  const deliver = async (event: Stripe.Event): Promise<SentEvent> => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const delivered = await fetch(server.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    const record = { event, status: delivered.status };
    sent.push(record);
    return record;
  };

  const complete = (session: Session, paid: boolean): void => {
    session.status = 'complete';
    session.payment_status = paid ? 'paid' : 'unpaid';
    session.payment_intent ??= id('pi');
  };

  const server: StripeCompatibleServer = {
    url: '',
    webhookUrl,
    accounts,
    sessions,
    refunds,
    sent,
    async settleRefund(refundId, outcome) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No refund ${refundId}`);
      refund.status = outcome;
      if (outcome === 'failed') return deliver(eventFor('refund.failed', { ...refund }, refund.account));
      const charge = { id: id('ch'), object: 'charge', payment_intent: refund.payment_intent, refunded: true };
      return deliver(eventFor('charge.refunded', charge, refund.account));
    },
    async enableCharges(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No account ${accountId}`);
      account.charges_enabled = true;
      account.details_submitted = true;
      return deliver(eventFor('account.updated', { ...account }, accountId));
    },
    async pay(sessionId, { later = false } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      complete(session, !later);
      return deliver(eventFor('checkout.session.completed', { ...session }, session.account));
    },
    async settleLater(sessionId, outcome) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      if (outcome === 'succeeded') session.payment_status = 'paid';
      return deliver(eventFor(`checkout.session.async_payment_${outcome}`, { ...session }, session.account));
    },
    eventFor,
    deliver,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    if (request.headers.authorization?.startsWith('Bearer sk_') !== true) {
      answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    const key = request.headers['idempotency-key'] as string | undefined;
    const replyKey = key && `${account ?? ''} ${request.method} ${path} ${key}`;
    if (replyKey && replies.has(replyKey)) {
      answer(response, 200, replies.get(replyKey));
      return;
    }
    const form = parse(await readBody(request)) as FormBody;
    const reply = (body: unknown) => {
      if (replyKey) replies.set(replyKey, body);
      answer(response, 200, body);
    };
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v1/accounts') {
      const created: Account = {
        id: id('acct'),
        object: 'account',
        type: 'express',
        email: form.email ?? null,
        charges_enabled: false,
        details_submitted: false,
      };
      accounts.set(created.id, created);
      reply(created);
    } else if (request.method === 'GET' && (match = path.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const found = accounts.get(match[1]);
      if (found) answer(response, 200, found);
      else notFound(response, `account: ${match[1]}`);
    } else if (request.method === 'POST' && path === '/v1/account_links') {
      if (!form.account || !accounts.has(form.account)) return notFound(response, `account: ${form.account}`);
      const query = new URLSearchParams({ return_url: form.return_url ?? '', refresh_url: form.refresh_url ?? '' });
      reply({ object: 'account_link', url: `${base}/connect/${form.account}?${query}`, expires_at: 0 });
    } else if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!account || !accounts.get(account)?.charges_enabled) {
        answer(response, 400, {
          error: { type: 'invalid_request_error', message: 'The account cannot take charges yet' },
        });
        return;
      }
      const line = form.line_items?.[0];
      if (!line || !form.success_url || !form.cancel_url) {
        answer(response, 400, { error: { type: 'invalid_request_error', message: 'Missing line_items or URLs' } });
        return;
      }
      const sessionId = id('cs_test');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(line.price_data.unit_amount) * Number(line.quantity),
        currency: line.price_data.currency,
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `${base}/pay/${sessionId}`,
        description: line.price_data.product_data.name,
        account,
      };
      sessions.set(sessionId, session);
      reply(session);
    } else if (request.method === 'POST' && path === '/v1/refunds') {
      const paid = [...sessions.values()].find(
        (session) => session.payment_intent === form.payment_intent && session.account === account,
      );
      if (!paid || paid.payment_status !== 'paid') return notFound(response, `payment_intent: ${form.payment_intent}`);
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount ?? paid.amount_total),
        currency: paid.currency,
        payment_intent: paid.payment_intent!,
        status: 'pending',
        account,
      };
      refunds.set(refund.id, refund);
      reply(refund);
      if (settleRefundsAfterMs !== null) {
        setTimeout(() => void server.settleRefund(refund.id, 'succeeded').catch(() => {}), settleRefundsAfterMs);
      }
    } else if (request.method === 'GET' && (match = path.match(/^\/v1\/refunds\/([^/]+)$/))) {
      const found = refunds.get(match[1]);
      if (found && found.account === account) answer(response, 200, found);
      else notFound(response, `refund: ${match[1]}`);
    } else if (request.method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const found = sessions.get(match[1]);
      if (found) answer(response, 200, found);
      else notFound(response, `checkout.session: ${match[1]}`);
    } else {
      notFound(response, `route: ${request.method} ${path}`);
    }
  };

  /** The pages a person sees: Stripe's hosted onboarding and checkout, in their simplest form. */
  const pages = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    let match: RegExpMatchArray | null;
    if (url.pathname === '/health') {
      answer(response, 200, { ok: true });
    } else if ((match = url.pathname.match(/^\/pay\/([^/]+)$/))) {
      const session = sessions.get(match[1]);
      if (!session) return notFound(response, 'checkout session');
      if (request.method === 'POST') {
        await server.pay(session.id);
        response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        response.end();
        return;
      }
      const amount = (session.amount_total / 100).toFixed(2);
      page(
        response,
        'Checkout',
        `<p>${escapeHtml(session.description)}</p><p>Pay $${amount}</p>` +
          `<form method="post"><label>Card number <input name="card" autocomplete="off"></label>` +
          `<button type="submit">Pay $${amount}</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
      );
    } else if ((match = url.pathname.match(/^\/connect\/([^/]+)$/))) {
      const account = accounts.get(match[1]);
      if (!account) return notFound(response, 'account');
      if (request.method === 'POST') {
        await server.enableCharges(account.id);
        response.writeHead(303, { Location: url.searchParams.get('return_url') ?? '/' });
        response.end();
        return;
      }
      page(
        response,
        'Set up payments',
        `<p>${escapeHtml(account.email ?? '')}</p><form method="post"><button type="submit">Finish setup</button></form>`,
      );
    } else {
      notFound(response, 'page');
    }
  };

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const handle = url.pathname.startsWith('/v1/')
      ? api(request, response, url.pathname)
      : pages(request, response, url);
    handle.catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  // Outlasts the SDK's kept-alive connections, as Stripe does: closing one at Node's 5 s resets
  // a request sent on it at that moment.
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server.url = base;
  return server;
}
