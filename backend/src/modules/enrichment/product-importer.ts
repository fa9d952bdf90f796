import { HttpException, Injectable, Logger } from '@nestjs/common';
import { FetchRefusedError } from '../../infra/http-fetch/fetch-refused.error';
import { ImageIntake } from '../images/image-intake.service';
import { LinkFetcher } from './link-fetcher';
import type { ProductFacts } from './product-facts';
import { readProductPage } from './product-page';
import { SummaryGenerator } from './summary-generator';

export const NOT_A_PRODUCT_PAGE = "We couldn't read product details from that page. Nothing was changed.";

/**
 * The answers bot defences give instead of the page (Cloudflare's challenge comes as 403 or
 * 503, rate limits as 429): the page was not read, rather than missing.
 */
const BLOCKED_STATUSES = new Set([401, 403, 429, 503]);

export type ImportOutcome =
  | { ok: true; facts: ProductFacts; summary: string; imageUrl: string | null }
  | { ok: false; error: string };

/**
 * Reads a product link: fetches the page, extracts its facts, writes the summary, and brings
 * the main image in through the image pipeline (stored, cleaned, its variants queued). Changes
 * no item: the job applies the outcome. A page that cannot be fetched, a bot check and a page
 * that is not a product page (product-page.ts) are outcomes with the reason for the shopper,
 * so that nothing is written from them; an image that cannot be used only leaves the photos
 * as they are. Files are named by content, so importing again stores nothing new.
 */
@Injectable()
export class ProductImporter {
  private readonly logger = new Logger(ProductImporter.name);

  constructor(
    private readonly fetcher: LinkFetcher,
    private readonly summaries: SummaryGenerator,
    private readonly images: ImageIntake,
  ) {}

  async import(link: string): Promise<ImportOutcome> {
    let page;
    try {
      page = await this.fetcher.page(link);
    } catch (error) {
      if (!(error instanceof FetchRefusedError)) throw error;
      const blocked = error.status !== null && BLOCKED_STATUSES.has(error.status);
      if (blocked) this.logger.log(`Link ${link} not read: HTTP ${error.status}`);
      return { ok: false, error: blocked ? NOT_A_PRODUCT_PAGE : error.message };
    }
    const reading = readProductPage(page.html, page.url);
    if (reading.kind !== 'product') {
      this.logger.log(`Link ${link} not imported: ${reading.kind}`);
      return { ok: false, error: NOT_A_PRODUCT_PAGE };
    }
    const { facts } = reading;
    const summary = await this.summaries.summarize(facts);
    const imageUrl = facts.imageUrl ? await this.importImage(facts.imageUrl) : null;
    return { ok: true, facts, summary, imageUrl };
  }

  private async importImage(url: string): Promise<string | null> {
    try {
      const { bytes, ext } = await this.fetcher.image(url);
      return await this.images.store(bytes, ext);
    } catch (error) {
      // Refused by the fetcher (type, size, address) or by the pipeline (400): no photo, still an import.
      if (error instanceof FetchRefusedError || error instanceof HttpException) {
        this.logger.log(`Product image ${url} not imported: ${error.message}`);
        return null;
      }
      throw error;
    }
  }
}
