import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ShopTask } from './task.entity';
import { TaskAccess } from './task-access.service';

/** Imported by every task-scoped module (items, messages, comments, invoices). */
@Module({
  imports: [TypeOrmModule.forFeature([ShopTask])],
  providers: [TaskAccess],
  exports: [TaskAccess],
})
export class TaskAccessModule {}
