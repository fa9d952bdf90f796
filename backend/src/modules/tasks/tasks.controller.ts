import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { CreateTaskDto } from './dto/create-task.dto';
import { ListTaskPageQueryDto } from './dto/list-task-page-query.dto';
import { ListTasksQueryDto } from './dto/list-tasks-query.dto';
import { CreatedTaskDto, TaskDto } from './dto/task.dto';
import { TaskDetailDto } from './dto/task-detail.dto';
import { TaskListItemDto } from './dto/task-list-item.dto';
import { TaskPageDto } from './dto/task-page.dto';
import { TaskPricingDto } from './dto/task-pricing.dto';
import { UpdateTaskDto } from './dto/update-task.dto';
import { TASK_NOT_FOUND } from './task-access.service';
import { TaskDetailQuery } from './task-detail.query';
import { TaskListQuery } from './task-list.query';
import { TasksService } from './tasks.service';

/** Shopping tasks: a shopper's for their clients, a client's own. */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('tasks')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly list: TaskListQuery,
    private readonly detailQuery: TaskDetailQuery,
  ) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: [TaskListItemDto], description: "Newest first: a shopper's clients' tasks, a client's own" })
  @ApiBadRequestResponse({ description: 'A filter value outside its choices (the message names it)' })
  findAll(@CurrentUser() user: AuthUser, @Query() filters: ListTasksQueryDto): Promise<TaskListItemDto[]> {
    return this.list.run(user, filters);
  }

  // Before ':id', which would otherwise take "page" for a task id.
  @Get('page')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: TaskPageDto, description: 'A page of the same list as GET /api/tasks, with its counts' })
  @ApiBadRequestResponse({
    description: 'A filter value outside its choices, a bad limit or cursor (the message names it)',
  })
  page(@CurrentUser() user: AuthUser, @Query() query: ListTaskPageQueryDto): Promise<TaskPageDto> {
    return this.list.page(user, query);
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedTaskDto, description: 'A DRAFT task' })
  @ApiBadRequestResponse({ description: 'A missing or bad field, answer or image (the message names it)' })
  @ApiForbiddenResponse({ description: 'A client naming another client or setting the fee' })
  @ApiNotFoundResponse({ description: 'Not one of the shopper’s clients' })
  @ApiConflictResponse({ description: 'The client is archived, or was declined (the message says so to either party)' })
  @ApiPayloadTooLargeResponse({ description: 'An image over 5 MB' })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateTaskDto): Promise<CreatedTaskDto> {
    return this.tasks.create(user, body);
  }

  @Get(':id')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: TaskDetailDto })
  @ApiNotFoundResponse({ description: TASK_NOT_FOUND })
  detail(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TaskDetailDto> {
    return this.detailQuery.run(user, id);
  }

  @Put(':id')
  @ApiOkResponse({ type: TaskDto, description: 'The updated task' })
  @ApiBadRequestResponse({ description: 'Blank title, unknown status, fee outside 0 to 100' })
  @ApiForbiddenResponse({ description: 'The client of the task (read-only for clients)' })
  @ApiNotFoundResponse({ description: TASK_NOT_FOUND })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTaskDto): Promise<TaskDto> {
    return this.tasks.update(user, id, body);
  }

  @Get(':id/pricing')
  @ApiOkResponse({ type: TaskPricingDto, description: 'serviceFee is left out for clients' })
  @ApiNotFoundResponse({ description: TASK_NOT_FOUND })
  pricing(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TaskPricingDto> {
    return this.tasks.pricing(user, id);
  }
}
