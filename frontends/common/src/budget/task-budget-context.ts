import { createContext, useContext } from 'react';
import type { BudgetItem } from './budget-limit';

/** What the item form needs to tell whether a save takes the task over its budget. */
export interface TaskBudget {
  /** The request's budget answer as stored. */
  answer: unknown;
  /** The task's items now (an edited item is found by its id). */
  items: readonly (BudgetItem & { id: string })[];
  /** The task's effective fee percent ("12.50"). */
  feePct: string;
}

/** Given by the task workspace around its cards; null elsewhere (no warning then). */
export const TaskBudgetContext = createContext<TaskBudget | null>(null);

export function useTaskBudget(): TaskBudget | null {
  return useContext(TaskBudgetContext);
}
