import { Column, Entity, OneToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';
import { Profile } from './profile.entity';

export const USER_ROLES = ['SHOPPER', 'CLIENT'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The token version of a new account; every password change adds one. */
export const INITIAL_TOKEN_VERSION = 0;

@Entity('users')
@Unique('UQ_users_email', ['email'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The password hash, never the password. */
  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'varchar', length: 16 })
  role: UserRole;

  /**
   * Carried by every bearer token as its `ver` claim; a token whose version is not the
   * current one is refused, so bumping it (on a password change) ends every older session.
   */
  @Column({ type: 'int', default: INITIAL_TOKEN_VERSION })
  tokenVersion: number;

  @CreatedAtColumn()
  createdAt: Date;

  @OneToOne(() => Profile, (profile) => profile.user)
  profile?: Relation<Profile>;
}
