import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ItemFeedbackDto, SetItemFeedbackDto } from './dto/item-feedback.dto';
import { ItemFeedbackService } from './item-feedback.service';

@ApiTags('items')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiNotFoundResponse({ description: 'No such item, or not yours' })
@Controller('items/:id/feedback')
export class ItemFeedbackController {
  constructor(private readonly feedback: ItemFeedbackService) {}

  @Get()
  @ApiOkResponse({ type: ItemFeedbackDto, description: "The caller's reaction (null for the shopper) and the counts" })
  read(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ItemFeedbackDto> {
    return this.feedback.read(user, id);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ItemFeedbackDto, description: 'Like or dislike (replacing an earlier reaction)' })
  @ApiBadRequestResponse({ description: 'isLiked missing or not a boolean' })
  @ApiForbiddenResponse({ description: 'The shopper: counts are read-only for them' })
  set(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: SetItemFeedbackDto,
  ): Promise<ItemFeedbackDto> {
    return this.feedback.set(user, id, body.isLiked);
  }

  @Delete()
  @ApiOkResponse({ type: ItemFeedbackDto, description: "Removes the caller's reaction (none is fine)" })
  @ApiForbiddenResponse({ description: 'The shopper: counts are read-only for them' })
  clear(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ItemFeedbackDto> {
    return this.feedback.clear(user, id);
  }
}
