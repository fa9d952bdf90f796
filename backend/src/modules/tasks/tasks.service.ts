import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { fromCents, type PricedItem, priceTask, toMoneyString } from '@atelier/billing';
import type { AuthUser } from '../../common/auth/auth-user';
import { CategoriesService } from '../categories/categories.service';
import { assertTakesRequests } from '../clients/client-requests';
import { Item } from '../items/entities/item.entity';
import { ClientScope } from '../recipients/client-scope.service';
import { RecipientsService } from '../recipients/recipients.service';
import { Shopper } from '../shoppers/shopper.entity';
import type { CreateTaskDto } from './dto/create-task.dto';
import type { CreatedTaskDto, TaskDto } from './dto/task.dto';
import type { TaskPricingDto } from './dto/task-pricing.dto';
import type { UpdateTaskDto } from './dto/update-task.dto';
import { ReferenceImages } from './reference-images';
import { TaskAccess } from './task-access.service';
import { answersProblem, storedAnswers } from './task-answers';
import { ShopTask } from './task.entity';
import { UploadRecords } from '../uploads/upload-records.service';
import { CreditNoteLine } from '../invoices/credit-notes/entities/credit-note-line.entity';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity';
import { DomainEvents } from '../../common/domain-events/domain-events';

export const DESCRIPTION_REQUIRED = 'Description is required';
export const FEE_IS_SHOPPERS = 'Only the shopper sets the service fee';

@Injectable()
export class TasksService {
  constructor(
    @InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>,
    @InjectRepository(Item) private readonly items: Repository<Item>,
    @InjectRepository(Shopper) private readonly shoppers: Repository<Shopper>,
    private readonly access: TaskAccess,
    private readonly clientScope: ClientScope,
    private readonly categories: CategoriesService,
    private readonly recipients: RecipientsService,
    private readonly referenceImages: ReferenceImages,
    private readonly events: DomainEvents,
    private readonly uploads: UploadRecords,
  ) {}

  /**
   * A new DRAFT task. Everything is checked (including every image's bytes) before the
   * images are stored and the row is written, so a refused request leaves nothing behind.
   */
  async create(user: AuthUser, dto: CreateTaskDto): Promise<CreatedTaskDto> {
    if (user.role === 'CLIENT') {
      if (!dto.description) throw new BadRequestException(DESCRIPTION_REQUIRED);
      if (dto.feePct !== undefined && dto.feePct !== null) throw new ForbiddenException(FEE_IS_SHOPPERS);
    }
    const client = await this.clientScope.resolve(user, dto.clientId);
    assertTakesRequests(user.role, client.status);
    const category = await this.categories.resolve(dto.categoryId);
    await this.recipients.requireOfClient(dto.recipientId, client.userId);
    const problem = dto.answers ? answersProblem(category.formSchema, dto.answers) : null;
    if (problem) throw new BadRequestException(problem);
    const images = await this.referenceImages.decode(dto.uploadedImages ?? []);

    const uploadedImages = await this.referenceImages.store(images);
    const task = await this.tasks.save(
      this.tasks.create({
        title: dto.title,
        description: dto.description ?? null,
        shopperId: client.shopperId,
        clientId: client.userId,
        recipientId: dto.recipientId,
        categoryId: category.id,
        status: 'DRAFT',
        feePct: dto.feePct == null ? null : toMoneyString(dto.feePct),
        answers: storedAnswers(dto.answers),
        occasion: dto.occasion ?? null,
        notes: null,
        uploadedImages,
      }),
    );
    for (const url of uploadedImages) await this.uploads.record({ userId: user.id, taskId: task.id }, url);
    await this.events.publish('task.created', { taskId: task.id, actorId: user.id, description: task.description });
    return { id: task.id };
  }

