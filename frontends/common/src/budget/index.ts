/**
 * Budgets (issue 20, point 3): a request's budget answer read as a limit, what the items add
 * up to against it, the task page's meter, the item form's check and the task cards' glyph.
 */
export { budgetAfterSave, budgetLimitCents, budgetSpend, budgetState, unitsTowardBudget } from './budget-limit';
export type { BudgetAfterSave, BudgetItem, BudgetSpend, BudgetState } from './budget-limit';
export { budgetStateText, money, spentOfBudget } from './budget-text';
export { BudgetGlyph } from './BudgetGlyph';
export { BudgetMeter } from './BudgetMeter';
export type { BudgetMeterProps } from './BudgetMeter';
export { TaskBudgetContext, useTaskBudget } from './task-budget-context';
export type { TaskBudget } from './task-budget-context';
