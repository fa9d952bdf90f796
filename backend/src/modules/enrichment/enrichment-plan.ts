import type { Item } from '../items/entities/item.entity';
import { MAX_ITEM_PHOTOS } from '../items/dto/update-item-files.dto';
import type { ProductFacts } from './product-facts';

export type EnrichedFields = Partial<Pick<Item, 'brand' | 'store' | 'unitPrice' | 'imageUrls' | 'aiSummary'>>;

export interface EnrichmentPlan {
  changes: EnrichedFields;
  imageAdded: boolean;
}

/**
 * What an import changes on an item, decided from the item as it is now (read under lock):
 * the summary is (re)written; brand and store are filled only when empty, never overwritten;
 * a price of 0.00 (not entered yet) takes the page's price when the page prices in US
 * dollars, the app's currency; the image joins the photos unless it is already there (the
 * same image is the same URL: files are named by content) or the item has its 8.
 * Deciding from the current item makes a repeated import change nothing more.
 */
export function planEnrichment(
  item: Pick<Item, 'brand' | 'store' | 'unitPrice' | 'imageUrls'>,
  facts: ProductFacts,
  summary: string,
  imageUrl: string | null,
): EnrichmentPlan {
  const changes: EnrichedFields = { aiSummary: summary };
  if (!item.brand && facts.brand) changes.brand = facts.brand;
  if (!item.store && facts.siteName) changes.store = facts.siteName;
  if (item.unitPrice === '0.00' && facts.price && facts.currency === 'USD') changes.unitPrice = facts.price;
  const imageAdded = imageUrl !== null && !item.imageUrls.includes(imageUrl) && item.imageUrls.length < MAX_ITEM_PHOTOS;
  if (imageAdded) changes.imageUrls = [...item.imageUrls, imageUrl];
  return { changes, imageAdded };
}
