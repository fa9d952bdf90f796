import type { ValueTransformer } from 'typeorm';
import { toMoneyString } from '@atelier/billing';

/** MySQL returns DECIMAL as "12.50", SQLite as 12.5: both leave the entity as "12.50". */
export const moneyTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value == null ? value : toMoneyString(value)),
  from: (value: string | number | null) => (value == null ? null : toMoneyString(value)),
};
