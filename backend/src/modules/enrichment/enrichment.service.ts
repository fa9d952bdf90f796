import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobQueue, JobTimeoutError } from '../../infra/queue/job-queue';
import { ItemLookup } from '../items/item-lookup.service';
import { assertItemChangeable } from '../items/item-state';
import type { EnrichResultDto } from './dto/enrich-result.dto';
import { EnrichmentRun } from './enrichment-run.entity';
import { ITEM_HAS_NO_LINK } from './jobs/enrich-item.job';

export const IMPORT_FAILED = 'Failed to import image and summary. Please try again.';
export const IMPORT_STILL_RUNNING =
  'The import is taking longer than usual. It will finish on its own: refresh the task in a moment.';

/**
 * The request side of "import from link": checks the caller and the item, opens a run, has
 * the `enrichment` job do the work (in a worker, or here in single-machine mode) and answers
 * the run's outcome. Waits as long as the job may take: a page and an image, each with a
 * connect and a response timeout, plus one retry.
 */
@Injectable()
export class EnrichmentService {
  private readonly logger = new Logger(EnrichmentService.name);
  private readonly waitMs: number;

  constructor(
    @InjectRepository(EnrichmentRun) private readonly runs: Repository<EnrichmentRun>,
    private readonly lookup: ItemLookup,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.waitMs = 5 * config.enrichTimeoutMs + 10_000;
  }

  async enrich(user: AuthUser, itemId: string): Promise<EnrichResultDto> {
    const item = await this.lookup.forShopper(user, itemId);
    assertItemChangeable(item.status);
    if (!item.link) throw new BadRequestException(ITEM_HAS_NO_LINK);
    const run = await this.runs.save(this.runs.create({ itemId: item.id }));
    try {
      await this.jobs.enqueueAndWait(
        'enrichment',
        { runId: run.id },
        { jobId: `enrich-${run.id}`, timeoutMs: this.waitMs },
      );
    } catch (error) {
      if (error instanceof JobTimeoutError) return { success: false, image_added: false, error: IMPORT_STILL_RUNNING };
      this.logger.warn(`Import of item ${item.id} failed: ${error instanceof Error ? error.message : error}`);
      // Attempts spent: the run is closed so that no late delivery changes the item after this answer.
      await this.runs.update({ id: run.id, status: 'PENDING' }, { status: 'FAILED', error: IMPORT_FAILED });
    }
    const outcome = await this.runs.findOneByOrFail({ id: run.id });
    if (outcome.status === 'SUCCEEDED') return { success: true, image_added: outcome.imageAdded, error: null };
    return { success: false, image_added: false, error: outcome.error ?? IMPORT_FAILED };
  }
}
