import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isForeignKeyViolation } from '../../../infra/database/query-errors';
import type { NotificationKind } from '../../notifications/notification.entity';
import type { UserRole } from '../../users/entities/user.entity';
import type { EmailPreferencesDto } from './dto/email-preferences.dto';
import type { UpdateEmailPreferencesDto } from './dto/update-email-preferences.dto';
import { EmailPreferences } from './email-preferences.entity';

const ALL_ON: EmailPreferencesDto = {
  messages: true,
  itemsAndComments: true,
  invoices: true,
  clientsAndRequests: true,
  paymentReminders: true,
};
const ALL_OFF: EmailPreferencesDto = {
  messages: false,
  itemsAndComments: false,
  invoices: false,
  clientsAndRequests: false,
  paymentReminders: false,
};

/** Which preference lets a notification of each kind into a digest. */
const PREFERENCE_OF: Record<NotificationKind, keyof EmailPreferencesDto> = {
  MESSAGE: 'messages',
  ITEM: 'itemsAndComments',
  COMMENT: 'itemsAndComments',
  INVOICE_FINALIZED: 'invoices',
  INVOICE_PAID: 'invoices',
  REQUEST_SUBMITTED: 'clientsAndRequests',
  REQUEST_WITHDRAWN: 'clientsAndRequests',
  CLIENT_JOINED: 'clientsAndRequests',
};

/** A client is emailed every invoice and receipt the moment it happens, so no digest repeats them. */
const SENT_TO_CLIENTS_AT_ONCE: readonly NotificationKind[] = ['INVOICE_FINALIZED', 'INVOICE_PAID'];

export function digestKindsAllowed(preferences: EmailPreferencesDto, role: UserRole): NotificationKind[] {
  return (Object.keys(PREFERENCE_OF) as NotificationKind[]).filter(
    (kind) => preferences[PREFERENCE_OF[kind]] && !(role === 'CLIENT' && SENT_TO_CLIENTS_AT_ONCE.includes(kind)),
  );
}

@Injectable()
export class EmailPreferencesService {
  constructor(@InjectRepository(EmailPreferences) private readonly preferences: Repository<EmailPreferences>) {}

  async of(userId: string): Promise<EmailPreferencesDto> {
    const row = await this.preferences.findOneBy({ userId });
    if (!row) return ALL_ON;
    const { messages, itemsAndComments, invoices, clientsAndRequests, paymentReminders } = row;
    return { messages, itemsAndComments, invoices, clientsAndRequests, paymentReminders };
  }

  async update(userId: string, changes: UpdateEmailPreferencesDto): Promise<EmailPreferencesDto> {
    const next = { ...(await this.of(userId)), ...definedOnly(changes) };
    await this.preferences.upsert({ userId, ...next, updatedAt: new Date() }, ['userId']);
    return next;
  }

  /** One-click unsubscribe: every digest off, and payment reminders. An account deleted since gets nothing anyway. */
  async unsubscribe(userId: string): Promise<void> {
    try {
      await this.preferences.upsert({ userId, ...ALL_OFF, updatedAt: new Date() }, ['userId']);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
}

function definedOnly(changes: UpdateEmailPreferencesDto): Partial<EmailPreferencesDto> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => typeof value === 'boolean'));
}
