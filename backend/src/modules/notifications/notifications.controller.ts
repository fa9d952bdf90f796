import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { LiveEventDto, TypingEventDto } from '../realtime/dto/live-event.dto';
import { NotificationFeedDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
// The socket's payloads, so the web app's types are generated with the rest.
@ApiExtraModels(LiveEventDto, TypingEventDto)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({ summary: "The caller's notifications (the header's bell) and unread counts" })
  @ApiOkResponse({ type: NotificationFeedDto })
  feed(@CurrentUser() user: AuthUser): Promise<NotificationFeedDto> {
    return this.notifications.feed(user);
  }

  @Post('read-all')
  @HttpCode(204)
  @ApiOperation({ summary: "Mark all the caller's notifications read" })
  @ApiNoContentResponse({ description: 'Marked' })
  markAllRead(@CurrentUser() user: AuthUser): Promise<void> {
    return this.notifications.markAllRead(user);
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiOperation({ summary: "Mark one of the caller's notifications read" })
  @ApiNoContentResponse({ description: 'Marked (also when it already was)' })
  @ApiNotFoundResponse({ description: 'No such notification of the caller' })
  markRead(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.notifications.markRead(user, id);
  }
}
