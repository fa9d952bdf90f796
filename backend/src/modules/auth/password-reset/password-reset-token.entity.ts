import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';

/**
 * A password reset link's token, kept only as its SHA-256: the database never holds a usable
 * link. Valid while unused, unvoided (a newer request voids it), unexpired (1 hour) and
 * issued at the user's current token version (any password change bumps it).
 */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'int' })
  tokenVersion: number;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  voidedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
