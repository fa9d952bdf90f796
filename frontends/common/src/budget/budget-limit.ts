/**
 * A request's budget against what its items add up to (issue 20, point 3), in integer cents.
 *
 * The budget is an answer of the task's category form: one of the spec's buckets ("under-50",
 * "300-700", "700-plus", every category's) or the client's own words ("about $400"). Its limit
 * is the bucket's upper bound, the lower bound of a "-plus" bucket, or the amount named in
 * free text (the larger one when a range is named); anything else is no budget. This is the
 * only place that rule is written: the task page, the item form and the task cards all read it
 * here (the api sends the answer as given).
 */
import { fromCents, parseTypedAmount, previewTotals } from '@atelier/billing';

export type BudgetState = 'none' | 'ok' | 'near' | 'over';

/** Past this share of the budget the meter warns ("Close to budget"). */
export const NEAR_BUDGET_PERCENT = 90;

const UNDER = /^under-(\d+)$/;
const PLUS = /^(\d+)-plus$/;
const RANGE = /^(\d+)-(\d+)$/;

/** An amount as typed: "400", "1,200", "1200.50", "2k", "1.5k" (a leading "$" is read by the caller). */
const AMOUNT = /(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?!\d)(\s*k\b)?(\s*(?:dollars?|usd|bucks)\b)?/gi;
/** Words that make the amount a floor rather than a ceiling: "700+", "at least 300", "over 1,000". */
const FLOOR = /\+|\bplus\b|\bat least\b|\bor more\b|\bminimum\b|\bmin\b|\bover\b|\bfrom\b|\babove\b/i;

/** What joins the two ends of a range: "400-600", "$400 – $600", "400 to 600", "between 400 and 600". */
const RANGE_JOIN = /^\s*(?:-|–|—|to|and)\s*$/;

interface TypedAmount {
  cents: number;
  /** Marked as money ("$400", "400 dollars"), or one end of a range whose other end is. */
  marked: boolean;
}

