import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Item } from '../items/entities/item.entity';
import { ShopTask } from '../tasks/task.entity';

export const IMAGE_NOT_ON_TASK = 'Image does not belong to this task';

/** Which images a task shows: its reference images and its items' photos. */
@Injectable()
export class TaskImages {
  constructor(
    @InjectRepository(ShopTask) private readonly tasks: Repository<ShopTask>,
    @InjectRepository(Item) private readonly items: Repository<Item>,
  ) {}

  /** 400 unless `imageUrl` is exactly one of the task's uploadedImages or its items' imageUrls. */
  async assertOnTask(taskId: string, imageUrl: string): Promise<void> {
    const task = await this.tasks.findOne({ where: { id: taskId }, select: { id: true, uploadedImages: true } });
    if (task?.uploadedImages.includes(imageUrl)) return;
    const items = await this.items.find({ where: { taskId }, select: { id: true, imageUrls: true } });
    if (items.some((item) => item.imageUrls.includes(imageUrl))) return;
    throw new BadRequestException(IMAGE_NOT_ON_TASK);
  }
}
