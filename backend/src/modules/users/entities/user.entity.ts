import { Column, Entity, OneToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn } from '../../../infra/database/columns';
import { Profile } from './profile.entity';

export const USER_ROLES = ['SHOPPER', 'CLIENT'] as const;
export type UserRole = (typeof USER_ROLES)[number];

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

  @CreatedAtColumn()
  createdAt: Date;

  @OneToOne(() => Profile, (profile) => profile.user)
  profile?: Relation<Profile>;
}
