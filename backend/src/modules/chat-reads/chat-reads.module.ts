import { Module } from '@nestjs/common';
import { TaskAccessModule } from '../tasks/task-access.module';
import { ChatReadsController } from './chat-reads.controller';
import { ChatReadsService } from './chat-reads.service';

@Module({
  imports: [TaskAccessModule],
  controllers: [ChatReadsController],
  providers: [ChatReadsService],
  exports: [ChatReadsService],
})
export class ChatReadsModule {}
