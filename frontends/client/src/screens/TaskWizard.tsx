import { Placeholder } from './Placeholder';

/** PLACEHOLDER — the client's new shopping request (spec section 2, "Task creation"). */
export default function TaskWizard() {
  return <Placeholder title="New Shopping Request" route="/task-wizard" />;
}
