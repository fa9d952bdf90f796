import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { FetchRefusedError } from '../../infra/http-fetch/fetch-refused.error';
import { decodeHtml } from '../../infra/http-fetch/html-charset';
import { safeFetch, type SafeFetchOptions } from '../../infra/http-fetch/safe-fetch';
import { FETCHED_IMAGE_MAX_BYTES, sniffImageFormat } from '../images/image-formats';

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'];

export interface FetchedPage {
  /** After redirects: relative links on the page resolve against it. */
  url: string;
  html: string;
}

export interface FetchedImage {
  bytes: Buffer;
  ext: string;
}

/**
 * The two fetches of a link import, through safeFetch with the settings of the environment
 * (ENRICH_TIMEOUT_MS, ENRICH_ALLOW_PRIVATE_HOSTS): the product page (HTML, at most 2 MB,
 * decoded in its charset) and its main image (image/*, at most 10 MB, then judged by its bytes).
 */
@Injectable()
export class LinkFetcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async page(link: string): Promise<FetchedPage> {
    const fetched = await safeFetch(link, this.options(PAGE_TYPES, PAGE_MAX_BYTES));
    return { url: fetched.url, html: decodeHtml(fetched.body, fetched.charset) };
  }

  async image(url: string): Promise<FetchedImage> {
    const fetched = await safeFetch(url, this.options(['image/'], FETCHED_IMAGE_MAX_BYTES));
    const image = await sniffImageFormat(fetched.body);
    if (!image) throw new FetchRefusedError('wrong-type', 'The product image is not a JPEG, PNG, GIF or WebP image.');
    return { bytes: fetched.body, ext: image.ext };
  }

  private options(accept: string[], maxBytes: number): SafeFetchOptions {
    return {
      accept,
      maxBytes,
      connectTimeoutMs: this.config.enrichTimeoutMs,
      responseTimeoutMs: this.config.enrichTimeoutMs,
      allowPrivateHosts: this.config.enrichAllowPrivateHosts,
    };
  }
}
