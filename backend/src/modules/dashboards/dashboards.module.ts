import { Module } from '@nestjs/common';
import { ClientBalancesQuery } from './client-balances.query';
import { ClientDashboardQuery } from './client-dashboard.query';
import { DashboardsController } from './dashboards.controller';
import { ShopperAttentionQuery } from './shopper-attention.query';
import { ShopperDashboard } from './shopper-dashboard';
import { ShopperMoneyQuery } from './shopper-money.query';
import { TaskCountsQuery } from './task-counts.query';
import { PrepaidMoneyQuery } from './prepaid-money.query';

@Module({
  controllers: [DashboardsController],
  providers: [
    ShopperDashboard,
    ShopperAttentionQuery,
    ShopperMoneyQuery,
    ClientBalancesQuery,
    ClientDashboardQuery,
    TaskCountsQuery,
    PrepaidMoneyQuery,
  ],
})
export class DashboardsModule {}
