import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { type ClientRequest, type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './address-policy';
import { FetchRefusedError } from './fetch-refused.error';

export interface SafeFetchOptions {
  /** Media types taken (without parameters); one ending in "/" takes the whole type ("image/"). */
  accept: readonly string[];
  /** The body's limit, after decompression. */
  maxBytes: number;
  /** Each hop: to open the connection. */
  connectTimeoutMs: number;
  /** Each hop: from the connection to the body's last byte (TLS, headers and body). */
  responseTimeoutMs: number;
  /** ENRICH_ALLOW_PRIVATE_HOSTS: for tests against a local server, never in production. */
  allowPrivateHosts: boolean;
  /** Which resolved addresses may be reached when private hosts are not allowed; public ones by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** How host names resolve (all addresses); DNS by default. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface FetchedResource {
  /** After redirects. */
  url: string;
  /** Lower case, without parameters: "text/html". */
  mediaType: string;
  /** The Content-Type header's charset parameter, if any. */
  charset: string | null;
  body: Buffer;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; AtelierLinkImport/1.0)';

const resolveWithDns = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * GET for a URL someone else chose (a product link, the image a page names), made safe for a
 * server to follow:
 * - http and https only, without credentials in the URL;
 * - the host is resolved first and every address it resolves to must be public (see
 *   address-policy.ts), unless private hosts are allowed; the connection then goes to the
 *   address that was checked (a pinned lookup), so a DNS answer that changes between the
 *   check and the connection (DNS rebinding) cannot lead anywhere else;
 * - redirects are followed by hand, at most 3, each checked the same way;
 * - a connect timeout and a response timeout per hop; no connection is reused;
 * - the Content-Type must be one of `accept`, checked before the body is read;
 * - the body stops at `maxBytes` (compressed bodies are counted after decompression).
 * Every refusal is a FetchRefusedError with a message for the user.
 */
export async function safeFetch(link: string, options: SafeFetchOptions): Promise<FetchedResource> {
  let url = parseLink(link);
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(url, options);
    const response = await get(url, address, options);
    const location = response.message.headers.location;
    if (REDIRECTS.has(response.message.statusCode ?? 0) && location) {
      response.abort();
      if (redirects >= MAX_REDIRECTS) {
        throw new FetchRefusedError('too-many-redirects', 'The link redirects too many times.');
      }
      // An unparseable Location is refused by parseLink as it stands.
      url = parseLink(URL.parse(location, url.href)?.href ?? location);
      continue;
    }
    try {
      return await readResource(url, response, options);
    } finally {
      response.abort();
    }
  }
}

function parseLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new FetchRefusedError('bad-url', 'The link is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('bad-url', 'Only http and https links can be imported.');
  }
  if (url.username || url.password) {
    throw new FetchRefusedError('bad-url', 'Links with a user name or password cannot be imported.');
  }
  return url;
}

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new FetchRefusedError('unreachable', `Could not find the site ${host}.`);
  }
  // One private address is enough to refuse: a name that resolves both ways is not to be trusted.
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  if (!options.allowPrivateHosts && !addresses.every(({ address }) => isAllowed(address))) {
    throw new FetchRefusedError(
      'private-address',
      'This link points to a private or local network address and cannot be imported.',
    );
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

interface OpenResponse {
  message: IncomingMessage;
  /** Stops the transfer and closes the connection; safe to call more than once. */
  abort(): void;
  /** Rejects when the response timeout passes while the body is still being read. */
  deadline: Promise<never>;
}

/** One GET to the checked address, resolved when the response headers are in. */
function get(url: URL, target: CheckedAddress, options: SafeFetchOptions): Promise<OpenResponse> {
  return new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      // Node asks for every address when it may try several (autoSelectFamily): give the one.
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [target]);
      } else {
        callback(null, target.address, target.family);
      }
    };
    const requestOptions: RequestOptions = {
      method: 'GET',
      lookup: pinned,
      // A fresh connection per hop: none is shared with another request or another host.
      agent: false,
      headers: {
        'User-Agent': USER_AGENT,
        Accept: options.accept.map((type) => (type.endsWith('/') ? `${type}*` : type)).join(', '),
        'Accept-Encoding': 'gzip, deflate, br',
        'Accept-Language': 'en',
      },
    };
    let expire: (error: FetchRefusedError) => void = reject;
    const deadline = new Promise<never>((_resolve, rejectDeadline) => {
      expire = (error) => {
        rejectDeadline(error);
        reject(error);
      };
    });
    // Whoever reads the body attaches its own handler; before that a timeout must not go unhandled.
    deadline.catch(() => undefined);
    const request: ClientRequest = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, requestOptions);
    const timeout = (message: string) => () => {
      expire(new FetchRefusedError('timeout', message));
      request.destroy();
    };
    let timer = setTimeout(timeout('The site took too long to answer.'), options.connectTimeoutMs);
    const clear = () => clearTimeout(timer);
    request.once('socket', (socket) => {
      socket.once('connect', () => {
        clearTimeout(timer);
        timer = setTimeout(timeout('The page took too long to load.'), options.responseTimeoutMs);
      });
    });
    request.once('response', (message) => {
      message.once('close', clear);
      resolve({
        message,
        deadline,
        abort: () => {
          clear();
          request.destroy();
        },
      });
    });
    request.once('error', (error) => {
      clear();
      reject(
        error instanceof FetchRefusedError ? error : new FetchRefusedError('unreachable', 'Could not reach the page.'),
      );
    });
    request.end();
  });
}

async function readResource(url: URL, response: OpenResponse, options: SafeFetchOptions): Promise<FetchedResource> {
  const { message } = response;
  const status = message.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    throw new FetchRefusedError('bad-status', `The page answered with an error (HTTP ${status}).`, status);
  }
  const { mediaType, charset } = parseContentType(message.headers['content-type']);
  const accepted = options.accept.some((type) =>
    type.endsWith('/') ? mediaType.startsWith(type) : mediaType === type,
  );
  if (!accepted)
    throw new FetchRefusedError('wrong-type', `The link leads to ${mediaType || 'an unknown kind of file'}.`);
  const declared = Number(message.headers['content-length']);
  if (!message.headers['content-encoding'] && Number.isFinite(declared) && declared > options.maxBytes) {
    throw tooLarge(options.maxBytes);
  }
  const body = await Promise.race([readBody(decoded(message), options.maxBytes), response.deadline]);
  return { url: url.href, mediaType, charset, body };
}

function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return { mediaType: type.trim().toLowerCase(), charset: charset ?? null };
}

const DECOMPRESSORS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** The body as sent, decompressed; an error on either side ends both (pipeline). */
function decoded(message: IncomingMessage): Readable {
  const decompress = DECOMPRESSORS.get((message.headers['content-encoding'] ?? '').trim().toLowerCase());
  return decompress ? pipeline(message, decompress(), () => undefined) : message;
}

async function readBody(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    throw new FetchRefusedError('unreachable', 'The page could not be read to the end.');
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number): FetchRefusedError {
  return new FetchRefusedError('too-large', `The page is too large to import (over ${maxBytes / 1024 / 1024} MB).`);
}
