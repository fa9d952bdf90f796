import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATEGORY_DEFINITIONS } from '../../../modules/categories/category-form-schemas';

/**
 * The three categories. The definitions are imported rather than copied here, so this
 * migration seeds whatever they say when it runs: later changes to a form schema need a
 * migration of their own to reach databases already seeded.
 *
 * `categories` resolves to the Category entity, so the query builder serialises formSchema
 * as that entity's json column on either driver.
 */
export class SeedCategories1732320000001 implements MigrationInterface {
  name = 'SeedCategories1732320000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('categories', ['id', 'key', 'name', 'description', 'formSchema'])
      .values(CATEGORY_DEFINITIONS.map((category) => ({ id: randomUUID(), ...category })))
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('categories')
      .where({ key: In(CATEGORY_DEFINITIONS.map((category) => category.key)) })
      .execute();
  }
}
