import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { JsonColumn } from '../../infra/database/columns';
import type { CategoryFormSchema } from './category-form-schemas';

export const CATEGORY_KEYS = ['CLOTHING', 'HOME_DECOR', 'EVENT'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

@Entity('categories')
@Unique('UQ_categories_key', ['key'])
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  key: CategoryKey;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @JsonColumn()
  formSchema: CategoryFormSchema;
}
