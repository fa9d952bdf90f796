import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Payment reminders: each reminder sent about an unpaid invoice (one row per invoice and stage,
 * whose primary key is what makes each stage go out once, whichever worker sweeps), and the
 * client's preference to get them. The preference is a plain ALTER TABLE (as ClientStanding):
 * TypeORM's addColumn would rebuild email_preferences on SQLite.
 */
export class PaymentReminders1732320000024 implements MigrationInterface {
  name = 'PaymentReminders1732320000024';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'invoice_reminders',
        columns: [
          { name: 'invoiceId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'stage', type: 'varchar', length: '16', isPrimary: true },
          { name: 'emailId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [
          {
            columnNames: ['invoiceId'],
            referencedTableName: 'invoices',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
    await queryRunner.query('ALTER TABLE email_preferences ADD COLUMN paymentReminders BOOLEAN NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_preferences DROP COLUMN paymentReminders');
    await queryRunner.dropTable('invoice_reminders');
  }
}
