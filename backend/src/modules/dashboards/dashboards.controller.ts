import { Controller, Get, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { KeptFor } from '../../common/read-cache/kept-for.decorator';
import { ClientDashboardQuery } from './client-dashboard.query';
import { ClientDashboardDto } from './dto/client-dashboard.dto';
import { ShopperDashboardDto } from './dto/shopper-dashboard.dto';
import { ShopperDashboard } from './shopper-dashboard';

/**
 * The shopper's attention list turns on an invoice's 14 days, and her month ends: no write
 * announces those, so her kept answer lasts a minute at most (a write still ends it at once).
 */
const SHOPPER_DASHBOARD_KEPT_MS = 60_000;

/** One read per dashboard: what each role opens the app to find out. */
@ApiTags('dashboards')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('dashboard')
export class DashboardsController {
  constructor(
    private readonly shopper: ShopperDashboard,
    private readonly client: ClientDashboardQuery,
  ) {}

  @Get('shopper')
  @Roles('SHOPPER')
  @UseInterceptors(CachedReadInterceptor)
  @KeptFor(SHOPPER_DASHBOARD_KEPT_MS)
  @ApiOperation({ summary: "The shopper's dashboard: what needs her attention, her money, her clients' balances" })
  @ApiOkResponse({ type: ShopperDashboardDto })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  forShopper(@CurrentUser() user: AuthUser): Promise<ShopperDashboardDto> {
    return this.shopper.run(user.id, new Date());
  }

  @Get('client')
  @Roles('CLIENT')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({ summary: "The client's dashboard: what she owes, what she paid, what waits for her feedback" })
  @ApiOkResponse({ type: ClientDashboardDto })
  @ApiForbiddenResponse({ description: 'Not a client' })
  forClient(@CurrentUser() user: AuthUser): Promise<ClientDashboardDto> {
    return this.client.run(user.id);
  }
}
