import { fromCents } from '@atelier/billing';
import { formatCurrency } from '../format';
import type { BudgetState } from './budget-limit';

/** 41250 → "$412.50". */
export function money(cents: number): string {
  return formatCurrency(fromCents(Math.max(0, cents)));
}

/** A budget reads in whole dollars when it is one: 70000 → "$700", 25050 → "$250.50". */
export function budgetMoney(cents: number): string {
  return cents % 100 === 0 ? money(cents).replace(/\.00$/, '') : money(cents);
}

/** "$412.50 of $700 budget". */
export function spentOfBudget(spentCents: number, limitCents: number): string {
  return `${money(spentCents)} of ${budgetMoney(limitCents)} budget`;
}

/** What the state says in words (never colour alone): "Within budget", "Close to budget", "Over budget by $12.50". */
export function budgetStateText(state: BudgetState, spentCents: number, limitCents: number | null): string {
  switch (state) {
    case 'none':
      return 'No budget given';
    case 'ok':
      return 'Within budget';
    case 'near':
      return 'Close to budget';
    case 'over':
      return `Over budget by ${money(spentCents - (limitCents ?? 0))}`;
  }
}
