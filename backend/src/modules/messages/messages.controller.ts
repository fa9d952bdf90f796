import { Body, Controller, Get, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { CreateMessageDto } from './dto/create-message.dto';
import { ListMessagesQuery } from './dto/list-messages.query';
import { MessageDto } from './dto/message.dto';
import { MessagesService } from './messages.service';

@ApiTags('messages')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
@Controller('tasks/:taskId/messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({
    summary: 'A page of the task chat (either party)',
    description:
      'Paging: the first call (no `before`) answers the newest `limit` messages; to load older ' +
      'ones pass `before` = the id of the oldest message held. Each page is in ascending chat ' +
      'order, so prepend it. A page shorter than `limit` means the start of the chat.',
  })
  @ApiOkResponse({
    type: [MessageDto],
    description:
      'The latest `limit` messages (default 100) older than `before` (or the latest overall), ' +
      'oldest first, in (createdAt, id) order. Load the newest page first, then page back with ' +
      "before = the first message's id until a page is shorter than limit.",
  })
  @ApiBadRequestResponse({ description: 'limit outside 1 to 200, or before is not a message of this task' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Query() query: ListMessagesQuery,
  ): Promise<MessageDto[]> {
    return this.messages.list(user, taskId, query);
  }

  @Post()
  @ApiOperation({
    summary: 'Send a message (either party)',
    description: 'The content is stored as sent, untrimmed; only its emptiness is judged after trimming.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: '"Message cannot be empty" or "Message too long (max 1000 characters)"' })
  post(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: CreateMessageDto,
  ): Promise<MessageDto> {
    return this.messages.post(user, taskId, body);
  }
}
