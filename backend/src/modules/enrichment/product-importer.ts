import { HttpException, Injectable, Logger } from '@nestjs/common';
import { FetchRefusedError } from '../../infra/http-fetch/fetch-refused.error';
import { ImageIntake } from '../images/image-intake.service';
import { LinkFetcher } from './link-fetcher';
import { extractProductFacts, hasProductFacts, type ProductFacts } from './product-facts';
import { SummaryGenerator } from './summary-generator';

export const NOTHING_TO_IMPORT = 'No product details were found on that page.';

export type ImportOutcome =
  | { ok: true; facts: ProductFacts; summary: string; imageUrl: string | null }
  | { ok: false; error: string };

/**
 * Reads a product link: fetches the page, extracts its facts, writes the summary, and brings
 * the main image in through the image pipeline (stored, cleaned, its variants queued). Changes
 * no item: the job applies the outcome. A page that cannot be fetched or says nothing usable is
 * an outcome with the reason for the shopper; an image that cannot be used only leaves the
 * photos as they are. Files are named by content, so importing again stores nothing new.
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
      if (error instanceof FetchRefusedError) return { ok: false, error: error.message };
      throw error;
    }
    const facts = extractProductFacts(page.html, page.url);
    if (!hasProductFacts(facts)) return { ok: false, error: NOTHING_TO_IMPORT };
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
