import {
  type CallHandler,
  type ExecutionContext,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';

/** The part of multer's in-memory file that upload handlers use. */
export interface UploadedFileData {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/**
 * Accepts one multipart file in `field`, held in memory and cut off by multer at `maxBytes`
 * (so an oversized upload is never read whole). Multer's generic "File too large" becomes
 * the route's own message (still 413).
 */
export function UploadFileInterceptor(
  field: string,
  { maxBytes, tooLargeMessage }: { maxBytes: number; tooLargeMessage: string },
): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1 } });

  class SizeLimitedUpload extends Multer {
    override async intercept(context: ExecutionContext, next: CallHandler) {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLargeMessage);
        throw error;
      }
    }
  }
  return mixin(SizeLimitedUpload);
}
