import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { UploadFileInterceptor } from '../../infra/storage/upload-file.interceptor';
import { ACCOUNT_IMAGE_MAX_BYTES, ACCOUNT_IMAGE_NOT_AN_IMAGE, ACCOUNT_IMAGE_TOO_LARGE } from './account-images.service';

/**
 * The upload route of an account image: one multipart `file` of at most 5 MB (413 past it,
 * with the spec's message), documented alike for every such route.
 */
export function AccountImageUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      UploadFileInterceptor('file', { maxBytes: ACCOUNT_IMAGE_MAX_BYTES, tooLargeMessage: ACCOUNT_IMAGE_TOO_LARGE }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    }),
    ApiBadRequestResponse({ description: `${ACCOUNT_IMAGE_NOT_AN_IMAGE} (or no file)` }),
    ApiPayloadTooLargeResponse({ description: ACCOUNT_IMAGE_TOO_LARGE }),
  );
}
