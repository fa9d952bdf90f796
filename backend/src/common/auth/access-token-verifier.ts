import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { LRUCache } from 'lru-cache';
import type { Repository } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { User, type UserRole } from '../../modules/users/entities/user.entity';
import type { SignedInUser } from './auth-user';
import { SessionLookupBatch } from './session-lookup-batch';
import { mysqlSessionQuery, sqliteSessionQuery } from './session-queries';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

interface TokenClaims {
  userId: string;
  version: number;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

/** The part of better-sqlite3's Statement the session lookup uses. */
interface PreparedStatement {
  get(...parameters: unknown[]): unknown;
}

/** The session lookup on SQLite: its SQL, prepared once. */
interface PreparedSessionLookup {
  sql: string;
  statement: PreparedStatement;
}

/** The part of mysql2's pool the session lookup uses. */
interface StatementPool {
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
}

/** Tokens whose signature was checked, remembered per process (a signed-in user's few devices). */
const REMEMBERED_TOKENS = 10_000;

interface SessionRow {
  id: string;
  role: UserRole;
  tokenVersion: number | string;
  tenantId: string | null;
  dataVersion: number | string | null;
}

/**
 * Decides whether a bearer token names a current session, for every entry point alike.
 * The signature and expiry say the token is ours and still valid; the claims are then checked
 * against the database, so a deleted user, a changed role or a password change made since
 * the token was issued takes effect at once.
 */
@Injectable()
export class AccessTokenVerifier {
  /**
   * Claims of tokens already verified, by the token's exact text: the same text carries the
   * same signature, so only its expiry is checked again. The session itself is still looked
   * up every time (a revoked token is refused at once).
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: REMEMBERED_TOKENS });

  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    const { driver } = users.manager.connection;
    // On SQLite a statement prepared once answers in microseconds; TypeORM's query runner
    // around it (its awaits and query events) costs several times that, on every request.
    // On MySQL (MariaDB) mysql2's pool runs it as a prepared statement, for the same reason.
    if (driver instanceof BetterSqlite3Driver) {
      const sql = sqliteSessionQuery(users);
      const database = driver.databaseConnection as { prepare(sql: string): PreparedStatement };
      this.sessionLookup = { sql, statement: database.prepare(sql) };
    } else {
      this.sessionLookup = new SessionLookupBatch((userIds) => this.lookUpPooledSessions(userIds));
    }
  }

  /**
   * On SQLite, the session lookup prepared once. On MySQL, concurrent requests' lookups in one
   * statement (which its pool prepares per connection): a round trip to the database per
   * request is most of what a kept read costs there.
   */
  private readonly sessionLookup: PreparedSessionLookup | SessionLookupBatch<SessionRow>;
  /** The SQL of the lookup of several sessions at once (MySQL), by number of ids: built once per size. */
  private readonly sessionQueries = new Map<number, string>();

  /**
   * Verifies the signature (HS256 only) and the expiry (required), then the claims' shape;
   * looks the user up by primary key and compares the token's version with the stored one.
   * Answers the user with the role from the database, and their tenant. Any failure: 401.
   */
  async verify(token: string): Promise<SignedInUser> {
    return this.verifyNow(token);
  }

  /**
   * As verify, but answered at once where the session lookup is synchronous (SQLite): no
   * promise to wait for, which is most of what a read answered from ReadCache costs besides
   * the lookup itself. A refusal is thrown (synchronously there).
   */
  verifyNow(token: string): SignedInUser | Promise<SignedInUser> {
    const claims = this.claimsOf(token);
    const lookup = this.sessionLookup;
    if (lookup instanceof SessionLookupBatch)
      return lookup.lookUp(claims.userId).then((row) => signedInUser(claims, row));
    return signedInUser(claims, this.lookUpPreparedSession(lookup, claims.userId));
  }

  private lookUpPreparedSession({ sql, statement }: PreparedSessionLookup, userId: string): SessionRow | undefined {
    // Logged as the query runner logs every statement (query-count tests read the log).
    this.users.manager.connection.logger.logQuery(sql, [userId]);
    return statement.get(userId) as SessionRow | undefined;
  }

  private lookUpPooledSessions(userIds: string[]): Promise<SessionRow[]> {
    const { driver, logger } = this.users.manager.connection;
    const pool = (driver as MysqlDriver).pool as StatementPool;
    let query = this.sessionQueries.get(userIds.length);
    if (!query) this.sessionQueries.set(userIds.length, (query = mysqlSessionQuery(this.users, userIds.length)));
    logger.logQuery(query, userIds);
    return new Promise((resolve, reject) =>
      pool.execute(query, userIds, (error, rows) => (error ? reject(error) : resolve(rows as SessionRow[]))),
    );
  }

  private claimsOf(token: string): TokenClaims {
    const remembered = this.verified.get(token);
    if (remembered) {
      if (remembered.expiresAt * 1000 > Date.now()) return remembered;
      this.verified.delete(token);
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    }
    let payload: unknown;
    try {
      payload = this.jwt.verify<object>(token);
    } catch {
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    }
    const claims = readClaims(payload);
    if (!claims) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    this.verified.set(token, claims);
    return claims;
  }
}

/** The caller a session row names, when it matches the token's claims; else a 401. */
function signedInUser(claims: TokenClaims, row: SessionRow | undefined): SignedInUser {
  if (!row || Number(row.tokenVersion) !== claims.version) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  return {
    id: row.id,
    role: row.role,
    tenant: row.tenantId === null ? null : { id: row.tenantId, dataVersion: Number(row.dataVersion) },
  };
}

/** The claims of a verified payload, or null when any is missing or of the wrong shape. */
function readClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, ver, exp } = payload as Record<string, unknown>;
  // jsonwebtoken checks `exp` only when present: a token without one would never expire.
  if (typeof exp !== 'number') return null;
  if (typeof sub !== 'string' || !isUUID(sub)) return null;
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
  return { userId: sub, version: ver, expiresAt: exp };
}
