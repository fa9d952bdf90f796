import { buildUrl } from '../api/typed';

/** POST /api/tasks/{taskId}/items/upload-file: where item photos and receipts are sent. */
export function itemUploadUrl(taskId: string): string {
  return buildUrl('/api/tasks/{taskId}/items/upload-file', { taskId });
}
