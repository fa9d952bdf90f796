import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Indexes that let GET /api/tasks read only indexes: the items' count and subtotal of a task
 * come from (taskId, quantity, unitPrice) without reading the item rows, and a party's tasks
 * come newest first from (party, createdAt, id) without a sort.
 */
const TASK_LIST_INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  ['items', 'IDX_items_task_totals', ['taskId', 'quantity', 'unitPrice']],
  ['shop_tasks', 'IDX_shop_tasks_shopper_created', ['shopperId', 'createdAt', 'id']],
  ['shop_tasks', 'IDX_shop_tasks_client_created', ['clientId', 'createdAt', 'id']],
];

export class TaskListIndexes1732320000008 implements MigrationInterface {
  name = 'TaskListIndexes1732320000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of TASK_LIST_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, [foreignKey]] of [...TASK_LIST_INDEXES].reverse()) {
      // MySQL dropped its own index of the foreign key (the first column) once this one served
      // it, and refuses to leave the key without one: give it one back first.
      const others = (await queryRunner.getTable(table))!.indices.filter((index) => index.name !== name);
      if (!others.some((index) => index.columnNames[0] === foreignKey)) {
        await queryRunner.createIndex(
          table,
          new TableIndex({ name: `IDX_${table}_${foreignKey}_fk`, columnNames: [foreignKey!] }),
        );
      }
      await queryRunner.dropIndex(table, name);
    }
  }
}
