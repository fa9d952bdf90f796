import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * task_reads: per user and task, the last chat message the user has read (unread counts are
 * the other party's messages after it). notifications: the in-app feed of each user, kept
 * server-side so it survives a reload and shows on every device.
 */
export class LiveUpdates1732320000004 implements MigrationInterface {
  name = 'LiveUpdates1732320000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    const cascadeTo = (column: string, table: string) => ({
      columnNames: [column],
      referencedTableName: table,
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });
    await queryRunner.createTable(
      new Table({
        name: 'task_reads',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'taskId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'lastReadMessageId', type: 'varchar', length: '36' },
          { name: 'updatedAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [
          cascadeTo('userId', 'users'),
          cascadeTo('taskId', 'shop_tasks'),
          cascadeTo('lastReadMessageId', 'messages'),
        ],
        indices: [
          { name: 'IDX_task_reads_taskId', columnNames: ['taskId'] },
          { name: 'IDX_task_reads_lastReadMessageId', columnNames: ['lastReadMessageId'] },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'taskId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'actorName', type: 'varchar', length: '100' },
          { name: 'summary', type: 'varchar', length: '200' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'readAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        foreignKeys: [cascadeTo('userId', 'users'), cascadeTo('taskId', 'shop_tasks')],
        indices: [
          { name: 'IDX_notifications_user_created', columnNames: ['userId', 'createdAt'] },
          { name: 'IDX_notifications_taskId', columnNames: ['taskId'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notifications', true);
    await queryRunner.dropTable('task_reads', true);
  }
}
