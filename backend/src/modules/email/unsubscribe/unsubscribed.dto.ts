import { ApiProperty } from '@nestjs/swagger';

export class UnsubscribedDto {
  @ApiProperty({ description: 'Digest emails are off; security emails still go out' })
  unsubscribed: boolean;
}
