import { ApiProperty } from '@nestjs/swagger';

/**
 * An image as lists show it: the canonical URL (the one stored and sent back in requests)
 * with a web-sized and a thumbnail URL beside it. Until an upload's variants are made, and
 * for images hosted elsewhere, both point at the canonical URL.
 */
export class ImageRefDto {
  @ApiProperty({ example: '/files/uploads/ab/ab12….jpg', description: 'The canonical URL, as stored' })
  url: string;

  @ApiProperty({ example: '/files/uploads/ab/ab12….web.webp', description: 'At most 1600 px on its longest side' })
  webUrl: string;

  @ApiProperty({ example: '/files/uploads/ab/ab12….thumb.webp', description: 'At most 320 px on its longest side' })
  thumbUrl: string;
}

/** The reference to an image with no variants (yet): every size is the original. */
export function originalImageRef(url: string): ImageRefDto {
  return { url, webUrl: url, thumbUrl: url };
}
