import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccessTokenIssuer } from '../../common/auth/access-token-issuer';
import { isUniqueViolation } from '../../infra/database/query-errors';
import { Transactions } from '../../infra/database/transactions';
import { AuditService } from '../audit/audit.service';
import { Client, DEFAULT_COUNTRY } from '../clients/client.entity';
import { NewClientAnnouncer } from '../clients/new-client-announcer';
import type { InviteCode } from '../invite-codes/invite-code.entity';
import { claimInviteCode, findUsableInviteCode } from '../invite-codes/invite-code-validity';
import { choosableShopper } from '../shoppers/shopper-choice';
import { DEFAULT_SHOPPER_FEE_PCT, Shopper } from '../shoppers/shopper.entity';
import { Profile } from '../users/entities/profile.entity';
import { INITIAL_TOKEN_VERSION, User, type UserRole } from '../users/entities/user.entity';
import type { RegisterClientDto } from './dto/register-client.dto';
import type { RegisterShopperDto } from './dto/register-shopper.dto';
import { PasswordHasher } from './password-hasher.service';

const EMAIL_TAKEN = 'An account with this email already exists';
const INVALID_INVITE_CODE = 'Invalid or already used invitation code';
const SHOPPER_CHOICE_MISSING = 'Please enter an invitation code or select a shopper.';
const SHOPPER_CHOICE_AMBIGUOUS = 'Please use either an invitation code or a selected shopper, not both.';

type NewAccount = Pick<RegisterShopperDto, 'email' | 'password' | 'displayName'>;

/** The role-specific part of an account: what to check first, then what to write. */
interface RoleRecords<P> {
  decide(manager: EntityManager): Promise<P>;
  write(manager: EntityManager, userId: string, plan: P): Promise<void>;
}

/**
 * Creates accounts: the user, its profile and its role record in one transaction, so a
 * failure leaves nothing behind. Every check runs before the first write (see Transactions).
 * Answers with a token, as registration signs the user in.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenIssuer,
    private readonly audit: AuditService,
    private readonly newClients: NewClientAnnouncer,
  ) {}

  async registerShopper(dto: RegisterShopperDto, ip: string | null): Promise<string> {
    const user = await this.createAccount(dto, 'SHOPPER', {
      decide: async () => undefined,
      write: async (manager, userId) => {
        await manager.insert(Shopper, { userId, defaultFeePct: DEFAULT_SHOPPER_FEE_PCT });
      },
    });
    await this.audit.record('auth.register', user.id, ip);
    return this.tokens.issue(user);
  }

  /**
   * A client joins the shopper of an invitation code or the shopper they picked. The code is
   * claimed with a conditional update in the same transaction: when two registrations race
   * for one code, the database lets exactly one of them flip it, and the other rolls back.
   */
  async registerClient(dto: RegisterClientDto, ip: string | null): Promise<string> {
    const { inviteCode, shopperId } = this.shopperChoice(dto);
    const user = await this.createAccount(dto, 'CLIENT', {
      decide: async (manager) => {
        const invitation = inviteCode ? await this.unusedInvitation(manager, inviteCode) : null;
        const shopper = invitation ? invitation.shopperId : await choosableShopper(manager, shopperId!);
        return { invitation, shopper };
      },
      write: async (manager, userId, { invitation, shopper }) => {
        await manager.insert(Client, { userId, shopperId: shopper, ...this.clientDetails(dto) });
        if (invitation) await this.claimInvitation(manager, invitation.id, userId);
      },
    });
    await this.audit.record('auth.register', user.id, ip);
    await this.newClients.announce(user.id);
    return this.tokens.issue(user);
  }

  private async createAccount<P>(
    dto: NewAccount,
    role: UserRole,
    roleRecords: RoleRecords<P>,
  ): Promise<Pick<User, 'id' | 'tokenVersion'>> {
    // Hashing takes tens of milliseconds: done before the transaction, not while it holds locks.
    const password = await this.hasher.hash(dto.password);
    const id = randomUUID();
    await this.transactions.decideThenWrite(
      async (manager) => {
        if (await manager.existsBy(User, { email: dto.email })) throw new ConflictException(EMAIL_TAKEN);
        return roleRecords.decide(manager);
      },
      async (manager, plan) => {
        try {
          await manager.insert(User, { id, email: dto.email, password, role, tokenVersion: INITIAL_TOKEN_VERSION });
        } catch (error) {
          // Two registrations of one email at once on MySQL: the unique index settles it.
          if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
          throw error;
        }
        await manager.insert(Profile, { userId: id, displayName: dto.displayName });
        await roleRecords.write(manager, id, plan);
      },
    );
    return { id, tokenVersion: INITIAL_TOKEN_VERSION };
  }

  private shopperChoice({ inviteCode, shopperId }: RegisterClientDto) {
    if (inviteCode && shopperId) throw new BadRequestException(SHOPPER_CHOICE_AMBIGUOUS);
    if (!inviteCode && !shopperId) throw new BadRequestException(SHOPPER_CHOICE_MISSING);
    return { inviteCode, shopperId };
  }

  private async unusedInvitation(manager: EntityManager, code: string): Promise<InviteCode> {
    const invitation = await findUsableInviteCode(manager, code);
    if (!invitation) throw new BadRequestException(INVALID_INVITE_CODE);
    return invitation;
  }

  private async claimInvitation(manager: EntityManager, invitationId: string, userId: string): Promise<void> {
    if (!(await claimInviteCode(manager, invitationId, userId))) throw new BadRequestException(INVALID_INVITE_CODE);
  }

  /** The clients row; shipping is the billing address unless one was given ("Same as billing"). */
  private clientDetails(dto: RegisterClientDto) {
    const billingCountry = dto.billingCountry ?? DEFAULT_COUNTRY;
    const billing = {
      billingAddress: dto.billingAddress,
      billingAddress2: dto.billingAddress2 ?? null,
      billingCity: dto.billingCity,
      billingState: dto.billingState,
      billingZip: dto.billingZip,
      billingCountry,
    };
    const shipping = dto.shippingAddress
      ? {
          shippingAddress: dto.shippingAddress,
          shippingAddress2: dto.shippingAddress2 ?? null,
          shippingCity: dto.shippingCity!,
          shippingState: dto.shippingState!,
          shippingZip: dto.shippingZip!,
          shippingCountry: dto.shippingCountry ?? billingCountry,
        }
      : {
          shippingAddress: billing.billingAddress,
          shippingAddress2: billing.billingAddress2,
          shippingCity: billing.billingCity,
          shippingState: billing.billingState,
          shippingZip: billing.billingZip,
          shippingCountry: billingCountry,
        };
    return { firstName: dto.firstName, lastName: dto.lastName, phone: dto.phone, ...billing, ...shipping };
  }
}
