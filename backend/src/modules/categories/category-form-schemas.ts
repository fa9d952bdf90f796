import type { CategoryKey } from './category.entity';

/**
 * The questions each category asks when a task is created; a task's `answers` is keyed by
 * these field keys. Option lists: docs/product-rules.md, "Option lists".
 */
export type FormFieldType = 'string' | 'number' | 'date' | 'string[]';

export interface FormField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  /** The choices the form offers. */
  options?: readonly string[];
  /** Smallest accepted value of a number field. */
  min?: number;
}

export interface CategoryFormSchema {
  fields: readonly FormField[];
  /** Groups of fields of which at least one must be answered, with the message when none is. */
  requireAnyOf?: readonly { keys: readonly string[]; message: string }[];
}

export const ALPHA_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const WAIST_LENGTH_SIZES = ['26/28', '28/30', '30/32', '32/34', '34/36', '36/38', '38/32'] as const;
/** 5 to 14 in half steps: "5", "5.5", ..., "14". */
export const SHOE_SIZES: readonly string[] = Array.from({ length: 19 }, (_, i) => String(5 + i / 2));
export const SHOE_WIDTHS = ['N', 'M', 'W', 'XW'] as const;
export const COLORS = ['Black', 'White', 'Navy', 'Gray', 'Brown', 'Beige', 'Red', 'Blue', 'Green'] as const;
export const CLOTHING_STYLES = [
  'modern-minimal',
  'streetwear',
  'classic',
  'athleisure',
  'smart-casual',
  'business-formal',
  'boho',
  'luxury',
  'outdoor-technical',
] as const;
export const CLOTHING_BUDGETS = ['under-50', '50-100', '100-300', '300-700', '700-plus'] as const;
export const HOME_STYLES = [
  'modern',
  'scandinavian',
  'minimalistic',
  'rustic',
  'industrial',
  'bohemian',
  'coastal',
  'mid-century',
  'luxury',
] as const;
export const ROOMS = ['living', 'bedroom', 'kitchen', 'dining', 'bathroom', 'office', 'entryway', 'outdoor'] as const;
export const HOME_BUDGETS = ['under-250', '250-500', '500-1500', '1500-3000', '3000-plus'] as const;
export const EVENT_BUDGETS = ['under-500', '500-1000', '1000-2500', '2500-5000', '5000-plus'] as const;
export const EVENT_TYPES = [
  'wedding',
  'birthday',
  'corporate',
  'holiday',
  'baby-shower',
  'graduation',
  'anniversary',
  'other',
] as const;

const CLOTHING_FORM: CategoryFormSchema = {
  fields: [
    { key: 'topsSizes', label: 'Tops sizes', type: 'string[]', required: false, options: ALPHA_SIZES },
    { key: 'bottomsAlphaSizes', label: 'Bottoms sizes', type: 'string[]', required: false, options: ALPHA_SIZES },
    {
      key: 'bottomsWLSizes',
      label: 'Bottoms sizes (waist/length)',
      type: 'string[]',
      required: false,
      options: WAIST_LENGTH_SIZES,
    },
    { key: 'shoeSizes', label: 'Shoe sizes', type: 'string[]', required: false, options: SHOE_SIZES },
    { key: 'shoeWidths', label: 'Shoe widths', type: 'string[]', required: false, options: SHOE_WIDTHS },
    { key: 'style', label: 'Style preference', type: 'string', required: true, options: CLOTHING_STYLES },
    { key: 'budget', label: 'Budget', type: 'string', required: true, options: CLOTHING_BUDGETS },
    { key: 'colors', label: 'Colors', type: 'string[]', required: false, options: COLORS },
    { key: 'notes', label: 'Notes', type: 'string', required: false },
  ],
  requireAnyOf: [
    {
      keys: ['topsSizes', 'bottomsAlphaSizes', 'bottomsWLSizes', 'shoeSizes'],
      message: 'At least one size is required',
    },
  ],
};

const HOME_DECOR_FORM: CategoryFormSchema = {
  fields: [
    { key: 'room', label: 'Room', type: 'string', required: true, options: ROOMS },
    { key: 'style', label: 'Style', type: 'string', required: true, options: HOME_STYLES },
    { key: 'budget', label: 'Budget', type: 'string', required: true, options: HOME_BUDGETS },
    { key: 'dimensions', label: 'Dimensions', type: 'string', required: true },
    { key: 'notes', label: 'Notes', type: 'string', required: false },
  ],
};

const EVENT_FORM: CategoryFormSchema = {
  fields: [
    { key: 'date', label: 'Event date', type: 'date', required: true },
    { key: 'theme', label: 'Theme', type: 'string', required: true, options: EVENT_TYPES },
    { key: 'guestCount', label: 'Guest count', type: 'number', required: true, min: 1 },
    { key: 'budget', label: 'Budget', type: 'string', required: true, options: EVENT_BUDGETS },
    { key: 'venue', label: 'Venue', type: 'string', required: false },
    { key: 'specialRequests', label: 'Special requests', type: 'string', required: false },
  ],
};

export interface CategoryDefinition {
  key: CategoryKey;
  name: string;
  description: string;
  formSchema: CategoryFormSchema;
}

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    key: 'CLOTHING',
    name: 'Clothing & Fashion',
    description: 'Clothes, shoes and accessories picked for your sizes, style and budget.',
    formSchema: CLOTHING_FORM,
  },
  {
    key: 'HOME_DECOR',
    name: 'Home Décor & Furnishing',
    description: 'Furniture and decor chosen for a room, its style and its dimensions.',
    formSchema: HOME_DECOR_FORM,
  },
  {
    key: 'EVENT',
    name: 'Event Planning & Supplies',
    description: 'Decorations, supplies and favors for weddings, birthdays and every other occasion.',
    formSchema: EVENT_FORM,
  },
];
