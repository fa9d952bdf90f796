import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** Every link an email carries, from APP_URL and nothing else (never a request's Host). */
@Injectable()
export class EmailLinks {
  private readonly origin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origin = config.mail.appUrl.replace(/\/+$/, '');
  }

  /** `path` starts with "/"; query values are encoded here. */
  to(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.origin}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** An app-relative file URL (`/files/uploads/…`) made absolute; other URLs as they are. */
  file(url: string): string {
    return url.startsWith('/') ? this.to(url) : url;
  }
}
