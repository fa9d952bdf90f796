import { ApiProperty } from '@nestjs/swagger';

export class AvatarUploadResponseDto {
  @ApiProperty({ example: '/files/uploads/ab/ab12….png', description: 'Save it with PUT /api/profile' })
  url: string;
}
