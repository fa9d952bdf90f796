import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';

/**
 * A user's Idempotency-Key: claimed when its first request starts (no answer yet), answered
 * when that request succeeded. A failed first request gives the key back (the row is deleted),
 * so a retry runs again; one that died without a word loses it when its lease passes. Valid for
 * 24 hours from the claim.
 */
@Entity('idempotency_keys')
export class IdempotencyKeyRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  idempotencyKey: string;

  /** SHA-256 of the method, the URL and the JSON body: a reuse for another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  /** The answer's JSON text; null for an empty answer. */
  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  answeredAt: Date | null;

  /**
   * Until when the request that claimed the key holds it (renewed while it runs). Once passed
   * without an answer, that request died with its process or its connection: a retry takes
   * the key over. Null on keys claimed before leases existed.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  leaseExpiresAt: Date | null;
}
