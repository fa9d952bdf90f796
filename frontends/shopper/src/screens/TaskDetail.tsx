import { Placeholder } from './Placeholder';

/** PLACEHOLDER — task detail for the shopper (spec section 2, "Task detail"); query tab=messages opens the chat. */
export default function TaskDetail() {
  return <Placeholder title="Task Detail" route="/tasks/:id" />;
}
