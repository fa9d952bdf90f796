import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemsModule } from '../items/items.module';
import { EnrichmentController } from './enrichment.controller';
import { EnrichmentRun } from './enrichment-run.entity';
import { EnrichmentService } from './enrichment.service';
import { EnrichItemJob } from './jobs/enrich-item.job';
import { LinkFetcher } from './link-fetcher';
import { ProductImporter } from './product-importer';
import { summaryGeneratorProvider } from './summary-generator.provider';

/**
 * Product-link import: POST /api/items/{id}/enrich and the `enrichment` job that reads the
 * page (safely: infra/http-fetch), brings its image through the image pipeline and writes
 * the item's summary.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EnrichmentRun]), ItemsModule],
  controllers: [EnrichmentController],
  providers: [EnrichmentService, EnrichItemJob, ProductImporter, LinkFetcher, summaryGeneratorProvider],
})
export class EnrichmentModule {}
