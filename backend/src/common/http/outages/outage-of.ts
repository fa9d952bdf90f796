import { types } from 'node:util';
import { ProtocolError, TimeoutError as PuppeteerTimeoutError } from 'puppeteer-core';
import { CannotExecuteNotConnectedError, ConnectionIsNotSetError, QueryFailedError, TypeORMError } from 'typeorm';
import { BrowserUnavailableError } from '../../../infra/browser/browser.service';
import { type Dependency, DependencyUnavailableError } from './dependency-unavailable.error';

/** The fields the drivers add to their errors; each recogniser reads only its driver's. */
interface DriverErrorFields {
  code?: unknown;
  /** mysql2: the connection cannot be used any more. */
  fatal?: unknown;
  /** mysql2: the server answered with an error packet. */
  sqlState?: unknown;
  /** AWS SDK: on every error `S3Client.send` rejects with; `httpStatusCode` once the store answered. */
  $metadata?: { httpStatusCode?: number };
  /** nodemailer: the SMTP step that failed ("CONN", "MAIL FROM", ...). */
  command?: unknown;
  responseCode?: unknown;
  /** Node's file system errors name the call and the file. */
  syscall?: unknown;
  path?: unknown;
}

/**
 * mysql2 marks these `fatal`: the server refused, vanished, never answered or could not be
 * found (a bare close is PROTOCOL_CONNECTION_LOST).
 */
const MYSQL_CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'PROTOCOL_CONNECTION_LOST',
]);

/** The server answers, but takes no work: full, or shutting down. Refused logins are not outages. */
const MYSQL_SERVER_REFUSALS = new Set(['ER_CON_COUNT_ERROR', 'ER_TOO_MANY_USER_CONNECTIONS', 'ER_SERVER_SHUTDOWN']);

/** Plain errors the database drivers throw once their connection or pool is closed. */
const DATABASE_CLOSED_MESSAGES = new Set([
  // mysql2, after the pool has ended
  'Pool is closed.',
  // mysql2, on a connection that died
  "Can't add new command when connection is in closed state",
  // better-sqlite3, after the database was closed
  'The database connection is not open',
]);

/** TypeORM's MysqlDriver once the DataSource is destroyed (a TypeORMError, no subclass of its own). */
const TYPEORM_NOT_CONNECTED = /^Connection is not established with \w+ database$/;

/** better-sqlite3 (SqliteError codes): the file cannot be opened, read or grown. */
const SQLITE_FILE_FAILURES = /^SQLITE_(CANTOPEN|IOERR|FULL)/;

/** ioredis: no connection (closed, reconnecting past its retries, offline queue off) or no answer in time. */
const REDIS_UNAVAILABLE_MESSAGES = new Set([
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
]);

/** The DATA_DIR store: the disk refuses writes or reads (permissions, read-only, full, I/O). */
const LOCAL_DISK_FAILURES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO', 'ESTALE']);

/** nodemailer's codes for a server it could not reach or that stopped answering. */
const SMTP_CONNECTION_FAILURES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);
/** "Service not available, closing transmission channel" (RFC 5321). */
const SMTP_SERVICE_NOT_AVAILABLE = 421;

/** Errors wrapped in errors (`cause`) are followed this deep. */
const MAX_CAUSES = 5;

/**
 * Which dependency an error says is unreachable, or null when it is any other failure. Only
 * errors that carry their driver's own marks count: a refused connection to some website
 * fetched for a link import is no outage of this service.
 */
export function outageOf(error: unknown): Dependency | null {
  let current = error;
  for (let depth = 0; isError(current) && depth <= MAX_CAUSES; depth++) {
    const dependency = dependencyOf(current);
    if (dependency) return dependency;
    current = current.cause;
  }
  return null;
}

/** Also true for errors made in another realm (Node's own, seen from a vm context such as Jest's). */
function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

function dependencyOf(error: Error): Dependency | null {
  if (error instanceof DependencyUnavailableError) return error.dependency;
  if (isDatabaseOutage(error)) return 'database';
  if (isRedisOutage(error)) return 'redis';
  if (isStorageOutage(error)) return 'storage';
  if (isMailOutage(error)) return 'mail';
  if (isBrowserOutage(error)) return 'browser';
  return null;
}

function isDatabaseOutage(error: unknown): boolean {
  // A query that failed carries the driver's error, and copies its fields.
  if (error instanceof QueryFailedError) return isDatabaseOutage(error.driverError);
  if (error instanceof ConnectionIsNotSetError || error instanceof CannotExecuteNotConnectedError) return true;
  if (error instanceof TypeORMError) return TYPEORM_NOT_CONNECTED.test(error.message);
  if (!isError(error)) return false;
  if (DATABASE_CLOSED_MESSAGES.has(error.message)) return true;
  const { code, fatal, sqlState } = error as DriverErrorFields;
  if (typeof code !== 'string') return false;
  if (fatal === true && MYSQL_CONNECTION_FAILURES.has(code)) return true;
  if (typeof sqlState === 'string' && MYSQL_SERVER_REFUSALS.has(code)) return true;
  return error.name === 'SqliteError' && SQLITE_FILE_FAILURES.test(code);
}

function isRedisOutage(error: Error): boolean {
  return error.name === 'MaxRetriesPerRequestError' || REDIS_UNAVAILABLE_MESSAGES.has(error.message);
}

function isStorageOutage(error: Error): boolean {
  const { $metadata, code, syscall, path } = error as DriverErrorFields;
  if (typeof $metadata === 'object' && $metadata !== null) {
    // No status: the bucket never answered (refused, reset, not found in DNS, timed out).
    const status = $metadata.httpStatusCode;
    return status === undefined || status >= 500;
  }
  return typeof syscall === 'string' && typeof path === 'string' && LOCAL_DISK_FAILURES.has(code as string);
}

function isMailOutage(error: Error): boolean {
  const { command, code, responseCode } = error as DriverErrorFields;
  if (typeof command !== 'string') return false;
  return SMTP_CONNECTION_FAILURES.has(code as string) || responseCode === SMTP_SERVICE_NOT_AVAILABLE;
}

/** Chromium could not start, crashed, closed the page or stopped answering within the timeout. */
function isBrowserOutage(error: Error): boolean {
  return (
    error instanceof BrowserUnavailableError || error instanceof ProtocolError || error instanceof PuppeteerTimeoutError
  );
}
