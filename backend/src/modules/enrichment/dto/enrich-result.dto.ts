import { ApiProperty } from '@nestjs/swagger';

/** The outcome of POST /api/items/{id}/enrich, in the spec's field names. */
export class EnrichResultDto {
  @ApiProperty({ description: 'The page was read and the item updated (summary, empty fields, maybe a photo)' })
  success: boolean;

  @ApiProperty({ description: "The page's main image was added to the item's photos" })
  image_added: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the import failed, for the "Import Failed" message; null on success',
  })
  error: string | null;
}
