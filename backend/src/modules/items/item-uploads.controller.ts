import { Body, Controller, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { UploadFileInterceptor, type UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { UPLOAD_KINDS, UploadedItemFileDto, UploadItemFileDto } from './dto/upload-item-file.dto';
import {
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_REFUSED,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPE_REFUSED,
  UPLOAD_TOO_LARGE,
  ItemUploadsService,
} from './item-uploads.service';
import { TaskShopperGuard } from './task-shopper.guard';

@ApiTags('items')
@ApiBearerAuth()
@Controller()
export class ItemUploadsController {
  constructor(private readonly uploads: ItemUploadsService) {}

  @Post('tasks/:taskId/items/upload-file')
  @UseGuards(TaskShopperGuard)
  // Cut at the larger (receipt) limit; the photo limit is checked once the kind is known.
  @UseInterceptors(UploadFileInterceptor('file', { maxBytes: RECEIPT_MAX_BYTES, tooLargeMessage: UPLOAD_TOO_LARGE }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        kind: { type: 'string', enum: [...UPLOAD_KINDS], default: 'photo' },
      },
    },
  })
  @ApiCreatedResponse({ type: UploadedItemFileDto })
  @ApiBadRequestResponse({ description: `${PHOTO_TYPE_REFUSED} / ${RECEIPT_TYPE_REFUSED} / no file` })
  @ApiPayloadTooLargeResponse({ description: `${PHOTO_TOO_LARGE} / ${UPLOAD_TOO_LARGE}` })
  @ApiUnauthorizedResponse({ description: 'No or bad token' })
  @ApiForbiddenResponse({ description: "The task's client" })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  async upload(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() body: UploadItemFileDto,
  ): Promise<UploadedItemFileDto> {
    return { url: await this.uploads.store(file, body.kind ?? 'photo', { userId: user.id, taskId }) };
  }
}
