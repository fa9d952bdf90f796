import { ApiProperty } from '@nestjs/swagger';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../common/http/outages/service-unavailable';

/** The standard error body of a 503 (the app's `{ statusCode, error, message }`). */
export class ServiceUnavailableDto {
  @ApiProperty({ example: 503 })
  statusCode: number;

  @ApiProperty({ example: 'Service Unavailable' })
  error: string;

  @ApiProperty({ example: SERVICE_UNAVAILABLE_MESSAGE })
  message: string;
}
