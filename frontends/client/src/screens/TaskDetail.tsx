import { TaskWorkspace } from '@atelier/common';
import { useParams } from 'react-router';

/** /tasks/{id} for the client: the task workspace, read-only but for reactions, pins and chat. */
export default function TaskDetail() {
  const { id } = useParams();
  return <TaskWorkspace taskId={id} role="CLIENT" />;
}
