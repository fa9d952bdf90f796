import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Idempotency keys: one row per user and key, holding the request's fingerprint and, once
 * answered, the answer to replay. Keys are ASCII and compared byte for byte (case matters).
 */
export class IdempotencyKeys1732320000010 implements MigrationInterface {
  name = 'IdempotencyKeys1732320000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          {
            name: 'idempotencyKey',
            type: 'varchar',
            length: '255',
            isPrimary: true,
            ...(sqlite ? {} : { charset: 'ascii', collation: 'ascii_bin' }),
          },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'responseStatus', type: 'int', isNullable: true },
          { name: 'responseBody', type: sqlite ? 'text' : 'mediumtext', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'answeredAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_idempotency_keys_createdAt', columnNames: ['createdAt'] }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys', true);
  }
}
