import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const PDF_FORMATS = ['pdf', 'html'] as const;
export type PdfFormat = (typeof PDF_FORMATS)[number];

export class InvoicePdfQueryDto {
  @ApiPropertyOptional({
    enum: PDF_FORMATS,
    default: 'pdf',
    description: 'pdf: the file (application/pdf); html: the same document as printable HTML',
  })
  @IsOptional()
  @IsIn(PDF_FORMATS, { message: 'format must be pdf or html' })
  format?: PdfFormat;
}
