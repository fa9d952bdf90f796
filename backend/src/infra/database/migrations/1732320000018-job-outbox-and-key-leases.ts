import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Faults survived:
 * - job_outbox: jobs written in the transaction of the change they follow, moved to the queue
 *   by JobOutboxRelay once committed, so a Redis outage delays jobs and loses none.
 * - idempotency_keys.leaseExpiresAt: a claimed key whose request died is taken over by a retry
 *   once its lease has passed, instead of answering "still in progress" for a day. Keys claimed
 *   before this migration get no lease (NULL): a retry may take them over at once.
 */
export class JobOutboxAndKeyLeases1732320000018 implements MigrationInterface {
  name = 'JobOutboxAndKeyLeases1732320000018';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'job_outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'queue', type: 'varchar', length: '32' },
          { name: 'payload', type: 'text' },
          { name: 'jobId', type: 'varchar', length: '255' },
          { name: 'runAt', type: 'datetime', precision: 3 },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [{ name: 'IDX_job_outbox_run_at', columnNames: ['runAt'] }],
      }),
      true,
    );
    await queryRunner.query('ALTER TABLE idempotency_keys ADD COLUMN leaseExpiresAt DATETIME(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE idempotency_keys DROP COLUMN leaseExpiresAt');
    await queryRunner.dropTable('job_outbox');
  }
}
