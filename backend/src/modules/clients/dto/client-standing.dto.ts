import { ApiProperty } from '@nestjs/swagger';
import { CLIENT_STATUSES, type ClientStatus } from '../client-status';

/** Where the signed-in client stands with her shopper, as her dashboard and shopper page say it. */
export class ClientStandingDto {
  @ApiProperty({
    enum: CLIENT_STATUSES,
    enumName: 'ClientStatus',
    description:
      'ACTIVE: she sends requests. ARCHIVED: her shopper archived her; history readable, no new requests. DECLINED: the shopper she chose declined her; she has no shopper until she chooses another',
  })
  status: ClientStatus;

  @ApiProperty({ format: 'uuid', description: 'Her shopper; for DECLINED, the one who declined her' })
  shopperId: string;

  @ApiProperty({ example: 'Ava Laurent' })
  shopperName: string;

  @ApiProperty({ description: 'Whether a new request of hers is taken (ACTIVE only)' })
  canSubmitRequests: boolean;
}