function typedAmounts(text: string): TypedAmount[] {
  const found: (TypedAmount & { start: number; end: number })[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, dollarSign, whole, fraction = '', thousands, unit] = match;
    const cents = parseTypedAmount(`${whole}${fraction}`);
    if (cents === null) continue;
    found.push({
      cents: thousands ? cents * 1000 : cents,
      marked: Boolean(dollarSign || unit),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  // "$400-600": the range's unmarked end is money too.
  for (let i = 1; i < found.length; i++) {
    const [low, high] = [found[i - 1]!, found[i]!];
    if ((low.marked || high.marked) && RANGE_JOIN.test(text.slice(low.end, high.start))) {
      low.marked = high.marked = true;
    }
  }
  return found.map(({ cents, marked }) => ({ cents, marked }));
}

/**
 * The budget's limit in cents, or null for "no budget given". Buckets: "under-50" → 5000,
 * "300-700" → 70000, "700-plus" → 70000. Own words: "$1,200" → 120000, "about $400" → 40000,
 * "400-600 dollars" → 60000 (a range's upper bound), "$500+" → 50000; amounts marked as money
 * ("$", "dollars") win over other numbers ("3 shirts, about $90" → 9000). A number is read as
 * dollars. Nothing readable, zero, or not text or a number → null.
 */
export function budgetLimitCents(answer: unknown): number | null {
  if (typeof answer === 'number') {
    return Number.isFinite(answer) && answer > 0 ? parseTypedAmount(answer.toFixed(2)) : null;
  }
  if (typeof answer !== 'string') return null;
  const text = answer.trim().toLowerCase();
  if (!text) return null;

  const bucket = UNDER.exec(text) ?? PLUS.exec(text) ?? RANGE.exec(text);
  if (bucket) {
    const bound = Number(bucket[2] ?? bucket[1]) * 100;
    return bound > 0 ? bound : null;
  }

  const amounts = typedAmounts(text);
  const marked = amounts.filter((amount) => amount.marked);
  const read = marked.length > 0 ? marked : amounts;
  if (read.length === 0) return null;
  // A floor ("700+") with one amount is the limit as the buckets read "700-plus"; otherwise the largest.
  const limit = FLOOR.test(text) && read.length === 1 ? read[0]!.cents : Math.max(...read.map((a) => a.cents));
  return limit > 0 ? limit : null;
}

/**
 * Where the spending stands: 'none' without a budget, 'over' past 100 %, 'near' past 90 %,
 * else 'ok'. Exactly 90 % is still ok and exactly 100 % is near: "past" means more than.
 */
export function budgetState(spentCents: number, limitCents: number | null): BudgetState {
  if (limitCents === null || limitCents <= 0) return 'none';
  if (spentCents > limitCents) return 'over';
  // spent / limit > 90 / 100, in integers.
  if (spentCents * 100 > limitCents * NEAR_BUDGET_PERCENT) return 'near';
  return 'ok';
}

/** An item as the budget reads it (the task detail's ItemReadDto has these). */
export interface BudgetItem {
  quantity: number;
  unitPrice: string;
  status: string;
  /** Units returned and credited on a credit note (absent: none). */
  qtyCredited?: number;
}

/**
 * The units of an item that count against the budget: every unit the shopper has put on the
 * task, whatever its stage (DRAFT, READY, AVAILABLE, invoiced due or paid), less the units
 * returned on a credit note; a CREDITED item (all returned) counts none. Returned units are not
 * paid for.
 */
export function unitsTowardBudget(item: BudgetItem): number {
  if (item.status === 'CREDITED') return 0;
  return Math.max(0, item.quantity - (item.qtyCredited ?? 0));
}

export interface BudgetSpend {
  /** Quantity × unit price over the counted items. */
  subtotal: number;
  /** Each item's fee at the task's percent, rounded once per unit as invoices bill it. */
  serviceFee: number;
  /** subtotal + serviceFee: what the client would pay for these items (taxes are 0). */
  total: number;
}

/**
 * What the counted items add up to, in cents, computed as the invoice will bill them (the
 * finalize dialog's previewTotals: each unit's fee rounded on its own). An unreadable price
 * counts as 0. The client's items arrive with the fee in their prices: hers are summed at 0 %.
 */
export function budgetSpend(items: readonly BudgetItem[], feePct: string): BudgetSpend {
  const lines = items
    .map((item) => ({ quantity: unitsTowardBudget(item), unitPrice: item.unitPrice }))
    .filter((line) => line.quantity > 0 && parseTypedAmount(line.unitPrice) !== null);
  const totals = previewTotals(lines, feePct);
  return { subtotal: totals.subtotal, serviceFee: totals.serviceFee, total: totals.total };
}

export interface BudgetAfterSave {
  limitCents: number;
  before: BudgetSpend;
  after: BudgetSpend;
  /** The save takes the task over budget, or further over it: the item form warns. */
  warn: boolean;
}

/**
 * What the task would add up to once an item is saved: `items` as they are, the item `itemId`
 * (none: a new one) at the typed quantity and unit price. Null without a budget or while the
 * typed values are not a quantity and a price. Warns when the total ends past the budget and
 * the save adds to it (lowering an item's price on a task already over budget is no news).
 */
export function budgetAfterSave(
  answer: unknown,
  items: readonly (BudgetItem & { id: string })[],
  feePct: string,
  save: { itemId?: string; quantity: number | null | undefined; unitPrice: string | null | undefined },
): BudgetAfterSave | null {
  const limitCents = budgetLimitCents(answer);
  const price = parseTypedAmount(save.unitPrice);
  const quantity = save.quantity;
  if (limitCents === null || price === null || !quantity || !Number.isInteger(quantity) || quantity < 1) return null;
  const edited = save.itemId ? items.find((item) => item.id === save.itemId) : undefined;
  const others = items.filter((item) => item !== edited);
  const saved: BudgetItem = {
    quantity,
    unitPrice: fromCents(price),
    status: edited?.status ?? 'DRAFT',
    qtyCredited: edited?.qtyCredited,
  };
  const before = budgetSpend(items, feePct);
  const after = budgetSpend([...others, saved], feePct);
  return {
    limitCents,
    before,
    after,
    warn: budgetState(after.total, limitCents) === 'over' && after.total > before.total,
  };
}
