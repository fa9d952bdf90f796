import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The payments ledger: money received against an invoice, one row per payment. Balances are
 * derived from these rows and the credit notes, never stored.
 */
export class InvoicePayments1732320000019 implements MigrationInterface {
  name = 'InvoicePayments1732320000019';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'invoice_payments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'invoiceId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'paidOn', type: 'varchar', length: '10' },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'recordedById', type: 'varchar', length: '36', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [{ name: 'IDX_invoice_payments_invoice', columnNames: ['invoiceId'] }],
        foreignKeys: [
          { columnNames: ['invoiceId'], referencedTableName: 'invoices', referencedColumnNames: ['id'] },
          { columnNames: ['recordedById'], referencedTableName: 'users', referencedColumnNames: ['id'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('invoice_payments');
  }
}
