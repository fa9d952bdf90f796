import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Deposit releases: what was left of a task's deposits once it was done, given back or kept as credit. */
export class DepositReleases1732320000025 implements MigrationInterface {
  name = 'DepositReleases1732320000025';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'deposit_releases',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'taskId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'releasedOn', type: 'varchar', length: '10' },
          { name: 'reference', type: 'varchar', length: '255', isNullable: true },
          { name: 'recordedById', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [{ name: 'IDX_deposit_releases_task', columnNames: ['taskId'] }],
        foreignKeys: [{ columnNames: ['taskId'], referencedTableName: 'shop_tasks', referencedColumnNames: ['id'] }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('deposit_releases');
  }
}
