import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * shoppers.dataVersion: raised after every change to the data of a shopper and their clients
 * (see TenantDataVersions), so every api process can tell whether an answer it kept is still
 * current. Plain ALTER TABLE, which both databases read alike (as for users.tokenVersion).
 */
export class TenantDataVersions1732320000007 implements MigrationInterface {
  name = 'TenantDataVersions1732320000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shoppers ADD COLUMN dataVersion INTEGER NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shoppers DROP COLUMN dataVersion');
  }
}
