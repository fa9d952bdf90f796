import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { clientUnitPrice, toMoneyString } from '@atelier/billing';
import { PlainColumns } from '../../infra/database/plain-columns';
import { QueryTextByShape } from '../../infra/database/query-text-by-shape';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity';
import { CreditNoteLine } from '../invoices/credit-notes/entities/credit-note-line.entity';
import { ItemFeedback } from '../items/entities/item-feedback.entity';
import { Item } from '../items/entities/item.entity';
import { isItemLocked } from '../items/item-state';
import { type ImageRefDto, originalImageRef } from '../images/dto/image-ref.dto';
import type { ImageLinks } from '../images/image-links.service';
import type { ItemReadDto } from './dto/item-read.dto';

/** The items of a task, or the items named. */
export type ItemsToRead = { taskId: string } | { ids: readonly string[] };

const ITEM_COLUMNS = [
  'id',
  'taskId',
  'name',
  'brand',
  'store',
  'link',
  'quantity',
  'unitPrice',
  'imageUrls',
  'receiptUrl',
  'aiSummary',
  'shopperNote',
  'status',
  'createdAt',
  'updatedAt',
] as const;

const texts = new QueryTextByShape();

/**
 * The answer form of items, shared by task detail, the items module and invoice capture: each
 * item with the fields derived from invoice lines (locked, qtyRemaining, invoiceId) and
 * feedback (counts and the viewer's own reaction). One statement whatever the number of items:
 * the derived fields are correlated subqueries on indexed columns. Oldest first. Pass the
 * transaction's manager to read inside a transaction.
 *
 * Only CAPTURED lines on invoices that are not VOID hold quantity: a voided invoice releases
 * its items even if a line's own status were left CAPTURED.
 *
 * `images` names each photo's web and thumbnail variants (no query); without it, as for a
 * caller that only reads quantities, every photo stands for its own variants.
 *
 * `clientFeePct` (the task's fee percent now) answers the items as their client reads them:
 * each unit price is what she pays for a unit, the fee folded in (@atelier/billing
 * clientUnitPrice), at the percent the item's latest invoice line froze, else at this one, as
 * its capture will bill it. So her card's quantity x unit price is her invoice line to the cent.
 */
export async function readItems(
  manager: EntityManager,
  which: ItemsToRead,
  viewerId?: string,
  images?: ImageLinks,
  clientFeePct?: string,
): Promise<ItemReadDto[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  const columns = new PlainColumns(manager.connection, Item, 'item', ITEM_COLUMNS);
  const byTask = 'taskId' in which;
  const rows = await texts.run<DerivedRow>(manager, byTask ? 'task' : 'ids', () => build(manager, columns, byTask), {
    ...which,
    viewerId: viewerId ?? null,
  });
  const driver = manager.connection.driver;
  const items = rows.map((row) => ({ item: columns.read(row, driver), row }));
  const photos = images
    ? await images.refsOf(items.flatMap(({ item }) => item.imageUrls))
    : new Map<string, ImageRefDto>();
  return items.map(({ item, row }) => ({
    ...item,
    unitPrice:
      clientFeePct === undefined
        ? item.unitPrice
        : clientUnitPrice(item.unitPrice, row.heldFeePct === null ? clientFeePct : toMoneyString(row.heldFeePct)),
    images: item.imageUrls.map((url) => photos.get(url) ?? originalImageRef(url)),
    locked: isItemLocked(item.status),
    // SUM and COUNT come back as strings on MySQL and numbers on SQLite.
    qtyRemaining: Math.max(0, item.quantity - Number(row.captured)),
    qtyCredited: Number(row.credited),
    invoiceId: row.invoiceId,
    feedback: {
      likes: Number(row.likes),
      dislikes: Number(row.dislikes),
      userFeedback: row.viewerLiked === null ? null : Number(row.viewerLiked) === 1,
    },
  }));
}

interface DerivedRow extends Record<string, unknown> {
  captured: number | string;
  credited: number | string;
  invoiceId: string | null;
  /** The fee percent of the latest line holding the item (a raw DECIMAL), null when none does. */
  heldFeePct: number | string | null;
  likes: number | string;
  dislikes: number | string;
  /** 1 liked, 0 disliked, null when the viewer has not reacted. */
  viewerLiked: number | string | null;
}

function build(
  manager: EntityManager,
  columns: PlainColumns<Item, (typeof ITEM_COLUMNS)[number]>,
  byTask: boolean,
): SelectQueryBuilder<Item> {
  const query = manager.getRepository(Item).createQueryBuilder('item').select([]);
  columns.selectIn(query);
  const heldLines = (select: string) =>
    query
      .subQuery()
      .select(select)
      .from(InvoiceLine, 'line')
      .innerJoin('line.invoice', 'invoice')
      .where('line.itemId = item.id')
      .andWhere("line.status = 'CAPTURED'")
      .andWhere("invoice.status <> 'VOID'");
  const feedback = (select: string, condition: string) =>
    query
      .subQuery()
      .select(select)
      .from(ItemFeedback, 'feedback')
      .where('feedback.itemId = item.id')
      .andWhere(condition)
      .getQuery();
  query
    .addSelect(heldLines('COALESCE(SUM(line.capturedQuantity), 0)').getQuery(), 'captured')
    .addSelect(
      // The latest invoice holding a line of the item.
      heldLines('invoice.id').orderBy('invoice.createdAt', 'DESC').addOrderBy('invoice.id', 'DESC').limit(1).getQuery(),
      'invoiceId',
    )
    .addSelect(
      heldLines('line.feePctAtCapture')
        .orderBy('line.capturedAt', 'DESC')
        .addOrderBy('line.id', 'DESC')
        .limit(1)
        .getQuery(),
      'heldFeePct',
    )
    .addSelect(
      query
        .subQuery()
        .select('COALESCE(SUM(credit.quantity), 0)')
        .from(CreditNoteLine, 'credit')
        .where('credit.itemId = item.id')
        .getQuery(),
      'credited',
    )
    .addSelect(feedback('COUNT(*)', 'feedback.isLiked'), 'likes')
    .addSelect(feedback('COUNT(*)', 'NOT feedback.isLiked'), 'dislikes')
    // At most one row: one reaction per item and user.
    .addSelect(feedback('CASE WHEN feedback.isLiked THEN 1 ELSE 0 END', 'feedback.userId = :viewerId'), 'viewerLiked');
  query.where(byTask ? 'item.taskId = :taskId' : 'item.id IN (:...ids)');
  return query.orderBy('item.createdAt', 'ASC').addOrderBy('item.id', 'ASC');
}
