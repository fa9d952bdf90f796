import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ShopTask } from '../tasks/task.entity';
import { ClientScope } from './client-scope.service';
import type { CreateRecipientDto } from './dto/create-recipient.dto';
import type { RecipientDto, RecipientListItemDto } from './dto/recipient.dto';
import type { RecipientFieldsDto } from './dto/recipient-fields.dto';
import { normalizeRecipientProfile } from './recipient-profile';
import { Recipient } from './recipient.entity';
import { NO_TASKS, tallyTaskCounts } from './recipient-task-counts';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const RECIPIENT_OF_OTHER_CLIENT = 'The recipient does not belong to this client';
const SHOPPER_MUST_CHOOSE_CLIENT = 'clientId is required: choose one of your clients';

@Injectable()
export class RecipientsService {
  constructor(
    @InjectRepository(Recipient) private readonly recipients: Repository<Recipient>,
    @InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>,
    private readonly clientScope: ClientScope,
  ) {}

  /** A client's recipients, oldest first, with their task counts: three queries whatever the size. */
  async list(user: AuthUser, clientId: string | undefined): Promise<RecipientListItemDto[]> {
    const client = await this.clientScope.resolve(user, clientId, SHOPPER_MUST_CHOOSE_CLIENT);
    const recipients = await this.recipients.find({
      where: { clientId: client.userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const counts = await this.taskCounts(recipients.map((recipient) => recipient.id));
    return recipients.map((recipient) => ({
      ...toRecipientDto(recipient),
      taskCounts: counts.get(recipient.id) ?? { ...NO_TASKS },
    }));
  }

  async create(user: AuthUser, dto: CreateRecipientDto): Promise<RecipientDto> {
    const client = await this.clientScope.resolve(user, dto.clientId);
    const saved = await this.recipients.save(this.recipients.create({ clientId: client.userId, ...fieldsOf(dto) }));
    return toRecipientDto(saved);
  }

  /** Replaces every field (PUT); the recipient stays with its client. */
  async replace(user: AuthUser, id: string, dto: RecipientFieldsDto): Promise<RecipientDto> {
    const recipient = await this.loadWritable(user, id);
    Object.assign(recipient, fieldsOf(dto));
    return toRecipientDto(await this.recipients.save(recipient));
  }

  /** Its tasks stay: the foreign key sets their recipientId to null. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const recipient = await this.loadWritable(user, id);
    await this.recipients.delete({ id: recipient.id });
  }

  /** For task creation: the recipient, which must be one of the task client's. */
  async requireOfClient(recipientId: string, clientId: string): Promise<Recipient> {
    const recipient = await this.recipients.findOne({ where: { id: recipientId } });
    if (!recipient) throw new BadRequestException(RECIPIENT_NOT_FOUND);
    if (recipient.clientId !== clientId) throw new BadRequestException(RECIPIENT_OF_OTHER_CLIENT);
    return recipient;
  }

  /** A client's own recipient, or one of a shopper's clients'; anyone else gets 404. */
  private async loadWritable(user: AuthUser, id: string): Promise<Recipient> {
    const query = this.recipients.createQueryBuilder('recipient').where('recipient.id = :id', { id });
    if (user.role === 'CLIENT') {
      query.andWhere('recipient.clientId = :userId', { userId: user.id });
    } else {
      query.innerJoin('recipient.client', 'client').andWhere('client.shopperId = :userId', { userId: user.id });
    }
    const recipient = await query.getOne();
    if (!recipient) throw new NotFoundException(RECIPIENT_NOT_FOUND);
    return recipient;
  }

  /** One grouped query for all the recipients of a list. */
  private async taskCounts(recipientIds: string[]) {
    if (recipientIds.length === 0) return new Map();
    const rows = await this.tasks
      .createQueryBuilder('task')
      .select('task.recipientId', 'recipientId')
      .addSelect('task.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where({ recipientId: In(recipientIds) })
      .groupBy('task.recipientId')
      .addGroupBy('task.status')
      .getRawMany<{ recipientId: string; status: string; count: number | string }>();
    return tallyTaskCounts(rows);
  }
}

function fieldsOf(dto: RecipientFieldsDto): Omit<Recipient, 'id' | 'clientId' | 'createdAt' | 'updatedAt'> {
  return {
    displayName: dto.displayName,
    relationship: dto.relationship,
    birthdate: dto.birthdate ?? null,
    gender: dto.gender ?? null,
    notes: dto.notes ?? null,
    profile: normalizeRecipientProfile(dto.profile),
  };
}

export function toRecipientDto(recipient: Recipient): RecipientDto {
  const { id, clientId, relationship, displayName, birthdate, gender, notes, profile, createdAt, updatedAt } =
    recipient;
  return { id, clientId, relationship, displayName, birthdate, gender, notes, profile, createdAt, updatedAt };
}
