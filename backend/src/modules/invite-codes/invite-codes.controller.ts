import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { CreateInviteCodeDto } from './dto/create-invite-code.dto';
import { InviteCodeDto } from './dto/invite-code.dto';
import { InviteCodesService } from './invite-codes.service';

@ApiTags('invite-codes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: 'Not a shopper' })
@Roles('SHOPPER')
@Controller('invite-codes')
export class InviteCodesController {
  constructor(private readonly inviteCodes: InviteCodesService) {}

  @Get()
  @ApiOkResponse({ type: [InviteCodeDto], description: "The caller's own codes, newest first" })
  list(@CurrentUser() user: AuthUser): Promise<InviteCodeDto[]> {
    return this.inviteCodes.listForShopper(user.id);
  }

  @Post()
  @ApiCreatedResponse({ type: InviteCodeDto, description: 'The new, unused code' })
  @ApiBadRequestResponse({ description: 'Invalid client email or a field too long' })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateInviteCodeDto): Promise<InviteCodeDto> {
    return this.inviteCodes.create(user.id, body);
  }
}