  /** The shopper's edit form: only the fields sent change. */
  async update(user: AuthUser, taskId: string, dto: UpdateTaskDto): Promise<TaskDto> {
    await this.access.shopper(user, taskId);
    const task = await this.tasks.findOneByOrFail({ id: taskId });
    if (dto.title !== undefined) task.title = dto.title;
    if (dto.status !== undefined) task.status = dto.status;
    if (dto.feePct !== undefined) task.feePct = dto.feePct === null ? null : toMoneyString(dto.feePct);
    if (dto.notes !== undefined) task.notes = dto.notes;
    // save(), not update(): it keeps updatedAt's milliseconds.
    const saved = await this.tasks.save(task);
    await this.events.publish('task.changed', { taskId, actorId: user.id });
    return toTaskDto(saved, await this.defaultFeeOf(saved.shopperId));
  }

  async pricing(user: AuthUser, taskId: string): Promise<TaskPricingDto> {
    const task = await this.access.participant(user, taskId);
    const feePercent = task.feePct ?? (await this.defaultFeeOf(task.shopperId));
    const price = priceTask(await this.pricedItems(taskId), feePercent);
    const subtotal = fromCents(price.subtotal);
    const total = fromCents(price.total);
    return user.role === 'SHOPPER' ? { subtotal, serviceFee: fromCents(price.serviceFee), total } : { subtotal, total };
  }

  /**
   * The task's items with what invoices that are not VOID hold of each, net of returns: one
   * statement. Amounts are summed as whole cents (ROUND(x * 100)), exact on both databases.
   */
  private async pricedItems(taskId: string): Promise<PricedItem[]> {
    const query = this.items.createQueryBuilder('item');
    const held = (select: string) =>
      query
        .subQuery()
        .select(`COALESCE(SUM(${select}), 0)`)
        .from(InvoiceLine, 'line')
        .innerJoin('line.invoice', 'invoice')
        .where('line.itemId = item.id')
        .andWhere("line.status = 'CAPTURED'")
        .andWhere("invoice.status <> 'VOID'")
        .getQuery();
    const credited = (select: string) =>
      query
        .subQuery()
        .select(`COALESCE(SUM(${select}), 0)`)
        .from(CreditNoteLine, 'credit')
        .where('credit.itemId = item.id')
        .getQuery();
    const rows = await query
      .select('item.quantity', 'quantity')
      .addSelect('item.unitPrice', 'unitPrice')
      .addSelect(held('line.capturedQuantity'), 'billedQuantity')
      .addSelect(
        `${held('ROUND(line.lineTotal * 100)')} - ${credited('ROUND(credit.lineTotal * 100)')}`,
        'billedSubtotal',
      )
      .addSelect(
        `${held('ROUND(line.lineServiceFee * 100)')} - ${credited('ROUND(credit.lineServiceFee * 100)')}`,
        'billedFee',
      )
      .where('item.taskId = :taskId', { taskId })
      .getRawMany<Record<keyof PricedItem, number | string>>();
    // Numbers come back as strings on MySQL and numbers on SQLite.
    return rows.map((row) => ({
      quantity: Number(row.quantity),
      unitPrice: toMoneyString(row.unitPrice),
      billedQuantity: Number(row.billedQuantity),
      billedSubtotal: Math.round(Number(row.billedSubtotal)),
      billedFee: Math.round(Number(row.billedFee)),
    }));
  }

  private async defaultFeeOf(shopperId: string): Promise<string> {
    const shopper = await this.shoppers.findOneOrFail({
      where: { userId: shopperId },
      select: { userId: true, defaultFeePct: true },
    });
    return shopper.defaultFeePct;
  }
}

/** The stored task as answered; its relations are not part of it. */
export function toTaskDto(
  task: Omit<ShopTask, 'shopper' | 'client' | 'recipient' | 'category'>,
  shopperDefaultFeePct: string,
): TaskDto {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    uploadedImages: task.uploadedImages,
    shopperId: task.shopperId,
    clientId: task.clientId,
    recipientId: task.recipientId,
    categoryId: task.categoryId,
    status: task.status,
    feePct: task.feePct,
    effectiveFeePct: task.feePct ?? shopperDefaultFeePct,
    answers: task.answers,
    occasion: task.occasion,
    notes: task.notes,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}
