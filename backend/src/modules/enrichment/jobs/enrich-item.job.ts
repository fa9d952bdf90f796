import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { JobProcessor, type QueueProcessor } from '../../../infra/queue/job-processor.decorator';
import type { PayloadOf } from '../../../infra/queue/queue-definitions';
import { Transactions } from '../../../infra/database/transactions';
import { Item } from '../../items/entities/item.entity';
import { assertItemChangeable } from '../../items/item-state';
import { EnrichmentRun } from '../enrichment-run.entity';
import { type EnrichmentPlan, planEnrichment } from '../enrichment-plan';
import { type ImportOutcome, ProductImporter } from '../product-importer';
import { DomainEvents } from '../../../common/domain-events/domain-events';

export const ITEM_HAS_NO_LINK = 'This item has no product link to import from.';

/** What the transaction decided: nothing (the run is finished or gone), a failure, or changes. */
type Decision = null | { failure: string } | { itemId: string; plan: EnrichmentPlan };

/** How the run ended, as the item's parties hear of it once committed. */
type Finish = 'item.import-finished' | 'item.import-failed' | null;

/**
 * Imports an item's product link and records the outcome on its run. The page is read
 * outside any transaction; then one transaction locks the run and the item (in that order),
 * decides from the item as it is at that moment, writes the item's changes and finishes the
 * run. Exactly once in effect: a job run again (a retry, a worker killed after the commit, a
 * second delivery) finds the run finished and stops; one killed before the commit left
 * nothing behind and starts over, storing the same files under the same names.
 */
@Injectable()
@JobProcessor('enrichment')
export class EnrichItemJob implements QueueProcessor<'enrichment'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly importer: ProductImporter,
    private readonly events: DomainEvents,
  ) {}

  async process({ runId }: PayloadOf<'enrichment'>): Promise<void> {
    const run = await this.dataSource.getRepository(EnrichmentRun).findOneBy({ id: runId });
    if (!run || run.status !== 'PENDING') return;
    const item = await this.dataSource.getRepository(Item).findOneBy({ id: run.itemId });
    if (!item) return; // Deleted: its runs went with it.
    const outcome: ImportOutcome = !item.link
      ? { ok: false, error: ITEM_HAS_NO_LINK }
      : (frozenReason(item) ?? (await this.importer.import(item.link)));
    const finish = await this.transactions.decideThenWrite(
      (manager) => this.decide(manager, runId, outcome),
      (manager, decision) => this.write(manager, runId, decision),
    );
    if (finish) await this.events.publish(finish, { taskId: item.taskId, itemId: item.id });
  }

  private async decide(manager: EntityManager, runId: string, outcome: ImportOutcome): Promise<Decision> {
    const run = await this.transactions
      .forUpdate(manager.getRepository(EnrichmentRun).createQueryBuilder('run').where('run.id = :runId', { runId }))
      .getOne();
    if (!run || run.status !== 'PENDING') return null;
    const item = await this.transactions
      .forUpdate(manager.getRepository(Item).createQueryBuilder('item').where('item.id = :id', { id: run.itemId }))
      .getOne();
    if (!item) return null;
    // Invoiced while the page was being read: the item may no longer change.
    const frozen = frozenReason(item);
    if (frozen) return { failure: frozen.error };
    if (!outcome.ok) return { failure: outcome.error };
    return { itemId: item.id, plan: planEnrichment(item, outcome.facts, outcome.summary, outcome.imageUrl) };
  }

  private async write(manager: EntityManager, runId: string, decision: Decision): Promise<Finish> {
    if (decision === null) return null;
    const runs = manager.getRepository(EnrichmentRun);
    const finishedAt = new Date();
    if ('failure' in decision) {
      await runs.update({ id: runId }, { status: 'FAILED', error: decision.failure.slice(0, 500), finishedAt });
      return 'item.import-failed';
    }
    // updatedAt set here: update() would stamp CURRENT_TIMESTAMP, in whole seconds.
    await manager
      .getRepository(Item)
      .update({ id: decision.itemId }, { ...decision.plan.changes, updatedAt: finishedAt });
    await runs.update({ id: runId }, { status: 'SUCCEEDED', imageAdded: decision.plan.imageAdded, finishedAt });
    return 'item.import-finished';
  }
}

/** The item's frozen state as a failed outcome, or null while it may change. */
function frozenReason(item: Item): { ok: false; error: string } | null {
  try {
    assertItemChangeable(item.status);
    return null;
  } catch (error) {
    if (error instanceof ConflictException) return { ok: false, error: error.message };
    throw error;
  }
}
