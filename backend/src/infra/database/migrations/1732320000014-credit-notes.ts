import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/**
 * Credit notes: returns recorded against a DUE or PAID invoice. Each line credits units of one
 * invoice line at that line's frozen unit price and fee percent. Numbers run per shopper
 * (CN-0001…), unique like invoice numbers.
 */
export class CreditNotes1732320000014 implements MigrationInterface {
  name = 'CreditNotes1732320000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    const ref = (name: string): TableColumnOptions => ({ name, type: 'varchar', length: '36' });
    const money = (name: string, precision = 10): TableColumnOptions => ({
      name,
      type: 'decimal',
      precision,
      scale: 2,
    });
    await queryRunner.createTable(
      new Table({
        name: 'credit_notes',
        columns: [
          { ...ref('id'), isPrimary: true },
          ref('invoiceId'),
          ref('shopperId'),
          { name: 'creditNoteNumber', type: 'varchar', length: '32' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          money('subtotal'),
          money('serviceFee'),
          money('taxes'),
          money('total'),
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        uniques: [{ name: 'UQ_credit_notes_shopper_number', columnNames: ['shopperId', 'creditNoteNumber'] }],
        indices: [{ name: 'IDX_credit_notes_invoice', columnNames: ['invoiceId'] }],
        foreignKeys: [
          { columnNames: ['invoiceId'], referencedTableName: 'invoices', referencedColumnNames: ['id'] },
          { columnNames: ['shopperId'], referencedTableName: 'shoppers', referencedColumnNames: ['userId'] },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'credit_note_lines',
        columns: [
          { ...ref('id'), isPrimary: true },
          ref('creditNoteId'),
          ref('invoiceLineId'),
          ref('itemId'),
          { name: 'quantity', type: 'int' },
          money('unitPrice'),
          money('feePct', 5),
          money('lineTotal'),
          money('lineServiceFee'),
          money('lineTaxes'),
        ],
        indices: [
          { name: 'IDX_credit_note_lines_credit_note', columnNames: ['creditNoteId'] },
          { name: 'IDX_credit_note_lines_invoice_line', columnNames: ['invoiceLineId'] },
          { name: 'IDX_credit_note_lines_item', columnNames: ['itemId'] },
        ],
        foreignKeys: [
          {
            columnNames: ['creditNoteId'],
            referencedTableName: 'credit_notes',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          { columnNames: ['invoiceLineId'], referencedTableName: 'invoice_lines', referencedColumnNames: ['id'] },
          { columnNames: ['itemId'], referencedTableName: 'items', referencedColumnNames: ['id'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('credit_note_lines', true);
    await queryRunner.dropTable('credit_notes', true);
  }
}
