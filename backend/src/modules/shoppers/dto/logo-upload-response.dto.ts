import { ApiProperty } from '@nestjs/swagger';

/** As the avatar's upload answers: the stored image, to be saved as the logo next. */
export class LogoUploadResponseDto {
  @ApiProperty({
    example: '/files/uploads/ab/ab12….png',
    description: 'Save it as logoUrl with PATCH /api/shoppers/me',
  })
  url: string;
}
