import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Item } from '../items/entities/item.entity';
import { ShopTask } from '../tasks/task.entity';
import { TaskAccessModule } from '../tasks/task-access.module';
import { CommentAccess } from './comment-access.service';
import { CommentReactionsController } from './comment-reactions.controller';
import { CommentReactionsService } from './comment-reactions.service';
import { CommentViews } from './comment-views.service';
import { CommentsController } from './comments.controller';
import { CommentReaction } from './entities/comment-reaction.entity';
import { ImageComment } from './entities/image-comment.entity';
import { ImageCommentsController } from './image-comments.controller';
import { ImageCommentsService } from './image-comments.service';
import { TaskImages } from './task-images.service';

/** Comments pinned on task images, their replies and reactions. */
@Module({
  imports: [TypeOrmModule.forFeature([ImageComment, CommentReaction, ShopTask, Item]), TaskAccessModule],
  controllers: [ImageCommentsController, CommentsController, CommentReactionsController],
  providers: [ImageCommentsService, CommentReactionsService, CommentAccess, CommentViews, TaskImages],
})
export class ImageCommentsModule {}
