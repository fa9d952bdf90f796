import { Global, Module } from '@nestjs/common';
import { JobOutbox } from './job-outbox';
import { JobOutboxRelay } from './job-outbox-relay';

/** Jobs written with the changes they follow, and their relay to the queue (QueueModule's JobQueue). */
@Global()
@Module({
  providers: [JobOutbox, JobOutboxRelay],
  exports: [JobOutbox],
})
export class JobOutboxModule {}
