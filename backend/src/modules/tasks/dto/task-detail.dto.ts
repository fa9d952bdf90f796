import { ApiProperty } from '@nestjs/swagger';
import { CategoryDto } from '../../categories/dto/category.dto';
import { ImageRefDto } from '../../images/dto/image-ref.dto';
import { RecipientDto } from '../../recipients/dto/recipient.dto';
import { ItemReadDto } from './item-read.dto';
import { TaskDto } from './task.dto';

export class TaskClientDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;
}

export class TaskShopperDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ example: '12.50' })
  defaultFeePct: string;
}

/** The task as the task page shows it: with its reference images' variants. */
export class TaskDetailTaskDto extends TaskDto {
  @ApiProperty({
    type: [ImageRefDto],
    description: 'The images of uploadedImages, in the same order, with their web and thumbnail URLs',
  })
  referenceImages: ImageRefDto[];
}

/** Everything the task page shows, read in a fixed number of queries. */
export class TaskDetailDto {
  @ApiProperty({ type: TaskDetailTaskDto })
  task: TaskDetailTaskDto;

  @ApiProperty({ type: [ItemReadDto], description: 'Oldest first' })
  items: ItemReadDto[];

  @ApiProperty({ type: CategoryDto })
  category: CategoryDto;

  @ApiProperty({ type: TaskClientDto })
  client: TaskClientDto;

  @ApiProperty({ type: TaskShopperDto })
  shopper: TaskShopperDto;

  @ApiProperty({ type: RecipientDto, nullable: true })
  recipient: RecipientDto | null;
}
