import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toMoneyString } from '@atelier/billing';
import { Client } from '../clients/client.entity';
import { AccountImages } from '../uploads/account-images.service';
import type { Profile } from '../users/entities/profile.entity';
import type { User } from '../users/entities/user.entity';
import type { MyShopperDto } from './dto/my-shopper.dto';
import type { ShopperListItemDto } from './dto/shopper-list-item.dto';
import type { CardPaymentState, ShopperSettingsDto } from './dto/shopper-settings.dto';
import { CardPaymentProvider } from '../../infra/payments/card-payment-provider';
import { LOGO_URL_MESSAGE } from './dto/brand-fields';
import type { UpdateShopperSettingsDto } from './dto/update-shopper-settings.dto';
import { Shopper } from './shopper.entity';

/** The text settings a PATCH sets as sent (already trimmed; null clears them). */
const EDITABLE_TEXT = [
  'socialMediaUrl',
  'businessName',
  'businessAddress',
  'paymentInstructions',
  'paymentLink',
  'logoUrl',
] as const satisfies readonly (keyof UpdateShopperSettingsDto & keyof Shopper)[];
type EditableText = (typeof EDITABLE_TEXT)[number];

/** A shopper loaded with the account and profile every answer of this module needs. */
type LoadedShopper = Shopper & { user: User & { profile: Profile } };

@Injectable()
export class ShoppersService {
  constructor(
    @InjectRepository(Shopper) private readonly shoppers: Repository<Shopper>,
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    private readonly images: AccountImages,
    private readonly cards: CardPaymentProvider,
  ) {}

  /**
   * Every shopper who takes new clients, by display name, with only what registration shows
   * publicly.
   */
  async list(): Promise<ShopperListItemDto[]> {
    const shoppers = await this.shoppers
      .createQueryBuilder('shopper')
      .innerJoin('shopper.user', 'user')
      .innerJoin('user.profile', 'profile')
      // Only public columns are read: the public list never even loads emails or hashes.
      .select(['shopper.userId', 'shopper.defaultFeePct', 'user.id', 'profile.userId', 'profile.displayName'])
      // LOWER: SQLite compares case-sensitively, MySQL's collation does not; same order on both.
      // A literal: SQLite stores booleans as 1 and 0, MySQL's BOOLEAN is TINYINT(1).
      .where('shopper.acceptsNewClients = 1')
      .orderBy('LOWER(profile.displayName)')
      .addOrderBy('shopper.userId')
      .getMany();
    return shoppers.map((shopper) => ({
      id: shopper.userId,
      displayName: (shopper as LoadedShopper).user.profile.displayName,
      defaultFeePct: shopper.defaultFeePct,
    }));
  }

  async settings(userId: string): Promise<ShopperSettingsDto> {
    return toSettings(await this.load(userId), this.cards.enabled);
  }

  async updateSettings(userId: string, changes: UpdateShopperSettingsDto): Promise<ShopperSettingsDto> {
    const patch: Partial<Pick<Shopper, 'defaultFeePct' | 'acceptsNewClients' | 'paymentTermDays' | EditableText>> = {};
    if (changes.defaultFeePct !== undefined) patch.defaultFeePct = toMoneyString(changes.defaultFeePct);
    if (changes.acceptsNewClients !== undefined) patch.acceptsNewClients = changes.acceptsNewClients;
    if (changes.paymentTermDays !== undefined) patch.paymentTermDays = changes.paymentTermDays;
    for (const field of EDITABLE_TEXT) {
      const value = changes[field];
      if (value !== undefined) patch[field] = value;
    }
    if (patch.logoUrl) await this.assertLogoUsable(userId, patch.logoUrl);
    // TypeORM refuses an UPDATE without columns; an empty body simply answers the settings.
    if (Object.keys(patch).length > 0) await this.shoppers.update({ userId }, patch);
    return this.settings(userId);
  }

  /** The shopper the calling client belongs to; a client she declined has none. */
  async ofClient(clientUserId: string): Promise<MyShopperDto> {
    const client = await this.clients.findOne({
      where: { userId: clientUserId },
      relations: { shopper: { user: { profile: true } } },
    });
    const shopper = client?.shopper as LoadedShopper | undefined;
    if (!shopper || client?.status === 'DECLINED') throw new NotFoundException('No shopper assigned');
    return {
      id: shopper.userId,
      profile: { displayName: shopper.user.profile.displayName, avatarUrl: shopper.user.profile.avatarUrl },
      user: { email: shopper.user.email },
      createdAt: shopper.createdAt,
      socialMediaUrl: shopper.socialMediaUrl,
      defaultFeePct: shopper.defaultFeePct,
      businessName: shopper.businessName,
      paymentInstructions: shopper.paymentInstructions,
      paymentLink: shopper.paymentLink,
      acceptsCards: this.cards.enabled && shopper.cardPaymentsReady,
    };
  }

  /** 400 unless the logo is the current one or an image the shopper uploaded herself. */
  private async assertLogoUsable(userId: string, logoUrl: string): Promise<void> {
    const current = await this.shoppers.findOne({ where: { userId }, select: { userId: true, logoUrl: true } });
    await this.images.assertUsable(userId, logoUrl, current?.logoUrl ?? null, LOGO_URL_MESSAGE);
  }

  private async load(userId: string): Promise<LoadedShopper> {
    const shopper = await this.shoppers.findOne({ where: { userId }, relations: { user: { profile: true } } });
    if (!shopper) throw new NotFoundException('Shopper not found');
    return shopper as LoadedShopper;
  }
}

function cardPaymentState(shopper: Shopper, available: boolean): CardPaymentState {
  if (!available) return 'unavailable';
  if (shopper.cardPaymentsReady) return 'ready';
  return shopper.stripeAccountId === null ? 'not-connected' : 'pending';
}

function toSettings(shopper: LoadedShopper, cardsAvailable: boolean): ShopperSettingsDto {
  return {
    id: shopper.userId,
    displayName: shopper.user.profile.displayName,
    defaultFeePct: shopper.defaultFeePct,
    socialMediaUrl: shopper.socialMediaUrl,
    businessName: shopper.businessName,
    businessAddress: shopper.businessAddress,
    paymentInstructions: shopper.paymentInstructions,
    paymentLink: shopper.paymentLink,
    logoUrl: shopper.logoUrl,
    acceptsNewClients: shopper.acceptsNewClients,
    paymentTermDays: shopper.paymentTermDays,
    cardPayments: cardPaymentState(shopper, cardsAvailable),
    createdAt: shopper.createdAt,
    user: { email: shopper.user.email, role: shopper.user.role },
  };
}
