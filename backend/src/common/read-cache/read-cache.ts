import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { TenantSnapshot } from '../auth/auth-user';

/**
 * What ReadCache keeps of one answer: the tenant and data version it was computed at, its
 * JSON, serialized once, its entity tag, and the template of the route that computed it (the
 * label under which serving it again is measured).
 */
export interface KeptAnswer {
  tenant: TenantSnapshot;
  body: Buffer;
  etag: string;
  route: string | undefined;
}

/** Memory given to kept answers per process; the least recently read go first. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Answers of reads, per user and URL, each tagged with the tenant data version it was
 * computed at (TenantDataVersions). A kept answer is served only while the caller's tenant is
 * still at that version, which is read with the caller's session on every request, so the
 * cache needs no invalidation messages between processes. Keys start with the user's id:
 * answers are never shared between users, let alone tenants.
 */
@Injectable()
export class ReadCache {
  private readonly answers = new LRUCache<string, KeptAnswer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + 2 * key.length + 64,
  });

  static keyOf(userId: string, url: string): string {
    return `${userId} ${url}`;
  }

  /** The answer kept under `key`, if it was computed at the tenant's current data version. */
  get(key: string, tenant: TenantSnapshot): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer || answer.tenant.id !== tenant.id || answer.tenant.dataVersion !== tenant.dataVersion) return undefined;
    return answer;
  }

  /**
   * Keeps an answer unless a newer one (of a later version) is already kept; with `keptForMs`,
   * for that long at most.
   */
  set(key: string, answer: KeptAnswer, keptForMs?: number): void {
    const kept = this.answers.peek(key);
    if (kept && kept.tenant.id === answer.tenant.id && kept.tenant.dataVersion > answer.tenant.dataVersion) return;
    this.answers.set(key, answer, keptForMs === undefined ? undefined : { ttl: keptForMs });
  }
}
