import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { PlainColumns } from '../../infra/database/plain-columns';
import { QueryTextByShape } from '../../infra/database/query-text-by-shape';
import { Category } from '../categories/category.entity';
import { Client } from '../clients/client.entity';
import { ImageLinks } from '../images/image-links.service';
import { Recipient } from '../recipients/recipient.entity';
import { Shopper } from '../shoppers/shopper.entity';
import { Profile } from '../users/entities/profile.entity';
import { User } from '../users/entities/user.entity';
import type { TaskDetailDto } from './dto/task-detail.dto';
import { readItems } from './item-read-model';
import { TASK_NOT_FOUND } from './task-access.service';
import { ShopTask } from './task.entity';
import { toTaskDto } from './tasks.service';

/**
 * GET /api/tasks/{id} in two statements: the task with its people, category and recipient,
 * then its items with what is derived from their invoice lines and feedback (item-read-model).
 * Rows are read plain (no entities are built for an answer that is only serialized), through
 * SQL built once per role.
 *
 * Access is the first statement's filter: the same rule as TaskAccess (isParty), so anyone
 * but the task's client and their shopper is told the task does not exist.
 */
@Injectable()
export class TaskDetailQuery {
  private readonly texts = new QueryTextByShape();
  private readonly task: PlainColumns<ShopTask, (typeof TASK_COLUMNS)[number]>;
  private readonly category: PlainColumns<Category, 'id' | 'key' | 'name' | 'description' | 'formSchema'>;
  private readonly recipient: PlainColumns<Recipient, (typeof RECIPIENT_COLUMNS)[number]>;
  private readonly client: PlainColumns<Client, 'firstName' | 'lastName'>;
  private readonly clientUser: PlainColumns<User, 'email'>;
  private readonly clientProfile: PlainColumns<Profile, 'displayName'>;
  private readonly shopper: PlainColumns<Shopper, 'defaultFeePct'>;
  private readonly shopperProfile: PlainColumns<Profile, 'displayName'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly imageLinks: ImageLinks,
  ) {
    this.task = new PlainColumns(dataSource, ShopTask, 'task', TASK_COLUMNS);
    this.category = new PlainColumns(dataSource, Category, 'category', [
      'id',
      'key',
      'name',
      'description',
      'formSchema',
    ]);
    this.recipient = new PlainColumns(dataSource, Recipient, 'recipient', RECIPIENT_COLUMNS);
    this.client = new PlainColumns(dataSource, Client, 'client', ['firstName', 'lastName']);
    this.clientUser = new PlainColumns(dataSource, User, 'clientUser', ['email']);
    this.clientProfile = new PlainColumns(dataSource, Profile, 'clientProfile', ['displayName']);
    this.shopper = new PlainColumns(dataSource, Shopper, 'shopper', ['defaultFeePct']);
    this.shopperProfile = new PlainColumns(dataSource, Profile, 'shopperProfile', ['displayName']);
  }

  async run(user: AuthUser, taskId: string): Promise<TaskDetailDto> {
    const manager = this.dataSource.manager;
    const [row] = await this.texts.run<Record<string, unknown>>(manager, user.role, () => this.build(user), {
      taskId,
      userId: user.id,
    });
    if (!row) throw new NotFoundException(TASK_NOT_FOUND);
    const driver = this.dataSource.driver;
    const task = this.task.read(row, driver);
    const shopper = this.shopper.read(row, driver);
    const [items, referenceImages] = await Promise.all([
      // The client reads her prices, the fee folded in; the shopper her own unit prices.
      readItems(
        manager,
        { taskId },
        user.id,
        this.imageLinks,
        user.role === 'CLIENT' ? (task.feePct ?? shopper.defaultFeePct) : undefined,
      ),
      this.imageLinks.refsOf(task.uploadedImages),
    ]);
    return {
      task: {
        ...toTaskDto(task, shopper.defaultFeePct),
        referenceImages: task.uploadedImages.map((url) => referenceImages.get(url)!),
      },
      items,
      category: this.category.read(row, driver),
      client: {
        id: task.clientId,
        displayName: this.clientProfile.read(row, driver).displayName,
        email: this.clientUser.read(row, driver).email,
        ...this.client.read(row, driver),
      },
      shopper: {
        id: task.shopperId,
        displayName: this.shopperProfile.read(row, driver).displayName,
        defaultFeePct: shopper.defaultFeePct,
      },
      recipient: this.recipient.isIn(row) ? this.recipient.read(row, driver) : null,
    };
  }

  private build(user: AuthUser) {
    const query = this.dataSource
      .getRepository(ShopTask)
      .createQueryBuilder('task')
      .select([])
      .innerJoin('task.category', 'category')
      .leftJoin('task.recipient', 'recipient')
      .innerJoin('task.client', 'client')
      .innerJoin(User, 'clientUser', 'clientUser.id = task.clientId')
      .innerJoin(Profile, 'clientProfile', 'clientProfile.userId = task.clientId')
      .innerJoin('task.shopper', 'shopper')
      .innerJoin(Profile, 'shopperProfile', 'shopperProfile.userId = task.shopperId')
      .where('task.id = :taskId')
      .andWhere(user.role === 'SHOPPER' ? 'task.shopperId = :userId' : 'task.clientId = :userId');
    for (const columns of [
      this.task,
      this.category,
      this.recipient,
      this.client,
      this.clientUser,
      this.clientProfile,
      this.shopper,
      this.shopperProfile,
    ]) {
      columns.selectIn(query);
    }
    return query;
  }
}

const TASK_COLUMNS = [
  'id',
  'title',
  'description',
  'uploadedImages',
  'shopperId',
  'clientId',
  'recipientId',
  'categoryId',
  'status',
  'feePct',
  'answers',
  'occasion',
  'notes',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ShopTask)[];

const RECIPIENT_COLUMNS = [
  'id',
  'clientId',
  'relationship',
  'displayName',
  'birthdate',
  'gender',
  'notes',
  'profile',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Recipient)[];
