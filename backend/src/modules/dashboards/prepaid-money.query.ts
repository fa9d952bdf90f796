import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fromCents } from '@atelier/billing';
import type { PrepaidMoneyDto } from './dto/prepaid-money.dto';
import { prepaidMoneySql } from './prepaid-money.sql';
import { centsOf, countOf } from './raw-values';
import { runSql } from './run-sql';

type Cell = number | string | null;
interface PrepaidRow {
  paidDepositsCents: Cell;
  drawnCents: Cell;
  requestedCents: Cell;
  requestedCount: Cell;
  creditCents: Cell;
}

const SQL = { shopper: prepaidMoneySql('shopper'), client: prepaidMoneySql('client') };

/** One statement: what a shopper holds for her clients, or a client has paid ahead, over every task. */
@Injectable()
export class PrepaidMoneyQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(scope: 'shopper' | 'client', userId: string): Promise<PrepaidMoneyDto> {
    const parameters = scope === 'shopper' ? { shopperId: userId } : { clientId: userId };
    const [row] = await runSql<PrepaidRow>(this.dataSource, SQL[scope], parameters);
    return {
      depositsHeld: fromCents(centsOf(row?.paidDepositsCents ?? 0) - centsOf(row?.drawnCents ?? 0)),
      depositsRequested: fromCents(centsOf(row?.requestedCents ?? 0)),
      depositsRequestedCount: countOf(row?.requestedCount ?? 0),
      credit: fromCents(centsOf(row?.creditCents ?? 0)),
    };
  }
}
