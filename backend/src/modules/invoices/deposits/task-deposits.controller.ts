import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../../common/read-cache/cached-read.interceptor';
import { DepositDto, RecordDepositPaymentDto, RequestDepositDto, TaskDepositsDto } from './dto/request-deposit.dto';
import { TaskDepositsService } from './task-deposits.service';
import { DepositReleaseService } from './deposit-release.service';
import { ReleaseDepositDto } from './dto/release-deposit.dto';

const SHOPPER_ONLY = "The task's client: deposits are the shopper's to ask for and record";

@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller()
export class TaskDepositsController {
  constructor(
    private readonly deposits: TaskDepositsService,
    private readonly releases: DepositReleaseService,
  ) {}

  @Get('tasks/:taskId/deposits')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({ summary: "The task's deposits, with what is held and what is asked for (either party)" })
  @ApiOkResponse({ type: TaskDepositsDto })
  @ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
  list(@CurrentUser() user: AuthUser, @Param('taskId') taskId: string): Promise<TaskDepositsDto> {
    return this.deposits.list(user, taskId);
  }

  @Post('tasks/:taskId/deposits')
  @ApiOperation({
    summary: 'Ask the client for a deposit before shopping (the task’s shopper)',
    description:
      'REQUESTED until paid or cancelled. Once PAID it is held for the task; each invoice captured there draws on it first.',
  })
  @ApiCreatedResponse({ type: DepositDto })
  @ApiBadRequestResponse({ description: 'An amount not above 0, a note over 500 characters, a due date in the past' })
  @ApiConflictResponse({ description: 'The task is COMPLETE or ARCHIVED' })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  request(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: RequestDepositDto,
  ): Promise<DepositDto> {
    return this.deposits.request(user, taskId, body);
  }

  @Post('deposits/:id/payments')
  @ApiOperation({ summary: 'Record a requested deposit as paid, in full (the task’s shopper)' })
  @ApiCreatedResponse({ type: DepositDto })
  @ApiBadRequestResponse({ description: 'No method, a bad date, a reference over 120 characters' })
  @ApiConflictResponse({ description: 'Already paid or cancelled' })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'Deposit not found' })
  recordPaid(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: RecordDepositPaymentDto,
  ): Promise<DepositDto> {
    return this.deposits.recordPaid(user, id, body);
  }

  @Post('tasks/:taskId/deposits/release')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Give back what is left of the deposits of a finished task (the task’s shopper)',
    description:
      'All that is held: kept as the client’s credit (`credit`, which pays her next invoices first) or refunded ' +
      'another way. Only once the task is COMPLETE, ARCHIVED or WITHDRAWN and has no open invoice.',
  })
  @ApiOkResponse({ type: TaskDepositsDto })
  @ApiBadRequestResponse({ description: 'No method, a bad or future date, a reference over 120 characters' })
  @ApiConflictResponse({ description: 'The task is not done, still has an open invoice, or holds nothing' })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  release(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: ReleaseDepositDto,
  ): Promise<TaskDepositsDto> {
    return this.releases.release(user, taskId, body);
  }

  @Patch('deposits/:id/cancel')
  @ApiOperation({ summary: 'Cancel a requested deposit (the task’s shopper)' })
  @ApiOkResponse({ type: DepositDto })
  @ApiConflictResponse({ description: 'Already paid or cancelled' })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'Deposit not found' })
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<DepositDto> {
    return this.deposits.cancel(user, id);
  }
}
