import { TaskWizard as Wizard } from '@atelier/common/task-wizard';

/** /task-wizard for the client: a new shopping request of their own. */
export default function TaskWizard() {
  return <Wizard role="CLIENT" />;
}
