import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Refunds: money owed back on an invoice (paid beyond what the client kept) given back or kept as her credit. */
export class InvoiceRefunds1732320000023 implements MigrationInterface {
  name = 'InvoiceRefunds1732320000023';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    await queryRunner.createTable(
      new Table({
        name: 'invoice_refunds',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'invoiceId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'refundedOn', type: 'varchar', length: '10' },
          { name: 'reference', type: 'varchar', length: '255', isNullable: true },
          { name: 'providerRefundId', type: 'varchar', length: '255', isNullable: true },
          { name: 'recordedById', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'updatedAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [
          { name: 'IDX_invoice_refunds_invoice', columnNames: ['invoiceId'] },
          { name: 'IDX_invoice_refunds_provider', columnNames: ['providerRefundId'] },
        ],
        foreignKeys: [{ columnNames: ['invoiceId'], referencedTableName: 'invoices', referencedColumnNames: ['id'] }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('invoice_refunds');
  }
}
