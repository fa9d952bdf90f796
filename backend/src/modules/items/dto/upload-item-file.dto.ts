import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const UPLOAD_KINDS = ['photo', 'receipt'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The text fields of the multipart upload; the file itself is the `file` part. */
export class UploadItemFileDto {
  @ApiProperty({ enum: UPLOAD_KINDS, required: false, default: 'photo' })
  @IsOptional()
  @IsIn(UPLOAD_KINDS, { message: 'Kind must be photo or receipt' })
  kind?: UploadKind;
}

export class UploadedItemFileDto {
  @ApiProperty({
    example: '/files/uploads/ab/ab12….jpg',
    description: 'Save it on an item with PUT /api/items/{id}/files',
  })
  url: string;
}
