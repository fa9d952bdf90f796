/**
 * The new shopping request wizard at /task-wizard (docs/product-rules.md, "Task creation"), shared by
 * both remotes: `<TaskWizard role="SHOPPER" />` or `role="CLIENT"`.
 */
export { TaskWizard } from './LazyTaskWizard';
export type { TaskWizardProps } from './TaskWizard';
export type { WizardRole } from './wizard-values';
