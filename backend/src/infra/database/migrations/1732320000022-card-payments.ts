import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Card payments: each shopper's connected Stripe account and whether it takes charges yet; the
 * Checkout sessions clients are sent to (what each asked for, so a webhook's amount is checked
 * against it); the provider events already handled; and the clients' credit with a shopper
 * (a card payment that arrived after the balance was paid otherwise).
 */
export class CardPayments1732320000022 implements MigrationInterface {
  name = 'CardPayments1732320000022';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    // Plain ALTER TABLE (as PaymentTerms): addColumn would rebuild the table on SQLite.
    await queryRunner.query('ALTER TABLE shoppers ADD COLUMN stripeAccountId VARCHAR(64) NULL');
    await queryRunner.query('ALTER TABLE shoppers ADD COLUMN cardPaymentsReady BOOLEAN NOT NULL DEFAULT 0');
    await queryRunner.createTable(
      new Table({
        name: 'card_checkouts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'targetId', type: 'varchar', length: '36' },
          { name: 'taskId', type: 'varchar', length: '36' },
          { name: 'accountId', type: 'varchar', length: '64' },
          { name: 'sessionId', type: 'varchar', length: '255' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '16', default: "'OPEN'" },
          { name: 'paymentIntentId', type: 'varchar', length: '255', isNullable: true },
          { name: 'createdById', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'updatedAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [
          { name: 'UQ_card_checkouts_session', columnNames: ['sessionId'], isUnique: true },
          { name: 'IDX_card_checkouts_target', columnNames: ['targetId'] },
          { name: 'IDX_card_checkouts_task', columnNames: ['taskId'] },
        ],
        foreignKeys: [{ columnNames: ['taskId'], referencedTableName: 'shop_tasks', referencedColumnNames: ['id'] }],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'payment_provider_events',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'type', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'client_credits',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'shopperId', type: 'varchar', length: '36' },
          { name: 'clientId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'reason', type: 'varchar', length: '24' },
          { name: 'sourceId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        indices: [{ name: 'IDX_client_credits_pair', columnNames: ['shopperId', 'clientId'] }],
        foreignKeys: [
          { columnNames: ['shopperId'], referencedTableName: 'users', referencedColumnNames: ['id'] },
          { columnNames: ['clientId'], referencedTableName: 'users', referencedColumnNames: ['id'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('client_credits');
    await queryRunner.dropTable('payment_provider_events');
    await queryRunner.dropTable('card_checkouts');
    await queryRunner.query('ALTER TABLE shoppers DROP COLUMN cardPaymentsReady');
    await queryRunner.query('ALTER TABLE shoppers DROP COLUMN stripeAccountId');
  }
}
