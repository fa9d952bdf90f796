import { Injectable, Logger, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { JobProcessor, type QueueProcessor } from './job-processor.decorator';
import { ProcessorRegistry } from './processor-registry';
import { QueueModule } from './queue.module';

/** Who warmed up, in this test file. */
const warmedUp: string[] = [];
/** What the pdf processor's warm-up does: by default it never finishes (a slow Chromium). */
let pdfWarmUp: () => Promise<void> = () => new Promise<void>(() => undefined);

@Injectable()
@JobProcessor('pdf')
class FakePdfProcessor implements QueueProcessor<'pdf'> {
  async process(): Promise<void> {}
  warmUp(): Promise<void> {
    warmedUp.push('pdf');
    return pdfWarmUp();
  }
}

/** The other queues' processors have nothing to warm up. */
@Injectable()
@JobProcessor('audit')
class FakeAuditProcessor implements QueueProcessor<'audit'> {
  async process(): Promise<void> {}
}
@Injectable()
@JobProcessor('images')
class FakeImagesProcessor implements QueueProcessor<'images'> {
  async process(): Promise<void> {}
}
@Injectable()
@JobProcessor('enrichment')
class FakeEnrichmentProcessor implements QueueProcessor<'enrichment'> {
  async process(): Promise<void> {}
}

@Injectable()
@JobProcessor('mail')
class FakeMailProcessor implements QueueProcessor<'mail'> {
  async process(): Promise<void> {}
}
@Injectable()
@JobProcessor('digests')
class FakeDigestsProcessor implements QueueProcessor<'digests'> {
  async process(): Promise<void> {}
}
@Injectable()
@JobProcessor('reminders')
class FakeRemindersProcessor implements QueueProcessor<'reminders'> {
  async process(): Promise<void> {}
}

@Module({
  providers: [
    FakePdfProcessor,
    FakeAuditProcessor,
    FakeImagesProcessor,
    FakeEnrichmentProcessor,
    FakeMailProcessor,
    FakeDigestsProcessor,
    FakeRemindersProcessor,
  ],
})
class FakeProcessorsModule {}

const inlineConfig = { redisUrl: null, jobTestDelayMs: 0 } as unknown as AppConfig;

async function bootInline() {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(inlineConfig),
      QueueModule.forRoot({ config: inlineConfig, runProcessors: false }),
      FakeProcessorsModule,
    ],
  }).compile();
  // Module init and the bootstrap hooks, as a booting process runs them.
  return moduleRef.init();
}

describe('processor warm-up at boot', () => {
  beforeEach(() => {
    warmedUp.length = 0;
    pdfWarmUp = () => new Promise<void>(() => undefined);
  });

  it('starts each processor’s warm-up when a process that runs the jobs boots, without waiting for it', async () => {
    // The warm-up never settles, and boot completes all the same.
    const app = await bootInline();
    try {
      expect(warmedUp).toEqual(['pdf']);
    } finally {
      await app.close();
    }
  });

  it('logs a failed warm-up and boots all the same', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    pdfWarmUp = () => Promise.reject(new Error('No Chromium found'));
    const app = await bootInline();
    try {
      await new Promise((resolve) => setImmediate(resolve));
      expect(warmedUp).toEqual(['pdf']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Warm-up of the "pdf" processor failed'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('No Chromium found'));
    } finally {
      warn.mockRestore();
      await app.close();
    }
  });

  it('is decided by the queue module: processes that run processors have the registry, an api on Redis has none', () => {
    const hasRegistry = (config: Partial<AppConfig>, runProcessors: boolean) =>
      (QueueModule.forRoot({ config: config as AppConfig, runProcessors }).providers ?? []).includes(ProcessorRegistry);
    // The api in single-machine mode runs the jobs itself, whatever it asks for.
    expect(hasRegistry({ redisUrl: null }, false)).toBe(true);
    // The worker.
    expect(hasRegistry({ redisUrl: 'redis://127.0.0.1:6379' }, true)).toBe(true);
    // The api with REDIS_URL only enqueues: nothing warms up there.
    expect(hasRegistry({ redisUrl: 'redis://127.0.0.1:6379' }, false)).toBe(false);
  });
});
