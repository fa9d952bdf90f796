import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fromCents } from '@atelier/billing';
import { billingMonths, CHARTED_MONTHS } from './billing-months';
import { billingEntriesSql } from './billing-entries.sql';
import type { ShopperMoneyDto } from './dto/shopper-dashboard.dto';
import { centsOf, countOf } from './raw-values';
import { runSql } from './run-sql';

const MONTHS = Array.from({ length: CHARTED_MONTHS }, (_, index) => index);
const THIS_MONTH = CHARTED_MONTHS - 1;

/** Month `index` runs from :month{index} to :month{index + 1}. */
const inMonth = (column: string, index: number) => `${column} >= :month${index} AND ${column} < :month${index + 1}`;
const paidInMonth = (index: number) => `entry.invoiceStatus = 'PAID' AND ${inMonth('entry.paidAt', index)}`;

/*
 * Every figure in one pass over the shopper's billing entries: only those still DUE or billed
 * or paid within the charted months are read, so the work follows recent activity, not history.
 */
const MONEY_SQL = `SELECT
    SUM(CASE WHEN entry.invoiceStatus = 'DUE' THEN entry.amountCents ELSE 0 END) AS outstandingCents,
    COUNT(DISTINCT CASE WHEN entry.invoiceStatus = 'DUE' THEN entry.invoiceId END) AS outstandingCount,
    ${MONTHS.map(
      (index) =>
        `SUM(CASE WHEN ${inMonth('entry.billedAt', index)} THEN entry.amountCents ELSE 0 END) AS billed${index},
    SUM(CASE WHEN ${paidInMonth(index)} THEN entry.amountCents ELSE 0 END) AS paid${index}`,
    ).join(',\n    ')},
    SUM(CASE WHEN ${paidInMonth(THIS_MONTH)} THEN entry.feeCents ELSE 0 END) AS feesThisMonth
  FROM (${billingEntriesSql('shopper')}) entry
  WHERE entry.invoiceStatus = 'DUE' OR entry.billedAt >= :month0 OR entry.paidAt >= :month0`;

type MoneyRow = Record<string, number | string | null>;

/**
 * The shopper's money card: what is outstanding, billed, paid and earned in fees this month,
 * and billed and paid over the last six months. Billed counts a line in the month it was
 * captured; paid counts an invoice in the month it was marked paid; fees are earned when paid.
 */
@Injectable()
export class ShopperMoneyQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(shopperId: string, now: Date): Promise<ShopperMoneyDto> {
    const months = billingMonths(now);
    const bounds = Object.fromEntries([
      ...months.map((month, index) => [`month${index}`, month.start]),
      [`month${CHARTED_MONTHS}`, months[THIS_MONTH]!.end],
    ]);
    const [row = {}] = await runSql<MoneyRow>(this.dataSource, MONEY_SQL, { shopperId, ...bounds });
    const amount = (name: string) => fromCents(centsOf(row[name] ?? null));
    return {
      outstanding: amount('outstandingCents'),
      outstandingCount: countOf(row.outstandingCount ?? null),
      billedThisMonth: amount(`billed${THIS_MONTH}`),
      paidThisMonth: amount(`paid${THIS_MONTH}`),
      feesThisMonth: amount('feesThisMonth'),
      months: months.map(({ month }, index) => ({
        month,
        billed: amount(`billed${index}`),
        paid: amount(`paid${index}`),
      })),
    };
  }
}
