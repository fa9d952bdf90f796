import { QueryFailedError } from 'typeorm';

/** The driver's error code of a failed query (mysql2 and better-sqlite3 both set `code`). */
function driverCode(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

const UNIQUE_VIOLATION_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** True when a write failed only because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATION_CODES.has(driverCode(error) ?? '');
}

/** "Row is still referenced" or "referenced row is missing" on either driver. */
const FOREIGN_KEY_VIOLATION_CODES = new Set([
  'ER_ROW_IS_REFERENCED_2',
  'ER_ROW_IS_REFERENCED',
  'ER_NO_REFERENCED_ROW_2',
  'SQLITE_CONSTRAINT_FOREIGNKEY',
]);

/** True when a write failed because a foreign key points at (or would point at) a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return FOREIGN_KEY_VIOLATION_CODES.has(driverCode(error) ?? '');
}
