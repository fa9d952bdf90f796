import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskAccessModule } from '../tasks/task-access.module';
import { Message } from './message.entity';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

@Module({
  imports: [TypeOrmModule.forFeature([Message]), TaskAccessModule],
  controllers: [MessagesController],
  providers: [MessagesService],
})
export class MessagesModule {}
