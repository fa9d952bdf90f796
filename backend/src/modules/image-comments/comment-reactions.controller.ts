import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CommentReactionsService } from './comment-reactions.service';
import { CommentReactionDto } from './dto/comment-reaction.dto';
import { ImageCommentDto } from './dto/image-comment.dto';
import { SetReactionDto } from './dto/set-reaction.dto';

@ApiTags('image-comments')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such comment, or not a party to its task' })
@Controller('comments/:commentId/reactions')
export class CommentReactionsController {
  constructor(private readonly reactions: CommentReactionsService) {}

  @Get()
  @ApiOkResponse({ type: [CommentReactionDto], description: 'Oldest first' })
  list(@CurrentUser() user: AuthUser, @Param('commentId') commentId: string): Promise<CommentReactionDto[]> {
    return this.reactions.list(user, commentId);
  }

  /** 200 rather than 201: setting an existing reaction again, or replacing it, creates nothing. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    type: ImageCommentDto,
    description: "The comment with its new reaction counts and the caller's reaction (one per user and comment)",
  })
  @ApiBadRequestResponse({ description: 'Unknown reactionType' })
  set(
    @CurrentUser() user: AuthUser,
    @Param('commentId') commentId: string,
    @Body() body: SetReactionDto,
  ): Promise<ImageCommentDto> {
    return this.reactions.set(user, commentId, body.reactionType);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: "The caller's reaction is gone (also when there was none)" })
  remove(@CurrentUser() user: AuthUser, @Param('commentId') commentId: string): Promise<void> {
    return this.reactions.remove(user, commentId);
  }
}
