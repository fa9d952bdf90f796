import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * items.shopperNote: the shopper's own note on an item, shown to her client (NULL: none).
 * Plain ALTER TABLE, as in migration 1732320000013: TypeORM's addColumn would rebuild the
 * items table on SQLite, which invoice lines, feedback and import runs reference. TEXT reads
 * alike on both databases.
 */
export class ItemShopperNote1732320000016 implements MigrationInterface {
  name = 'ItemShopperNote1732320000016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE items ADD COLUMN shopperNote TEXT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE items DROP COLUMN shopperNote');
  }
}
