import { TaskWorkspace } from '@atelier/common';
import { useParams } from 'react-router';

/** /tasks/{id} for the shopper: the task workspace with everything editable. */
export default function TaskDetail() {
  const { id } = useParams();
  return <TaskWorkspace taskId={id} role="SHOPPER" />;
}
