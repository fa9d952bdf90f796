import { type EntityManager, In } from 'typeorm';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity';
import { ItemFeedback } from '../items/entities/item-feedback.entity';
import type { Item } from '../items/entities/item.entity';
import { isItemLocked } from '../items/item-state';
import { type ImageRefDto, originalImageRef } from '../images/dto/image-ref.dto';
import type { ImageLinks } from '../images/image-links.service';
import type { ItemReadDto } from './dto/item-read.dto';

/**
 * The answer form of items, shared by task detail and the items module: each item with the
 * fields derived from invoice lines (locked, qtyRemaining, invoiceId) and feedback (counts
 * and the viewer's own reaction). Loads lines and feedback for all the items at once: two
 * queries whatever the number of items (none for an empty list). Pass the transaction's
 * manager to read inside a transaction.
 *
 * Only CAPTURED lines on invoices that are not VOID hold quantity: a voided invoice releases
 * its items even if a line's own status were left CAPTURED.
 *
 * `images` names each photo's web and thumbnail variants (no query); without it, as for a
 * caller that only reads quantities, every photo stands for its own variants.
 */
export async function readItems(
  manager: EntityManager,
  items: readonly Item[],
  viewerId?: string,
  images?: ImageLinks,
): Promise<ItemReadDto[]> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const [captures, feedback, photos] = await Promise.all([
    loadCaptures(manager, ids),
    loadFeedback(manager, ids, viewerId ?? null),
    images?.refsOf(items.flatMap((item) => item.imageUrls)) ?? new Map<string, ImageRefDto>(),
  ]);
  return items.map((item) => {
    const capture = captures.get(item.id);
    const reactions = feedback.get(item.id);
    return {
      id: item.id,
      taskId: item.taskId,
      name: item.name,
      brand: item.brand,
      store: item.store,
      link: item.link,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      imageUrls: item.imageUrls,
      images: item.imageUrls.map((url) => photos.get(url) ?? originalImageRef(url)),
      receiptUrl: item.receiptUrl,
      aiSummary: item.aiSummary,
      status: item.status,
      locked: isItemLocked(item.status),
      qtyRemaining: Math.max(0, item.quantity - (capture?.captured ?? 0)),
      invoiceId: capture?.invoiceId ?? null,
      feedback: reactions ?? { likes: 0, dislikes: 0, userFeedback: null },
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    };
  });
}

interface Capture {
  captured: number;
  /** The latest invoice holding a line of the item. */
  invoiceId: string;
}

async function loadCaptures(manager: EntityManager, itemIds: string[]): Promise<Map<string, Capture>> {
  const rows = await manager
    .getRepository(InvoiceLine)
    .createQueryBuilder('line')
    .innerJoin('line.invoice', 'invoice')
    .select('line.itemId', 'itemId')
    .addSelect('line.capturedQuantity', 'capturedQuantity')
    .addSelect('invoice.id', 'invoiceId')
    .where({ itemId: In(itemIds), status: 'CAPTURED' })
    .andWhere("invoice.status <> 'VOID'")
    // Newest invoice first, so the first row seen per item names its latest invoice.
    .orderBy('invoice.createdAt', 'DESC')
    .addOrderBy('invoice.id', 'DESC')
    .getRawMany<{ itemId: string; capturedQuantity: number | string; invoiceId: string }>();
  const captures = new Map<string, Capture>();
  for (const row of rows) {
    const capture = captures.get(row.itemId) ?? { captured: 0, invoiceId: row.invoiceId };
    capture.captured += Number(row.capturedQuantity);
    captures.set(row.itemId, capture);
  }
  return captures;
}

async function loadFeedback(
  manager: EntityManager,
  itemIds: string[],
  viewerId: string | null,
): Promise<Map<string, ItemReadDto['feedback']>> {
  const rows = await manager
    .getRepository(ItemFeedback)
    .createQueryBuilder('feedback')
    .select('feedback.itemId', 'itemId')
    .addSelect('SUM(CASE WHEN feedback.isLiked THEN 1 ELSE 0 END)', 'likes')
    .addSelect('SUM(CASE WHEN feedback.isLiked THEN 0 ELSE 1 END)', 'dislikes')
    .addSelect('MAX(CASE WHEN feedback.userId = :viewerId AND feedback.isLiked THEN 1 ELSE 0 END)', 'viewerLiked')
    .addSelect(
      'MAX(CASE WHEN feedback.userId = :viewerId AND NOT feedback.isLiked THEN 1 ELSE 0 END)',
      'viewerDisliked',
    )
    .where({ itemId: In(itemIds) })
    .setParameter('viewerId', viewerId)
    .groupBy('feedback.itemId')
    .getRawMany<Record<'itemId' | 'likes' | 'dislikes' | 'viewerLiked' | 'viewerDisliked', string | number>>();
  // SUM and MAX come back as strings on MySQL and numbers on SQLite.
  return new Map(
    rows.map((row) => [
      String(row.itemId),
      {
        likes: Number(row.likes),
        dislikes: Number(row.dislikes),
        userFeedback: Number(row.viewerLiked) ? true : Number(row.viewerDisliked) ? false : null,
      },
    ]),
  );
}
