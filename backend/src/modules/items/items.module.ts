import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskAccessModule } from '../tasks/task-access.module';
import { UploadsModule } from '../uploads/uploads.module';
import { Item } from './entities/item.entity';
import { ItemFeedback } from './entities/item-feedback.entity';
import { ItemFeedbackController } from './item-feedback.controller';
import { ItemFeedbackService } from './item-feedback.service';
import { ItemLookup } from './item-lookup.service';
import { ItemUploadsController } from './item-uploads.controller';
import { ItemUploadsService } from './item-uploads.service';
import { ItemsController } from './items.controller';
import { ItemsService } from './items.service';
import { TaskShopperGuard } from './task-shopper.guard';

/** Items of a task: fields, photos and receipt (uploads included), and the client's feedback. */
@Module({
  imports: [TypeOrmModule.forFeature([Item, ItemFeedback]), TaskAccessModule, UploadsModule],
  controllers: [ItemsController, ItemUploadsController, ItemFeedbackController],
  providers: [ItemsService, ItemLookup, ItemUploadsService, ItemFeedbackService, TaskShopperGuard],
  exports: [ItemLookup],
})
export class ItemsModule {}
