import { TaskWizard as Wizard } from '@atelier/common/task-wizard';

/** /task-wizard for the shopper: a new shopping request for one of their clients. */
export default function TaskWizard() {
  return <Wizard role="SHOPPER" />;
}
