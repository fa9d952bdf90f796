import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DependencyStateDto {
  @ApiProperty({ enum: ['up', 'down', 'disabled'] })
  status: 'up' | 'down' | 'disabled';

  @ApiPropertyOptional({ description: 'Driver or mode, e.g. mysql, better-sqlite3, inline, s3' })
  kind?: string;

  @ApiPropertyOptional()
  error?: string;
}

export class QueueStateDto {
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
}

export class HealthReportDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ type: DependencyStateDto })
  database: DependencyStateDto;

  @ApiProperty({ type: DependencyStateDto, description: '"disabled" in single-machine mode' })
  redis: DependencyStateDto;

  @ApiProperty({
    type: DependencyStateDto,
    description: 'Stored files: kind "local-disk" (DATA_DIR) or "s3" (the S3_BUCKET bucket)',
  })
  storage: DependencyStateDto;

  @ApiProperty({
    type: DependencyStateDto,
    description: 'Live updates: kind "redis-streams" joins the api processes, "in-process" serves one',
  })
  realtime: DependencyStateDto;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/QueueStateDto' },
    description: 'Depth and failures per queue; null when the queue backend does not answer within 400 ms',
    nullable: true,
  })
  queues: Record<string, QueueStateDto> | null;
}
