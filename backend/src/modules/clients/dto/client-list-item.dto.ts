import { ApiProperty } from '@nestjs/swagger';
import { CLIENT_ORIGINS, type ClientOrigin } from '../client-status';

export class ClientProfileDto {
  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl: string | null;
}

export class ClientAccountDto {
  @ApiProperty({ format: 'email' })
  email: string;
}

/** The standings a shopper sees: a client she declined is no longer hers. */
export const LISTED_CLIENT_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type ListedClientStatus = (typeof LISTED_CLIENT_STATUSES)[number];

/** One of the signed-in shopper's clients, as the dashboard, task filters and Clients screen list them. */
export class ClientListItemDto {
  @ApiProperty({ format: 'uuid', description: "The client's user id" })
  id: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: ClientProfileDto })
  profile: ClientProfileDto;

  @ApiProperty({ type: ClientAccountDto })
  user: ClientAccountDto;

  @ApiProperty({
    enum: LISTED_CLIENT_STATUSES,
    enumName: 'ListedClientStatus',
    description: 'ACTIVE: sends requests. ARCHIVED: history kept and readable, no new tasks until restored',
  })
  status: ListedClientStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When she was last archived or restored',
  })
  statusChangedAt: Date | null;

  @ApiProperty({
    enum: CLIENT_ORIGINS,
    enumName: 'ClientOrigin',
    description: "INVITE_CODE: registered with one of the shopper's codes; PUBLIC_LIST: chose her on the public list",
  })
  joinedVia: ClientOrigin;

  @ApiProperty({
    description: 'May be declined: active, chose her from the public list, and not invoiced (a voided invoice aside)',
  })
  canDecline: boolean;
}
