import { ApiProperty } from '@nestjs/swagger';

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

/** One of the signed-in shopper's clients, as the dashboard and task filters list them. */
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
}
