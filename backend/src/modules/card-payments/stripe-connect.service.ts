import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CardPaymentProvider } from '../../infra/payments/card-payment-provider';
import { Shopper } from '../shoppers/shopper.entity';
import { User } from '../users/entities/user.entity';
import type { ProviderLinkDto } from './dto/checkout-link.dto';

export const CARDS_UNAVAILABLE = 'Card payments are not set up on this Atelier.';
/** Where the onboarding page sends her back: her settings, which say where her account stands. */
const SETTINGS_PATH = '/shopper-settings';

/**
 * A shopper connects her own Stripe account: the first time, an account is created for her
 * (one, however many taps: the provider's idempotency key is hers); each time, she is sent to
 * its onboarding page. Whether it takes charges comes later, from the account's events.
 */
@Injectable()
export class StripeConnectService {
  constructor(
    @InjectRepository(Shopper) private readonly shoppers: Repository<Shopper>,
    private readonly cards: CardPaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async connect(user: AuthUser): Promise<ProviderLinkDto> {
    if (!this.cards.enabled) throw new ConflictException(CARDS_UNAVAILABLE);
    const shopper = await this.shoppers.findOneOrFail({
      where: { userId: user.id },
      select: { userId: true, stripeAccountId: true },
    });
    let accountId = shopper.stripeAccountId;
    if (accountId === null) {
      const account = await this.shoppers.manager.findOneOrFail(User, {
        where: { id: user.id },
        select: { id: true, email: true },
      });
      accountId = await this.cards.createAccount(account.email, `connect-${user.id}`);
      await this.shoppers.update({ userId: user.id }, { stripeAccountId: accountId });
    }
    const settings = `${this.config.mail.appUrl}${SETTINGS_PATH}`;
    const url = await this.cards.onboardingLink(accountId, `${settings}?stripe=return`, `${settings}?stripe=refresh`);
    return { url };
  }
}
