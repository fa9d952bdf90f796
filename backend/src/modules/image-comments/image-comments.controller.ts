import { Body, Controller, Get, Param, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { CreateImageCommentDto } from './dto/create-image-comment.dto';
import { ImageCommentDto } from './dto/image-comment.dto';
import { ImageCommentsService } from './image-comments.service';

@ApiTags('image-comments')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
@Controller('tasks/:taskId/images')
export class ImageCommentsController {
  constructor(private readonly comments: ImageCommentsService) {}

  @Get(':encodedImageUrl/comments')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({ summary: 'Comments on one image of the task, replies included (either party)' })
  @ApiParam({
    name: 'encodedImageUrl',
    description: 'The image URL, URL-encoded as one path segment (encodeURIComponent)',
    example: '%2Ffiles%2Fuploads%2Fab%2Fab12.jpg',
  })
  @ApiOkResponse({
    type: [ImageCommentDto],
    description:
      'A flat list of every comment on the image, oldest first by (createdAt, id). Top-level ' +
      'comments (the pins) have parentCommentId null; replies carry their pin id there.',
  })
  list(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    // Express has already decoded the segment.
    @Param('encodedImageUrl') imageUrl: string,
  ): Promise<ImageCommentDto[]> {
    return this.comments.list(user, taskId, imageUrl);
  }

  @Post('comments')
  @ApiOperation({ summary: "Pin a comment on one of the task's images, or reply to a pin (either party)" })
  @ApiCreatedResponse({ type: ImageCommentDto })
  @ApiBadRequestResponse({
    description:
      'Invalid content or coordinates, "Image does not belong to this task", or a parent ' +
      'comment that is not a top-level comment on the same task and image',
  })
  create(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: CreateImageCommentDto,
  ): Promise<ImageCommentDto> {
    return this.comments.create(user, taskId, body);
  }
}
