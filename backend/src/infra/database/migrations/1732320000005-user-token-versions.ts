import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.tokenVersion: the `ver` claim every bearer token must match (see AccessTokenVerifier).
 * Plain ALTER TABLE, which both databases read alike: TypeORM's addColumn/dropColumn would
 * rebuild the users table on SQLite, and a rebuild while rows reference users fails on undo.
 */
export class UserTokenVersions1732320000005 implements MigrationInterface {
  name = 'UserTokenVersions1732320000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN tokenVersion INTEGER NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN tokenVersion');
  }
}
