import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** A declined client's new choice, from the public list (GET /api/shoppers). */
export class ChooseShopperDto {
  @ApiProperty({ format: 'uuid', description: 'A shopper of GET /api/shoppers' })
  @IsUUID('all', { message: 'Please select a shopper.' })
  shopperId: string;
}
