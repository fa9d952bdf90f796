import { Injectable, Logger } from '@nestjs/common';
import { Storage } from '../../../infra/storage/storage';
import { storageKeyOfUploadUrl } from '../../../infra/storage/upload-keys';
import type { Shopper } from '../../shoppers/shopper.entity';
import { sniffImageFormat } from '../../images/image-formats';
import { variantKeyOf } from '../../images/variant-keys';
import type { DocumentBrand } from './letterhead';

/** The shopper's columns a document's brand is made of: add them to a query's select as `<alias>.<column>`. */
export const BRAND_COLUMNS = [
  'businessName',
  'businessAddress',
  'paymentInstructions',
  'paymentLink',
  'logoUrl',
] as const;
export type BrandColumns = Pick<Shopper, (typeof BRAND_COLUMNS)[number]>;

/** Logos kept as data: URIs, by storage key (content-addressed: a key's bytes never change)... */
const MAX_REMEMBERED = 200;
/** ...when small: thumbnails are (tens of kB); an original waiting for its thumbnail is read each time. */
const MAX_REMEMBERED_BYTES = 256 * 1024;

/**
 * Turns a shopper's brand columns into what a document prints (DocumentBrand). The logo is read
 * from the uploads store, its 320 px thumbnail once the `images` job has made it (a letterhead
 * prints it at most 60 pt high), else the image itself, and inlined as a data: URI. A logo
 * that cannot be read is left out rather than failing the document.
 */
@Injectable()
export class DocumentBrands {
  private readonly logger = new Logger(DocumentBrands.name);
  private readonly logos = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  async of(shopper: BrandColumns): Promise<DocumentBrand> {
    return {
      businessName: shopper.businessName ?? null,
      businessAddress: shopper.businessAddress ?? null,
      paymentInstructions: shopper.paymentInstructions ?? null,
      paymentLink: shopper.paymentLink ?? null,
      logoDataUri: shopper.logoUrl ? await this.logo(shopper.logoUrl) : null,
    };
  }

  private async logo(url: string): Promise<string | null> {
    const key = storageKeyOfUploadUrl(url);
    if (!key) return null;
    try {
      const thumb = variantKeyOf(key, 'thumb');
      const printed = thumb && (await this.storage.exists(thumb)) ? thumb : key;
      const known = this.logos.get(printed);
      if (known) return known;
      const bytes = await this.storage.read(printed);
      const image = await sniffImageFormat(bytes);
      if (!image) return null;
      const uri = `data:${image.mime};base64,${bytes.toString('base64')}`;
      if (bytes.length <= MAX_REMEMBERED_BYTES) {
        if (this.logos.size >= MAX_REMEMBERED) this.logos.clear();
        this.logos.set(printed, uri);
      }
      return uri;
    } catch (error) {
      this.logger.warn(`Logo ${url} not printed: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  }
}
