import { fromCents, MAX_AMOUNT_CENTS, parseTypedAmount } from '@atelier/billing';
import type { Schemas } from '../api/typed';

type Item = Schemas['ItemReadDto'];
type ItemFields = Schemas['ItemFieldsDto'];

/** The form's values as typed: the price stays text so it can be checked as cents. */
export interface ItemFormValues {
  name: string;
  brand: string;
  store: string;
  quantity: number | null;
  unitPrice: string;
  link: string;
}

export const MAX_QUANTITY = 9999;

/** docs/product-rules.md, "Item rules", with the server's wording where the spec has none. */
export const ITEM_FORM_MESSAGES = {
  nameRequired: 'Item name is required',
  quantityRequired: 'Quantity is required',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${MAX_QUANTITY}`,
  quantityWhole: 'Quantity must be a whole number',
  priceRequired: 'Unit price is required',
  priceInvalid: 'Enter a price of 0 or more with at most two decimals, like 12.50',
  priceTooHigh: 'Price must be at most 99999999.99',
  linkInvalid: 'Invalid link',
} as const;

export function itemFormDefaults(item?: Item): ItemFormValues {
  return {
    name: item?.name ?? '',
    brand: item?.brand ?? '',
    store: item?.store ?? '',
    quantity: item?.quantity ?? 1,
    unitPrice: item?.unitPrice ?? '',
    link: item?.link ?? '',
  };
}

export function quantityProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return ITEM_FORM_MESSAGES.quantityRequired;
  if (!Number.isInteger(value)) return ITEM_FORM_MESSAGES.quantityWhole;
  if (value < 1) return ITEM_FORM_MESSAGES.quantityMin;
  if (value > MAX_QUANTITY) return ITEM_FORM_MESSAGES.quantityMax;
  return null;
}

/** Blank is the "required" rule's business; here only what was typed. */
export function unitPriceProblem(text: string | null | undefined): string | null {
  if (!(text ?? '').trim()) return null;
  const cents = parseTypedAmount(text);
  if (cents === null) return ITEM_FORM_MESSAGES.priceInvalid;
  if (cents > MAX_AMOUNT_CENTS) return ITEM_FORM_MESSAGES.priceTooHigh;
  return null;
}

/** An http(s) address with a host name (what the server takes), or nothing. */
export function isProductLink(text: string | null | undefined): boolean {
  const value = (text ?? '').trim();
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The body of POST /api/tasks/{id}/items and PUT /api/items/{id}: trimmed, price as "12.50". */
export function toItemFields(values: ItemFormValues): ItemFields {
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    store: values.store.trim(),
    quantity: values.quantity ?? 1,
    unitPrice: fromCents(parseTypedAmount(values.unitPrice) ?? 0),
    link: values.link.trim(),
  };
}
