import type { MigrationInterface, QueryRunner } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Before due dates, an invoice was overdue 14 days after it was finalized: those keep that date. */
const EARLIER_OVERDUE_DAYS = 14;

/**
 * Payment terms: each shopper's (0, 7, 14 or 30 days, 7 to start with) and the due date every
 * finalized invoice carries. Invoices finalized before keep the 14 days after which they
 * used to count as overdue. Plain ALTER TABLE (as ShopperBrand): TypeORM's addColumn would
 * rebuild both tables on SQLite, which other tables reference.
 */
export class PaymentTerms1732320000020 implements MigrationInterface {
  name = 'PaymentTerms1732320000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shoppers ADD COLUMN paymentTermDays INT NOT NULL DEFAULT 7');
    await queryRunner.query('ALTER TABLE invoices ADD COLUMN dueDate VARCHAR(10) NULL');
    const finalized: { id: string; since: Date | string }[] = await queryRunner.query(
      "SELECT id, COALESCE(finalizedAt, createdAt) AS since FROM invoices WHERE status IN ('DUE', 'PAID')",
    );
    for (const { id, since } of finalized) {
      const start = new Date(since instanceof Date ? since : `${since.replace(' ', 'T')}Z`);
      const dueDate = new Date(start.getTime() + EARLIER_OVERDUE_DAYS * DAY_MS).toISOString().slice(0, 10);
      await queryRunner.query('UPDATE invoices SET dueDate = ? WHERE id = ?', [dueDate, id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE invoices DROP COLUMN dueDate');
    await queryRunner.query('ALTER TABLE shoppers DROP COLUMN paymentTermDays');
  }
}
