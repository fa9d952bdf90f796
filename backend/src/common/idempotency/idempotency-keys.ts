import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { IdempotencyKeyRecord } from './idempotency-key.entity';

export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds without renewal: a request that died costs its retry this long at most. */
export const KEY_LEASE_MS = 15_000;
/** A running request renews its claim this often, well within the lease. */
export const KEY_LEASE_RENEWAL_MS = 5_000;
/**
 * How long a repeat waits for the first request to answer before it is told to try later:
 * longer than the lease, so a repeat of a request that died takes the key over while waiting.
 */
const FIRST_ANSWER_WAIT_MS = KEY_LEASE_MS + 5_000;
const FIRST_ANSWER_POLL_MS = 100;
/** Expired keys are deleted by whichever process claims a key, at most this often. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface KeyScope {
  userId: string;
  idempotencyKey: string;
}

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'other-request' }
  | { kind: 'in-progress' };

const leaseFromNow = () => new Date(Date.now() + KEY_LEASE_MS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency keys in the database, so every api process sees the same ones. A claim is an
 * INSERT on the (user, key) primary key: of two requests racing with one key, exactly one
 * wins; the other waits for its answer and replays it.
 */
@Injectable()
export class IdempotencyKeys {
  private lastPurge = 0;

  constructor(@InjectRepository(IdempotencyKeyRecord) private readonly rows: Repository<IdempotencyKeyRecord>) {}

  async claim(scope: KeyScope, fingerprint: string): Promise<KeyClaim> {
    const deadline = Date.now() + FIRST_ANSWER_WAIT_MS;
    for (;;) {
      if (await this.insert(scope, fingerprint)) {
        await this.purgeExpiredNowAndThen();
        return { kind: 'claimed' };
      }
      const row = await this.rows.findOneBy({ ...scope });
      if (!row) continue; // the first request failed and gave the key back: this one runs
      if (row.createdAt.getTime() <= Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS) {
        await this.rows.delete({ ...scope, createdAt: LessThan(this.cutoff()) });
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
      if (row.answeredAt && row.responseStatus !== null) {
        return {
          kind: 'answered',
          status: row.responseStatus,
          body: row.responseBody === null ? undefined : JSON.parse(row.responseBody),
        };
      }
      if (await this.takeOverLapsed(scope)) return { kind: 'claimed' };
      if (Date.now() >= deadline) return { kind: 'in-progress' };
      await sleep(FIRST_ANSWER_POLL_MS);
    }
  }

  /** The claiming request is still running: its lease goes on. */
  async renew(scope: KeyScope): Promise<void> {
    await this.rows.update({ ...scope, answeredAt: IsNull() }, { leaseExpiresAt: leaseFromNow() });
  }

  /** Stores the first request's answer for the repeats. */
  async answer(scope: KeyScope, status: number, body: unknown): Promise<void> {
    const responseBody = body === undefined ? null : JSON.stringify(body);
    await this.rows.update({ ...scope }, { responseStatus: status, responseBody, answeredAt: new Date() });
  }

  /** The first request failed: the key is free again, so the client's retry runs anew. */
  async release(scope: KeyScope): Promise<void> {
    await this.rows.delete({ ...scope, answeredAt: IsNull() });
  }

  private async insert(scope: KeyScope, fingerprint: string): Promise<boolean> {
    try {
      await this.rows.insert({
        ...scope,
        fingerprint,
        responseStatus: null,
        responseBody: null,
        answeredAt: null,
        leaseExpiresAt: leaseFromNow(),
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * The claim of a request that died (no answer, lease passed) goes to this one. One UPDATE
   * decides, so of two repeats taking over at once in any processes, exactly one runs.
   */
  private async takeOverLapsed(scope: KeyScope): Promise<boolean> {
    const now = new Date();
    const { affected } = await this.rows
      .createQueryBuilder()
      .update()
      .set({ leaseExpiresAt: leaseFromNow() })
      .where('userId = :userId AND idempotencyKey = :idempotencyKey AND answeredAt IS NULL', scope)
      .andWhere('(leaseExpiresAt IS NULL OR leaseExpiresAt < :now)', { now })
      .execute();
    return (affected ?? 0) > 0;
  }

  private async purgeExpiredNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = Date.now();
    await this.rows.delete({ createdAt: LessThan(this.cutoff()) });
  }

  private cutoff(): Date {
    return new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS);
  }
}
