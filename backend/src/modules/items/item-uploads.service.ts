import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { sniffFileType } from '../../infra/storage/file-type-sniffer';
import { Storage } from '../../infra/storage/storage';
import type { UploadedFileData } from '../../infra/storage/upload-file.interceptor';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES } from '../images/image-formats';
import { ImageIntake } from '../images/image-intake.service';
import { UploadRecords, type UploadOwner } from '../uploads/upload-records.service';
import type { UploadKind } from './dto/upload-item-file.dto';

/** docs/product-rules.md, "Uploads and limits": photos at most 5 MB, receipts at most 10 MB. */
export const PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TOO_LARGE = 'File too large: a photo can be at most 5MB and a receipt at most 10MB.';
export const PHOTO_TOO_LARGE = 'File too large: a photo can be at most 5MB.';
export const PHOTO_TYPE_REFUSED = 'Photos must be JPEG, PNG, GIF or WebP images.';
export const RECEIPT_TYPE_REFUSED =
  'Receipts must be an image (JPEG, PNG, GIF or WebP), a PDF, or a Word file (DOC or DOCX).';
export const FILE_MISSING = 'Please choose a file to upload.';

/** Photos: the image formats, by sniffed MIME type, with the extension stored. */
const PHOTO_EXTENSIONS = new Map<string, string>(IMAGE_FORMATS.map(({ mime, ext }) => [mime, ext]));

const RECEIPT_EXTENSIONS = new Map([
  ...PHOTO_EXTENSIONS,
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  // Word 97-2003 files are OLE compound files; the bytes say no more than that.
  ['application/x-cfb', 'doc'],
]);

/**
 * Item photos and receipts. The type is judged by the bytes alone (a text file named .png is
 * refused, a real DOCX is told from any other zip); the stored name is the content hash.
 */
@Injectable()
export class ItemUploadsService {
  constructor(
    private readonly storage: Storage,
    private readonly images: ImageIntake,
    private readonly records: UploadRecords,
  ) {}

  /** Stores the file and records it as `owner`'s upload for the task, which may then attach it. */
  async store(file: UploadedFileData | undefined, kind: UploadKind, owner: UploadOwner): Promise<string> {
    const url = await this.save(file, kind);
    await this.records.record(owner, url);
    return url;
  }

  private async save(file: UploadedFileData | undefined, kind: UploadKind): Promise<string> {
    if (!file) throw new BadRequestException(FILE_MISSING);
    const type = await sniffFileType(file.buffer);
    const extensions = kind === 'photo' ? PHOTO_EXTENSIONS : RECEIPT_EXTENSIONS;
    const ext = type && extensions.get(type.mime);
    if (!ext) throw new BadRequestException(kind === 'photo' ? PHOTO_TYPE_REFUSED : RECEIPT_TYPE_REFUSED);
    // Multer already cut uploads at the receipt limit; photos have a lower one.
    if (kind === 'photo' && file.size > PHOTO_MAX_BYTES) throw new PayloadTooLargeException(PHOTO_TOO_LARGE);
    // Photos and image receipts go through the image pipeline (cleaned, given variants).
    if (PHOTO_EXTENSIONS.has(type.mime)) return this.images.store(file.buffer, ext);
    const { url } = await this.storage.save(file.buffer, ext);
    return url;
  }
}
