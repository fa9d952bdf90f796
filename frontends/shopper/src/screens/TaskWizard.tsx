import { Placeholder } from './Placeholder';

/** PLACEHOLDER — new shopping request for one of the shopper's clients (spec section 2, "Task creation"). */
export default function TaskWizard() {
  return <Placeholder title="New Shopping Request" route="/task-wizard" />;
}
