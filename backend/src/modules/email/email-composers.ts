import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { EMAIL_COMPOSER, type EmailComposer } from './email-composer';
import { EMAIL_KINDS, type EmailKind } from './email-record.entity';

/**
 * Finds the @ComposesEmail providers at boot, one per kind. Each domain composes its own
 * emails (auth the reset mail, invite codes the invitation); a kind without a composer, or
 * with two, stops startup rather than leaving emails unsendable.
 */
@Injectable()
export class EmailComposers implements OnModuleInit {
  private readonly composers = new Map<EmailKind, EmailComposer>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const kind = wrapper.metatype
        ? this.reflector.get<EmailKind | undefined>(EMAIL_COMPOSER, wrapper.metatype)
        : undefined;
      if (kind === undefined) continue;
      if (this.composers.has(kind)) throw new Error(`Email kind "${kind}" has two composers`);
      this.composers.set(kind, wrapper.instance as EmailComposer);
    }
    const missing = EMAIL_KINDS.filter((kind) => !this.composers.has(kind));
    if (missing.length > 0) {
      throw new Error(`No composer for email kind ${missing.map((kind) => `"${kind}"`).join(', ')}`);
    }
  }

  get(kind: EmailKind): EmailComposer {
    const composer = this.composers.get(kind);
    if (!composer) throw new Error(`No composer for email kind "${kind}"`);
    return composer;
  }
}
