import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Deposits: money a shopper asks for on a task before shopping, held for its invoices once paid. */
export class TaskDeposits1732320000021 implements MigrationInterface {
  name = 'TaskDeposits1732320000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'task_deposits',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'taskId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'dueDate', type: 'varchar', length: '10', isNullable: true },
          { name: 'status', type: 'varchar', length: '16', default: "'REQUESTED'" },
          { name: 'method', type: 'varchar', length: '16', isNullable: true },
          { name: 'paidOn', type: 'varchar', length: '10', isNullable: true },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'updatedAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [{ name: 'IDX_task_deposits_task', columnNames: ['taskId'] }],
        foreignKeys: [{ columnNames: ['taskId'], referencedTableName: 'shop_tasks', referencedColumnNames: ['id'] }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('task_deposits');
  }
}
