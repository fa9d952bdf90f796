import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class ListRecipientsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  @ApiProperty({ required: false, format: 'uuid', description: 'Required for shoppers: one of their clients' })
  clientId?: string;
}
