/**
 * The new shopping request wizard at /task-wizard (spec sections 2, 5, 8 and 9), shared by
 * both remotes: `<TaskWizard role="SHOPPER" />` or `role="CLIENT"`.
 */
export { TaskWizard } from './LazyTaskWizard';
export type { TaskWizardProps } from './TaskWizard';
export type { WizardRole } from './wizard-values';
