/** Categories as GET /api/categories answers them (the api's forms), for the wizard's tests. */
import type { Category } from './wizard-values';

export const CLOTHING: Category = {
  id: '0b7e3c9a-1d2f-4e5a-8b6c-7d8e9f0a1b2c',
  key: 'CLOTHING',
  name: 'Clothing & Fashion',
  description: 'Clothes, shoes and accessories picked for your sizes, style and budget.',
  formSchema: {
    fields: [
      { key: 'topsSizes', label: 'Tops sizes', type: 'string[]', required: false, options: ['XS', 'S', 'M', 'L'] },
      { key: 'bottomsAlphaSizes', label: 'Bottoms sizes', type: 'string[]', required: false, options: ['S', 'M'] },
      {
        key: 'bottomsWLSizes',
        label: 'Bottoms sizes (waist/length)',
        type: 'string[]',
        required: false,
        options: ['30/32', '32/34'],
      },
      { key: 'shoeSizes', label: 'Shoe sizes', type: 'string[]', required: false, options: ['9', '9.5'] },
      { key: 'style', label: 'Style preference', type: 'string', required: true, options: ['classic', 'boho'] },
      { key: 'budget', label: 'Budget', type: 'string', required: true, options: ['under-50', '100-300'] },
      { key: 'colors', label: 'Colors', type: 'string[]', required: false, options: ['Navy', 'Black'] },
      { key: 'notes', label: 'Notes', type: 'string', required: false },
    ],
    requireAnyOf: [
      {
        keys: ['topsSizes', 'bottomsAlphaSizes', 'bottomsWLSizes', 'shoeSizes'],
        message: 'At least one size is required',
      },
    ],
  },
};

export const HOME_DECOR: Category = {
  id: '1c8f4d0b-2e3a-4f6b-9c7d-8e9f0a1b2c3d',
  key: 'HOME_DECOR',
  name: 'Home Décor & Furnishing',
  description: 'Furniture and decor chosen for a room, its style and its dimensions.',
  formSchema: {
    fields: [
      { key: 'room', label: 'Room', type: 'string', required: true, options: ['living', 'bedroom'] },
      { key: 'style', label: 'Style', type: 'string', required: true, options: ['modern', 'rustic'] },
      { key: 'budget', label: 'Budget', type: 'string', required: true, options: ['under-250', '1500-3000'] },
      { key: 'dimensions', label: 'Dimensions', type: 'string', required: true },
      { key: 'notes', label: 'Notes', type: 'string', required: false },
    ],
  },
};

export const EVENT: Category = {
  id: '2d9a5e1c-3f4b-4a7c-8d8e-9f0a1b2c3d4e',
  key: 'EVENT',
  name: 'Event Planning & Supplies',
  description: 'Decorations, supplies and favors for weddings, birthdays and every other occasion.',
  formSchema: {
    fields: [
      { key: 'date', label: 'Event date', type: 'date', required: true },
      { key: 'theme', label: 'Theme', type: 'string', required: true, options: ['wedding', 'birthday'] },
      { key: 'guestCount', label: 'Guest count', type: 'number', required: true, min: 1 },
      { key: 'budget', label: 'Budget', type: 'string', required: true, options: ['under-500'] },
      { key: 'venue', label: 'Venue', type: 'string', required: false },
    ],
  },
};

export const CATEGORIES = [CLOTHING, HOME_DECOR, EVENT];
