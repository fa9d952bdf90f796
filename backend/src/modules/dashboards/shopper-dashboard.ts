import { Injectable } from '@nestjs/common';
import { ClientBalancesQuery } from './client-balances.query';
import type { ShopperDashboardDto } from './dto/shopper-dashboard.dto';
import { ShopperAttentionQuery } from './shopper-attention.query';
import { ShopperMoneyQuery } from './shopper-money.query';
import { TaskCountsQuery } from './task-counts.query';
import { PrepaidMoneyQuery } from './prepaid-money.query';

/** The shopper's dashboard: five statements, whatever her history. */
@Injectable()
export class ShopperDashboard {
  constructor(
    private readonly attention: ShopperAttentionQuery,
    private readonly money: ShopperMoneyQuery,
    private readonly balances: ClientBalancesQuery,
    private readonly taskCounts: TaskCountsQuery,
    private readonly prepaid: PrepaidMoneyQuery,
  ) {}

  async run(shopperId: string, now: Date): Promise<ShopperDashboardDto> {
    const [attention, money, clients, tasks, prepaid] = await Promise.all([
      this.attention.run(shopperId, now),
      this.money.run(shopperId, now),
      this.balances.run(shopperId),
      this.taskCounts.run('shopperId', shopperId),
      this.prepaid.run('shopper', shopperId),
    ]);
    return { attention, money, clients, tasks, prepaid };
  }
}
