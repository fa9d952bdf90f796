import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from './http-exception.filter';

/** What Node's HTTP parser refuses before any route runs, by error code (Node's own mapping). */
const REFUSALS: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { statusCode: 413, message: 'The chunk extensions are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive' },
};
const MALFORMED = { statusCode: 400, message: 'Malformed HTTP request' };

/**
 * Requests Node refuses while parsing (headers over its size limit, malformed syntax, a
 * request that never finishes) are answered by Node itself with an empty body. This gives
 * them the `{ statusCode, error, message }` body of every other error. As Node does, it
 * answers only when nothing of a response was sent on the socket yet, then closes it.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own check: `_httpMessage` is the response in flight on this socket, if any.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(rawResponse(REFUSALS[error.code ?? ''] ?? MALFORMED));
    socket.destroy(error);
  });
}

function rawResponse({ statusCode, message }: { statusCode: number; message: string }): string {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const body = JSON.stringify({ statusCode, error, message } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${statusCode} ${error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
