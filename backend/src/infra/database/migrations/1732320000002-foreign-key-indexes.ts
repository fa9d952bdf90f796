import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Indexes on the foreign keys the lists filter and join on. MySQL/MariaDB create one for
 * every foreign key by themselves, so this only adds them where the database does not:
 * SQLite, where without them each task-list subquery scans the whole items table.
 */
const FOREIGN_KEY_INDEXES: Array<[table: string, column: string]> = [
  ['items', 'taskId'],
  ['shop_tasks', 'shopperId'],
  ['shop_tasks', 'clientId'],
  ['shop_tasks', 'recipientId'],
  ['recipients', 'clientId'],
  ['clients', 'shopperId'],
  ['invoices', 'taskId'],
  ['invoice_lines', 'invoiceId'],
  ['invoice_lines', 'itemId'],
  ['invite_codes', 'shopperId'],
];

const indexName = (table: string, column: string) => `IDX_${table}_${column}`;

export class ForeignKeyIndexes1732320000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner)) return;
    for (const [table, column] of FOREIGN_KEY_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name: indexName(table, column), columnNames: [column] }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner)) return;
    for (const [table, column] of [...FOREIGN_KEY_INDEXES].reverse()) {
      await queryRunner.dropIndex(table, indexName(table, column));
    }
  }
}

function isSqlite(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.options.type === 'better-sqlite3';
}
