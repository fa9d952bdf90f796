import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ItemReadDto } from '../tasks/dto/item-read.dto';
import { ItemFieldsDto } from './dto/item-fields.dto';
import { UpdateItemFilesDto } from './dto/update-item-files.dto';
import { UpdateItemNotesDto } from './dto/update-item-notes.dto';
import { ITEM_LOCKED, ITEM_PAID } from './item-state';
import { ItemsService } from './items.service';

const FROZEN = `${ITEM_LOCKED} / ${ITEM_PAID}`;

@ApiTags('items')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: "The task's client: items are the shopper's to change" })
@ApiNotFoundResponse({ description: 'No such task or item, or not yours' })
@Controller()
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Post('tasks/:taskId/items')
  @ApiCreatedResponse({ type: ItemReadDto })
  @ApiBadRequestResponse({ description: 'Invalid field (message names it)' })
  create(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: ItemFieldsDto,
  ): Promise<ItemReadDto> {
    return this.items.create(user, taskId, body);
  }

  @Put('items/:id')
  @ApiOkResponse({ type: ItemReadDto, description: 'Replaces name, brand, store, link, quantity and unitPrice' })
  @ApiBadRequestResponse({ description: 'Invalid field (message names it)' })
  @ApiConflictResponse({ description: FROZEN })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: ItemFieldsDto): Promise<ItemReadDto> {
    return this.items.replaceFields(user, id, body);
  }

  @Delete('items/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, with its feedback' })
  @ApiConflictResponse({ description: `${FROZEN} / it appears on a (voided) invoice` })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.items.remove(user, id);
  }

  @Put('items/:id/files')
  @ApiOkResponse({ type: ItemReadDto, description: 'Replaces the photo list and/or the receipt' })
  @ApiBadRequestResponse({ description: 'Invalid image URL / Invalid receipt URL / more than 8 photos' })
  @ApiConflictResponse({ description: FROZEN })
  updateFiles(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateItemFilesDto,
  ): Promise<ItemReadDto> {
    return this.items.updateFiles(user, id, body);
  }

  @Put('items/:id/notes')
  @ApiOkResponse({
    type: ItemReadDto,
    description: "Replaces the summary and/or the shopper's note to her client (both shown to the client)",
  })
  @ApiBadRequestResponse({
    description: 'Summary too long (max 2000 characters) / Note too long (max 1000 characters)',
  })
  @ApiConflictResponse({ description: FROZEN })
  updateNotes(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateItemNotesDto,
  ): Promise<ItemReadDto> {
    return this.items.updateNotes(user, id, body);
  }
}
