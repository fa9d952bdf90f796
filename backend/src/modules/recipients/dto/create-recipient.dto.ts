import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { RecipientFieldsDto } from './recipient-fields.dto';

export class CreateRecipientDto extends RecipientFieldsDto {
  @IsOptional()
  @IsString({ message: 'Client is required' })
  @ApiProperty({
    required: false,
    description: "Shoppers: one of their clients (required). Clients: leave out, or 'auto' or their own id.",
  })
  clientId?: string;
}
