import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** uploads: who uploaded each stored file, and for which task (null: as their avatar). */
export class Uploads1732320000006 implements MigrationInterface {
  name = 'Uploads1732320000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    // As in the initial schema: milliseconds on both.
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'uploads',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'taskId', type: 'varchar', length: '36', isNullable: true },
          { name: 'storageKey', type: 'varchar', length: '128' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [
          { columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['taskId'],
            referencedTableName: 'shop_tasks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [
          { name: 'IDX_uploads_userId_storageKey', columnNames: ['userId', 'storageKey'] },
          { name: 'IDX_uploads_taskId', columnNames: ['taskId'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('uploads', true);
  }
}
