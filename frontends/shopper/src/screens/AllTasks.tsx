import { Placeholder } from './Placeholder';

/** PLACEHOLDER — All Tasks list with filters (spec section 2, "All Tasks"). */
export default function AllTasks() {
  return <Placeholder title="All Tasks" route="/tasks" />;
}
