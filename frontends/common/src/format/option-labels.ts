/**
 * What a person reads for the option codes the api stores (docs/product-rules.md, "Option lists"):
 * the category questions' styles, rooms, event themes and budgets, and the recipients' colors,
 * styles and brands. "modern-minimal" reads "Modern Minimal", "under-50" "Under $50", "700-plus"
 * "$700+". The codes stay what is stored and sent; anything else (a size, "Navy", the user's own
 * words) reads as typed. The one place these labels are written.
 */
const LABELS: Readonly<Record<string, string>> = {
  // Clothing styles
  'modern-minimal': 'Modern Minimal',
  streetwear: 'Streetwear',
  classic: 'Classic',
  athleisure: 'Athleisure',
  'smart-casual': 'Smart Casual',
  'business-formal': 'Business Formal',
  boho: 'Boho',
  luxury: 'Luxury',
  'outdoor-technical': 'Outdoor Technical',
  // Home styles
  modern: 'Modern',
  scandinavian: 'Scandinavian',
  minimalistic: 'Minimalistic',
  rustic: 'Rustic',
  industrial: 'Industrial',
  bohemian: 'Bohemian',
  coastal: 'Coastal',
  'mid-century': 'Mid-Century',
  // Rooms
  living: 'Living Room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  dining: 'Dining Room',
  bathroom: 'Bathroom',
  office: 'Office',
  entryway: 'Entryway',
  outdoor: 'Outdoor',
  // Event themes
  wedding: 'Wedding',
  birthday: 'Birthday',
  corporate: 'Corporate',
  holiday: 'Holiday',
  'baby-shower': 'Baby Shower',
  graduation: 'Graduation',
  anniversary: 'Anniversary',
  other: 'Other',
  // Colors of the recipients screen
  black: 'Black',
  white: 'White',
  navy: 'Navy',
  gray: 'Gray',
  brown: 'Brown',
  beige: 'Beige',
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  pink: 'Pink',
  purple: 'Purple',
  'neutral-tones': 'Neutral Tones',
  'earth-tones': 'Earth Tones',
  'bright-colors': 'Bright Colors',
  // Brands
  zara: 'Zara',
  'h&m': 'H&M',
  uniqlo: 'Uniqlo',
  nike: 'Nike',
  adidas: 'Adidas',
  lululemon: 'Lululemon',
  nordstrom: 'Nordstrom',
  anthropologie: 'Anthropologie',
  'j-crew': 'J.Crew',
  'banana-republic': 'Banana Republic',
  coach: 'Coach',
  'michael-kors': 'Michael Kors',
  'kate-spade': 'Kate Spade',
  'tory-burch': 'Tory Burch',
};

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US')}`;

/** Budgets follow one pattern: "under-50", "100-300", "700-plus" (every category's). */
function budgetLabel(code: string): string | null {
  const under = /^under-(\d+)$/.exec(code);
  if (under) return `Under ${dollars(under[1]!)}`;
  const plus = /^(\d+)-plus$/.exec(code);
  if (plus) return `${dollars(plus[1]!)}+`;
  const range = /^(\d+)-(\d+)$/.exec(code);
  if (range) return `${dollars(range[1]!)}–${dollars(range[2]!)}`;
  return null;
}

/** The label of an option code, or the text as typed. */
export function optionLabel(value: string): string {
  const text = value.trim();
  return LABELS[text] ?? budgetLabel(text) ?? text;
}

/** A stored list ("navy, earth-tones"), each entry labelled: "Navy, Earth Tones". */
export function optionListLabel(text: string): string {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(optionLabel)
    .join(', ');
}

/**
 * The code of what was typed among `codes`, when it is one of them or its label (in any case:
 * "modern minimal" is "modern-minimal"); otherwise the text as typed, which is kept.
 */
export function optionCode(text: string, codes: readonly string[]): string {
  const wanted = text.trim().toLowerCase();
  return codes.find((code) => code.toLowerCase() === wanted || optionLabel(code).toLowerCase() === wanted) ?? text;
}
