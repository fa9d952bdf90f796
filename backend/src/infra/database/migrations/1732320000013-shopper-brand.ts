import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shopper's brand and payment details, each optional (NULL: not set). */
const COLUMNS: [name: string, length: number][] = [
  ['businessName', 120],
  ['businessAddress', 500],
  ['paymentInstructions', 1000],
  ['paymentLink', 1024],
  ['logoUrl', 1024],
];

/**
 * shoppers: business name, business address, payment instructions, payment link and logo, for
 * the invoice letterhead and the client's "how to pay". Plain ALTER TABLE, one column per
 * statement (SQLite adds one at a time), which both databases read alike: TypeORM's addColumn
 * would rebuild the shoppers table on SQLite, which clients, tasks and invite codes reference.
 */
export class ShopperBrand1732320000013 implements MigrationInterface {
  name = 'ShopperBrand1732320000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, length] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE shoppers ADD COLUMN ${name} VARCHAR(${length}) NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE shoppers DROP COLUMN ${name}`);
    }
  }
}
