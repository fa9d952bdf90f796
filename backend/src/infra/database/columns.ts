import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions, type ValueTransformer } from 'typeorm';

/**
 * On SQLite, TypeORM cannot send DEFAULT in an INSERT, so it inlines the entity's default
 * expression; its own is datetime('now'), whole seconds. This one keeps milliseconds (chat
 * order depends on them) in the text form TypeORM writes for Date values. MySQL sends DEFAULT
 * and uses the CURRENT_TIMESTAMP(3) the migration put on the column, so it never runs this.
 */
const SQLITE_NOW_MS = "strftime('%Y-%m-%d %H:%M:%f','now')";

export function CreatedAtColumn(): PropertyDecorator {
  return CreateDateColumn({ type: 'datetime', precision: 3, default: () => SQLITE_NOW_MS });
}

/** save() stamps updates with new Date(); a query-builder update() writes CURRENT_TIMESTAMP (seconds). */
export function UpdatedAtColumn(): PropertyDecorator {
  return UpdateDateColumn({ type: 'datetime', precision: 3, default: () => SQLITE_NOW_MS });
}

/**
 * `json` rather than `simple-json`: TypeORM 1.1.1 stringifies and parses `json` itself on
 * SQLite (stored as text) and on MySQL, where mysql2 hands over MySQL's JSON already parsed
 * and MariaDB's JSON (a LONGTEXT alias with a json_valid CHECK) as a string that the driver
 * JSON.parses. Entities get objects on both, and MariaDB/MySQL still reject invalid JSON.
 * Raw results (getRawMany, query()) are not hydrated: there JSON is a string except on MySQL.
 */
export function JsonColumn(options: Omit<ColumnOptions, 'type'> = {}): PropertyDecorator {
  return Column({ ...options, type: 'json' });
}

/** A list column that is never null: an insert without a value stores [], and null reads as []. */
export const emptyListTransformer: ValueTransformer = {
  to: (value: unknown[] | null | undefined) => value ?? [],
  from: (value: unknown[] | null) => value ?? [],
};
