/** The recipient toasts, and the form's missing-fields message (docs/product-rules.md, "Recipients"). */
export const RECIPIENT_MESSAGES = {
  added: 'Recipient added',
  updated: 'Recipient updated',
  deleted: 'Recipient deleted',
  deletedDescription: 'The recipient has been removed.',
  addFailed: 'Failed to add recipient.',
  updateFailed: 'Failed to update recipient.',
  deleteFailed: 'Failed to delete recipient.',
  missingFields: 'Missing fields',
  missingFieldsDescription: 'Please fill in the display name and relationship.',
  loadFailed: 'Failed to fetch recipients',
  deleteConfirm: 'Are you sure you want to delete this recipient?',
} as const;
