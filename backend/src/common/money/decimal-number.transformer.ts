import type { ValueTransformer } from 'typeorm';

/**
 * For DECIMAL columns that are not money (pin positions): mysql2 returns "12.3400",
 * SQLite 12.34; both leave the entity as the number 12.34.
 */
export const decimalNumberTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value == null ? null : Number(value)),
};
