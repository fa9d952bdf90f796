import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Email: the record of every email (kind, recipient, outcome), password reset tokens (hashes
 * only), each user's email preferences, the digests waiting to go out (one per user and task),
 * and on notifications what they are about (`subjectId`) and when a digest mailed them.
 */
export class Email1732320000009 implements MigrationInterface {
  name = 'Email1732320000009';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const now = sqlite ? "strftime('%Y-%m-%d %H:%M:%f','now')" : 'CURRENT_TIMESTAMP(3)';
    const userFk = {
      columnNames: ['userId'],
      referencedTableName: 'users',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    };
    await queryRunner.createTable(
      new Table({
        name: 'emails',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'subjectId', type: 'varchar', length: '36', isNullable: true },
          { name: 'context', type: 'json', isNullable: true },
          { name: 'status', type: 'varchar', length: '16', default: "'queued'" },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'messageId', type: 'varchar', length: '255', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_emails_kind_subject_created', columnNames: ['kind', 'subjectId', 'createdAt'] },
          { name: 'IDX_emails_status_created', columnNames: ['status', 'createdAt'] },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'tokenVersion', type: 'int' },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'voidedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [userFk],
        uniques: [{ name: 'UQ_password_reset_tokens_hash', columnNames: ['tokenHash'] }],
        indices: [{ name: 'IDX_password_reset_tokens_userId', columnNames: ['userId'] }],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_preferences',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'messages', type: 'boolean', default: true },
          { name: 'itemsAndComments', type: 'boolean', default: true },
          { name: 'invoices', type: 'boolean', default: true },
          { name: 'updatedAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [userFk],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'pending_digests',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'taskId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'id', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3, default: now },
        ],
        foreignKeys: [
          userFk,
          {
            columnNames: ['taskId'],
            referencedTableName: 'shop_tasks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        uniques: [{ name: 'UQ_pending_digests_id', columnNames: ['id'] }],
        indices: [{ name: 'IDX_pending_digests_taskId', columnNames: ['taskId'] }],
      }),
      true,
    );
    await queryRunner.addColumns('notifications', [
      new TableColumn({ name: 'subjectId', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'emailedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'notifications',
      new TableIndex({ name: 'IDX_notifications_user_task', columnNames: ['userId', 'taskId'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('notifications', 'IDX_notifications_user_task');
    await queryRunner.dropColumn('notifications', 'emailedAt');
    await queryRunner.dropColumn('notifications', 'subjectId');
    await queryRunner.dropTable('pending_digests', true);
    await queryRunner.dropTable('email_preferences', true);
    await queryRunner.dropTable('password_reset_tokens', true);
    await queryRunner.dropTable('emails', true);
  }
}
