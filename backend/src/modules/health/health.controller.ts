import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { HealthReportDto, QueueStateDto } from './dto/health-report.dto';
import { HealthStatusDto } from './dto/health-status.dto';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../common/http/outages/service-unavailable';
import { ServiceUnavailableDto } from './dto/service-unavailable.dto';
import { HEALTH_PROBE_TIMINGS, HealthService } from './health.service';

/** A new verdict is probed no sooner than this: asking again earlier gets the same answer. */
const RETRY_AFTER_SECONDS = Math.ceil(HEALTH_PROBE_TIMINGS.freshForMs / 1000);

@ApiTags('health')
@ApiExtraModels(QueueStateDto)
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Detailed report: database, Redis, file store, live updates and queues',
    description:
      'Answers within half a second. Each dependency is probed at most every 5 s, concurrent calls ' +
      'share the probe, a slow probe finishes in the background while the last result is reported, ' +
      'and a dependency reads "down" only after two failed probes in a row.',
  })
  @ApiOkResponse({ type: HealthReportDto })
  @ApiServiceUnavailableResponse({ type: HealthReportDto, description: 'A dependency is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReportDto> {
    const report = await this.health.report();
    if (report.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Public()
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the process answers',
    description: 'Touches no dependency: a failing database or store is no reason to restart the process.',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  live(): HealthStatusDto {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database answers, so this process can serve requests',
    description: 'Same probe, 5 s cache and two-failures rule as the detailed report.',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({
    type: ServiceUnavailableDto,
    description: 'The database failed two probes in a row',
    headers: { 'Retry-After': { description: 'Seconds before asking again', schema: { type: 'integer' } } },
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthStatusDto> {
    if (!(await this.health.databaseReachable())) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException(SERVICE_UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  }
}
