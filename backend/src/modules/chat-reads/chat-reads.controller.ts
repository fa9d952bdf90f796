import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ChatReadsService } from './chat-reads.service';
import { MarkReadDto } from './dto/mark-read.dto';

@ApiTags('messages')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
@Controller('tasks/:taskId/read')
export class ChatReadsController {
  constructor(private readonly reads: ChatReadsService) {}

  @Put()
  @HttpCode(204)
  @ApiOperation({
    summary: "Mark the task's chat read up to a message (either party)",
    description:
      'The mark only moves forward: an older message than the one already marked changes nothing. ' +
      "The caller's other sockets receive a task.read live event.",
  })
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiBadRequestResponse({ description: 'messageId is not a message of this task' })
  markRead(@CurrentUser() user: AuthUser, @Param('taskId') taskId: string, @Body() body: MarkReadDto): Promise<void> {
    return this.reads.markRead(user, taskId, body.messageId);
  }
}
