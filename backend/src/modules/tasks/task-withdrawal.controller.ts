import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { TASK_NOT_FOUND } from './task-access.service';
import { TaskWithdrawal, WITHDRAW_REFUSED } from './task-withdrawal.service';

@ApiTags('tasks')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('tasks')
export class TaskWithdrawalController {
  constructor(private readonly withdrawal: TaskWithdrawal) {}

  @Post(':id/withdraw')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The request is WITHDRAWN; its items, chat and history stay readable' })
  @ApiForbiddenResponse({ description: 'The task’s shopper: only its client withdraws a request' })
  @ApiNotFoundResponse({ description: TASK_NOT_FOUND })
  @ApiConflictResponse({ description: WITHDRAW_REFUSED })
  async withdraw(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.withdrawal.withdraw(user, id);
  }
}
