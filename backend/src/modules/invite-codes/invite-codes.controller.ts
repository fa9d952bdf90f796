import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { Roles } from '../../common/auth/roles.decorator';
import { CreateInviteCodeDto } from './dto/create-invite-code.dto';
import { InviteCodeDto } from './dto/invite-code.dto';
import { InviteCodesService, USED_CODE_NOT_REVOCABLE } from './invite-codes.service';
import {
  INVITE_CODE_NOT_FOUND,
  INVITE_CODE_USED,
  INVITE_CODE_WITHOUT_EMAIL,
  InvitationEmails,
  RESEND_TOO_SOON,
} from './invitation-emails.service';

@ApiTags('invite-codes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: 'Not a shopper' })
@Roles('SHOPPER')
@Controller('invite-codes')
export class InviteCodesController {
  constructor(
    private readonly inviteCodes: InviteCodesService,
    private readonly invitations: InvitationEmails,
  ) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: [InviteCodeDto], description: "The caller's own codes, newest first (revoked ones left out)" })
  list(@CurrentUser() user: AuthUser): Promise<InviteCodeDto[]> {
    return this.inviteCodes.listForShopper(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'A new code; with a client email, the client is emailed an invitation' })
  @ApiCreatedResponse({ type: InviteCodeDto, description: 'The new, unused code' })
  @ApiBadRequestResponse({ description: 'Invalid client email or a field too long' })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateInviteCodeDto): Promise<InviteCodeDto> {
    return this.inviteCodes.create(user.id, body);
  }

  @Post(':id/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "Email the code's invitation to its client again" })
  @ApiAcceptedResponse({ type: InviteCodeDto, description: 'The code, its new email queued' })
  @ApiBadRequestResponse({ description: INVITE_CODE_WITHOUT_EMAIL })
  @ApiNotFoundResponse({ description: INVITE_CODE_NOT_FOUND })
  @ApiConflictResponse({ description: INVITE_CODE_USED })
  @ApiTooManyRequestsResponse({ description: `${RESEND_TOO_SOON} Or: sent 5 times in the last day.` })
  async resend(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<InviteCodeDto> {
    await this.invitations.resend(user.id, id);
    return this.inviteCodes.one(user.id, id);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Withdraw an unused code: from now on it registers no one' })
  @ApiNoContentResponse({ description: 'Revoked (also when it already was); it leaves the list' })
  @ApiNotFoundResponse({ description: `${INVITE_CODE_NOT_FOUND} (or not the caller's)` })
  @ApiConflictResponse({ description: USED_CODE_NOT_REVOCABLE })
  revoke(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.inviteCodes.revoke(user.id, id);
  }
}
