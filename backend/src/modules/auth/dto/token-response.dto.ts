import { ApiProperty } from '@nestjs/swagger';

export class TokenResponseDto {
  @ApiProperty({ description: 'Bearer token (JWT, HS256) carrying the user id and its token version' })
  token: string;
}
