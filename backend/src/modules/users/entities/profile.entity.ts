import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../infra/database/columns';
import { User } from './user.entity';

export const COLOR_PALETTES = ['gold', 'rose', 'cocoa', 'cream'] as const;
export type ColorPalette = (typeof COLOR_PALETTES)[number];

@Entity('profiles')
export class Profile {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @OneToOne(() => User, (user) => user.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 100 })
  displayName: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  avatarUrl: string | null;

  @Column({ type: 'varchar', length: 16, default: 'gold' })
  colorPalette: ColorPalette;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
