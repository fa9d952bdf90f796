import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * invoices.invoiceNumber becomes nullable: an invoice is a DRAFT, numberless and seen by its
 * shopper alone, until she finalizes it; the number is taken then (invoice-numbering). The
 * unique index on (shopperId, invoiceNumber) stays: both databases let it hold many NULLs.
 * SQLite changes the column by rebuilding the table, which TypeORM does with foreign keys off
 * during migrations, so the rebuild's DROP cascades to no invoice line or credit note.
 */
export class DraftInvoices1732320000015 implements MigrationInterface {
  name = 'DraftInvoices1732320000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('invoices', 'invoiceNumber', numberColumn(true));
    // Invoices created and never given anything were shown to clients as empty DUE ones.
    await queryRunner.query(
      "UPDATE invoices SET status = 'DRAFT', invoiceNumber = NULL WHERE status = 'DUE' AND finalizedAt IS NULL " +
        'AND NOT EXISTS (SELECT 1 FROM invoice_lines line WHERE line.invoiceId = invoices.id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Drafts are empty: nothing refers to them.
    await queryRunner.query("DELETE FROM invoices WHERE status = 'DRAFT'");
    await queryRunner.changeColumn('invoices', 'invoiceNumber', numberColumn(false));
  }
}

function numberColumn(isNullable: boolean): TableColumn {
  return new TableColumn({ name: 'invoiceNumber', type: 'varchar', length: '32', isNullable });
}
