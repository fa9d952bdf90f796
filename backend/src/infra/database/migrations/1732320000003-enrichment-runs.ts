import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * enrichment_runs: one row per product-link import of an item, holding its outcome for the
 * request that waits on the `enrichment` job (which may run in another process).
 */
export class EnrichmentRuns1732320000003 implements MigrationInterface {
  name = 'EnrichmentRuns1732320000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    // As in the initial schema: milliseconds on both.
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'enrichment_runs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'itemId', type: 'varchar', length: '36' },
          { name: 'status', type: 'varchar', length: '16', default: "'PENDING'" },
          { name: 'imageAdded', type: 'boolean', default: 0 },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'finishedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['itemId'], referencedTableName: 'items', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_enrichment_runs_itemId', columnNames: ['itemId'] }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('enrichment_runs', true);
  }
}
