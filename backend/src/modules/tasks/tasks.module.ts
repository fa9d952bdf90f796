import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { Item } from '../items/entities/item.entity';
import { RecipientsModule } from '../recipients/recipients.module';
import { Shopper } from '../shoppers/shopper.entity';
import { Profile } from '../users/entities/profile.entity';
import { ReferenceImages } from './reference-images';
import { TaskAccessModule } from './task-access.module';
import { UploadsModule } from '../uploads/uploads.module';
import { TaskDetailQuery } from './task-detail.query';
import { TaskListQuery } from './task-list.query';
import { ShopTask } from './task.entity';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';
import { TaskWithdrawalController } from './task-withdrawal.controller';
import { TaskWithdrawal } from './task-withdrawal.service';

/** /api/tasks: list, create, detail, edit, pricing, and a client's withdrawal of her request. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ShopTask, Item, Shopper, Profile]),
    TaskAccessModule,
    CategoriesModule,
    RecipientsModule,
    UploadsModule,
  ],
  controllers: [TasksController, TaskWithdrawalController],
  providers: [TasksService, TaskListQuery, TaskDetailQuery, ReferenceImages, TaskWithdrawal],
})
export class TasksModule {}
