import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fromCents, toCents, toMoneyString } from '@atelier/billing';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user';
import { DomainEvents } from '../../../common/domain-events/domain-events';
import { Transactions } from '../../../infra/database/transactions';
import { TaskAccess } from '../../tasks/task-access.service';
import { heldForTask } from './deposit-balance';
import { releaseRefusal } from './deposit-release-rules';
import type {
  DepositDto,
  RecordDepositPaymentDto,
  RequestDepositDto,
  TaskDepositsDto,
} from './dto/request-deposit.dto';
import { DepositRelease } from './entities/deposit-release.entity';
import { type DepositStatus, TaskDeposit } from './entities/task-deposit.entity';

export const DEPOSIT_NOT_FOUND = 'Deposit not found';
export const TASK_CLOSED_FOR_DEPOSITS = 'Deposits can be asked for only on a draft or active task.';
export const DEPOSIT_NOT_REQUESTED: Record<Exclude<DepositStatus, 'REQUESTED'>, string> = {
  PAID: 'This deposit has been paid already.',
  CANCELLED: 'This deposit was cancelled.',
};

/**
 * A task's deposits: the shopper asks for one (REQUESTED), records it paid when the money
 * reached her (PAID: held for the task from then on) or cancels it. Each change decides under
 * the deposit's row lock, so a deposit is paid or cancelled once. Both parties read them with
 * what is held and what is asked for; invoices draw on what is held as they are captured
 * (InvoiceCaptureService).
 */
@Injectable()
export class TaskDepositsService {
  constructor(
    @InjectRepository(TaskDeposit) private readonly deposits: Repository<TaskDeposit>,
    private readonly access: TaskAccess,
    private readonly transactions: Transactions,
    private readonly events: DomainEvents,
  ) {}

  async list(user: AuthUser, taskId: string): Promise<TaskDepositsDto> {
    const task = await this.access.participant(user, taskId);
    const [deposits, releases, { refusal }] = await Promise.all([
      this.deposits.find({ where: { taskId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.deposits.manager.find(DepositRelease, { where: { taskId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      releaseRefusal(this.deposits.manager, task),
    ]);
    const requested = deposits
      .filter((deposit) => deposit.status === 'REQUESTED')
      .reduce((sum, deposit) => sum + toCents(deposit.amount), 0);
    return {
      deposits: deposits.map(toDepositView),
      held: fromCents(await heldForTask(this.deposits.manager, taskId)),
      requested: fromCents(requested),
      releasable: refusal === null,
      releases: releases.map(({ id, amount, method, releasedOn, reference }) => ({
        id,
        amount,
        method,
        releasedOn,
        reference,
      })),
    };
  }

  async request(user: AuthUser, taskId: string, body: RequestDepositDto): Promise<DepositDto> {
    const task = await this.access.shopper(user, taskId);
    if (task.status !== 'DRAFT' && task.status !== 'ACTIVE') throw new ConflictException(TASK_CLOSED_FOR_DEPOSITS);
    const deposit = {
      id: randomUUID(),
      taskId,
      amount: toMoneyString(body.amount),
      note: body.note ?? null,
      dueDate: body.dueDate ?? null,
      status: 'REQUESTED' as const,
    };
    await this.transactions.write((manager) => manager.insert(TaskDeposit, deposit));
    await this.events.publish('deposit.requested', {
      taskId,
      actorId: user.id,
      depositId: deposit.id,
      amount: deposit.amount,
    });
    return toDepositView(await this.deposits.findOneByOrFail({ id: deposit.id }));
  }

  recordPaid(user: AuthUser, depositId: string, body: RecordDepositPaymentDto): Promise<DepositDto> {
    return this.settle(user, depositId, 'deposit.paid', {
      status: 'PAID',
      method: body.method,
      paidOn: body.paidOn,
      reference: body.reference ?? null,
    });
  }

  cancel(user: AuthUser, depositId: string): Promise<DepositDto> {
    return this.settle(user, depositId, 'deposit.cancelled', { status: 'CANCELLED' });
  }

  /**
   * In the caller's transaction: the deposit paid through the provider (a Checkout paid by
   * card), if it is still asked for; false when it was paid otherwise or cancelled meanwhile,
   * for the caller to keep the money as the client's credit. Announce with `announcePaid`.
   */
  async writeProviderPayment(manager: EntityManager, depositId: string, reference: string | null): Promise<boolean> {
    const locked = await this.lock(manager, depositId);
    if (locked.status !== 'REQUESTED') return false;
    await manager.update(
      TaskDeposit,
      { id: depositId },
      {
        status: 'PAID',
        method: 'card',
        paidOn: new Date().toISOString().slice(0, 10),
        reference,
        updatedAt: new Date(),
      },
    );
    return true;
  }

  async announcePaid(actorId: string, depositId: string): Promise<void> {
    const deposit = await this.deposits.findOneByOrFail({ id: depositId });
    await this.events.publish('deposit.paid', { taskId: deposit.taskId, actorId, depositId, amount: deposit.amount });
  }

  /** REQUESTED -> PAID or CANCELLED, once: 409 for a deposit already paid or cancelled. */
  private async settle(
    user: AuthUser,
    depositId: string,
    event: 'deposit.paid' | 'deposit.cancelled',
    change: Partial<Pick<TaskDeposit, 'method' | 'paidOn' | 'reference'>> & {
      status: Exclude<DepositStatus, 'REQUESTED'>;
    },
  ): Promise<DepositDto> {
    const found = await this.deposits.findOne({ where: { id: depositId }, select: { id: true, taskId: true } });
    if (!found) throw new NotFoundException(DEPOSIT_NOT_FOUND);
    await this.access.shopper(user, found.taskId);
    const deposit = await this.transactions.decideThenWrite(
      async (manager) => {
        const locked = await this.lock(manager, depositId);
        if (locked.status !== 'REQUESTED') throw new ConflictException(DEPOSIT_NOT_REQUESTED[locked.status]);
        return locked;
      },
      async (manager, locked) => {
        await manager.update(TaskDeposit, { id: depositId }, { ...change, updatedAt: new Date() });
        return locked;
      },
    );
    await this.events.publish(event, { taskId: deposit.taskId, actorId: user.id, depositId, amount: deposit.amount });
    return toDepositView(await this.deposits.findOneByOrFail({ id: depositId }));
  }

  private lock(manager: EntityManager, depositId: string): Promise<TaskDeposit> {
    return this.transactions
      .forUpdate(manager.getRepository(TaskDeposit).createQueryBuilder('deposit').where({ id: depositId }))
      .getOneOrFail();
  }
}

function toDepositView(deposit: TaskDeposit): DepositDto {
  return {
    id: deposit.id,
    taskId: deposit.taskId,
    amount: deposit.amount,
    note: deposit.note,
    dueDate: deposit.dueDate,
    status: deposit.status,
    method: deposit.method,
    paidOn: deposit.paidOn,
    reference: deposit.reference,
    createdAt: deposit.createdAt,
  };
}
