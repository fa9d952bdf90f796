import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ExtractiveSummaryGenerator } from './extractive-summary-generator';
import { SummaryGenerator } from './summary-generator';

/** Binds SummaryGenerator to the generator SUMMARY_GENERATOR names (validated at boot). */
export const summaryGeneratorProvider: Provider = {
  provide: SummaryGenerator,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): SummaryGenerator => {
    switch (config.summaryGenerator) {
      case 'extractive':
        return new ExtractiveSummaryGenerator();
    }
  },
};
