import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shopper chooses her clients:
 * - shoppers.acceptsNewClients (default on): off, she leaves the public list of registration.
 * - clients.status (ACTIVE, ARCHIVED or DECLINED) and clients.statusChangedAt.
 * Plain ALTER TABLE, one column per statement (SQLite adds one at a time), as in migration
 * 1732320000013: TypeORM's addColumn would rebuild both tables on SQLite, which tasks,
 * recipients and invite codes reference. Types both databases read alike.
 */
export class ClientStanding1732320000017 implements MigrationInterface {
  name = 'ClientStanding1732320000017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shoppers ADD COLUMN acceptsNewClients BOOLEAN NOT NULL DEFAULT 1');
    await queryRunner.query("ALTER TABLE clients ADD COLUMN status VARCHAR(16) NOT NULL DEFAULT 'ACTIVE'");
    await queryRunner.query('ALTER TABLE clients ADD COLUMN statusChangedAt DATETIME(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE clients DROP COLUMN statusChangedAt');
    await queryRunner.query('ALTER TABLE clients DROP COLUMN status');
    await queryRunner.query('ALTER TABLE shoppers DROP COLUMN acceptsNewClients');
  }
}
