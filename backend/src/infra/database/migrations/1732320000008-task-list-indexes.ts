import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Indexes that let GET /api/tasks read only indexes: the items' count and subtotal of a task
 * come from (taskId, quantity, unitPrice) without reading the item rows, and a party's tasks
 * come newest first from (party, createdAt, id) without a sort.
 */
const TASK_LIST_INDEXES = [
  new TableIndex({ name: 'IDX_items_task_totals', columnNames: ['taskId', 'quantity', 'unitPrice'] }),
  new TableIndex({ name: 'IDX_shop_tasks_shopper_created', columnNames: ['shopperId', 'createdAt', 'id'] }),
  new TableIndex({ name: 'IDX_shop_tasks_client_created', columnNames: ['clientId', 'createdAt', 'id'] }),
];

const TABLE_OF: Record<string, string> = {
  IDX_items_task_totals: 'items',
  IDX_shop_tasks_shopper_created: 'shop_tasks',
  IDX_shop_tasks_client_created: 'shop_tasks',
};

export class TaskListIndexes1732320000008 implements MigrationInterface {
  name = 'TaskListIndexes1732320000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TASK_LIST_INDEXES) await queryRunner.createIndex(TABLE_OF[index.name], index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...TASK_LIST_INDEXES].reverse()) {
      const table = TABLE_OF[index.name];
      // MySQL dropped its own index of the foreign key (the first column) once this one served
      // it, and refuses to leave the key without one: give it back its own first.
      const [foreignKey] = index.columnNames;
      const own = `IDX_${table}_${foreignKey}_fk`;
      const existing = (await queryRunner.getTable(table))!.indices;
      if (!existing.some((other) => other.name !== index.name && other.columnNames[0] === foreignKey))
        await queryRunner.createIndex(table, new TableIndex({ name: own, columnNames: [foreignKey] }));
      await queryRunner.dropIndex(table, index.name);
    }
  }
}
