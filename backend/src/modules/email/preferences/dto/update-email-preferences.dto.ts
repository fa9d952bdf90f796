import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** Any of them; the others stay as they are. */
export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'messages must be true or false' })
  messages?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'itemsAndComments must be true or false' })
  itemsAndComments?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'invoices must be true or false' })
  invoices?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'clientsAndRequests must be true or false' })
  clientsAndRequests?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'paymentReminders must be true or false' })
  paymentReminders?: boolean;
}
