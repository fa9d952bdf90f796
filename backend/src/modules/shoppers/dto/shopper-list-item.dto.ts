import { ApiProperty } from '@nestjs/swagger';

/** What anyone may see of a shopper while choosing one at registration: nothing private. */
export class ShopperListItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ava Laurent' })
  displayName: string;

  @ApiProperty({ example: '12.50', description: 'Default service fee percent, two decimals' })
  defaultFeePct: string;
}
