import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ImageCommentDto } from './dto/image-comment.dto';
import { UpdateCommentDto } from './dto/update-comment.dto';
import { ImageCommentsService } from './image-comments.service';

@ApiTags('image-comments')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such comment, or not a party to its task' })
@Controller('comments')
export class CommentsController {
  constructor(private readonly comments: ImageCommentsService) {}

  @Put(':commentId')
  @ApiOkResponse({ type: ImageCommentDto, description: 'The resolved comment, resolvedAt set' })
  @ApiBadRequestResponse({ description: 'status is not RESOLVED' })
  @ApiConflictResponse({ description: 'Comment is already resolved' })
  resolve(
    @CurrentUser() user: AuthUser,
    @Param('commentId') commentId: string,
    // Validated to be RESOLVED, the only transition there is.
    @Body() _body: UpdateCommentDto,
  ): Promise<ImageCommentDto> {
    return this.comments.resolve(user, commentId);
  }

  @Delete(':commentId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its replies and reactions' })
  @ApiForbiddenResponse({ description: 'Only the author can delete this comment' })
  remove(@CurrentUser() user: AuthUser, @Param('commentId') commentId: string): Promise<void> {
    return this.comments.remove(user, commentId);
  }
}
