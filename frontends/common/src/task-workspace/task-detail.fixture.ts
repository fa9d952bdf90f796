/** A task detail answer (GET /api/tasks/{id}) for component tests, with overridable parts. */
import type { Schemas } from '../api/typed';

type Detail = Schemas['TaskDetailDto'];

export const TASK_ID = '7f3c2a10-5b6d-4e8f-9a01-23456789abcd';

export function fakeItem(overrides: Partial<Schemas['ItemReadDto']> = {}): Schemas['ItemReadDto'] {
  return {
    id: 'item-1',
    taskId: TASK_ID,
    name: 'Linen Blazer',
    brand: 'Maison',
    store: 'Nordstrom',
    link: null,
    quantity: 1,
    unitPrice: '19.99',
    imageUrls: [],
    images: [],
    receiptUrl: null,
    aiSummary: null,
    shopperNote: null,
    status: 'DRAFT',
    locked: false,
    qtyRemaining: 1,
    qtyCredited: 0,
    invoiceId: null,
    feedback: { likes: 0, dislikes: 0, userFeedback: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeTaskDetail(
  overrides: { task?: Partial<Detail['task']>; items?: Detail['items']; recipient?: Detail['recipient'] } = {},
): Detail {
  return {
    task: {
      id: TASK_ID,
      title: 'Spring wardrobe refresh',
      description: 'Light layers for spring.',
      uploadedImages: [],
      referenceImages: [],
      shopperId: 'shopper-1',
      clientId: 'client-1',
      recipientId: 'recipient-1',
      categoryId: 'category-1',
      status: 'ACTIVE',
      feePct: null,
      effectiveFeePct: '12.50',
      answers: { style: 'smart-casual', colors: ['Navy'] },
      occasion: null,
      notes: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
      ...overrides.task,
    },
    items: overrides.items ?? [],
    category: {
      id: 'category-1',
      key: 'CLOTHING',
      name: 'Clothing & Fashion',
      description: 'Clothing',
      formSchema: {
        fields: [
          { key: 'style', label: 'Style preference', type: 'string', required: true },
          { key: 'colors', label: 'Colors', type: 'string[]', required: false },
        ],
      },
    },
    client: {
      id: 'client-1',
      displayName: 'Casey Client',
      email: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Client',
    },
    shopper: { id: 'shopper-1', displayName: 'Avery Stylist', defaultFeePct: '12.50' },
    recipient:
      overrides.recipient === undefined
        ? {
            id: 'recipient-1',
            clientId: 'client-1',
            relationship: 'spouse',
            displayName: 'Jordan',
            birthdate: '1990-05-14',
            gender: 'male',
            notes: 'Prefers natural fabrics.',
            profile: { topsSize: 'L' },
            createdAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
          }
        : overrides.recipient,
  };
}
