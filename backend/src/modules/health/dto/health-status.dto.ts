import { ApiProperty } from '@nestjs/swagger';

/** The answer of the liveness and readiness endpoints: nothing beyond the verdict. */
export class HealthStatusDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}
