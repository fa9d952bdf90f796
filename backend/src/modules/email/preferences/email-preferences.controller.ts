import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { EmailPreferencesDto } from './dto/email-preferences.dto';
import { UpdateEmailPreferencesDto } from './dto/update-email-preferences.dto';
import { EmailPreferencesService } from './email-preferences.service';

@ApiTags('email')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('me/email-preferences')
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  @Get()
  @ApiOperation({ summary: 'Which digest emails the caller gets (security emails always go out)' })
  @ApiOkResponse({ type: EmailPreferencesDto })
  get(@CurrentUser() user: AuthUser): Promise<EmailPreferencesDto> {
    return this.preferences.of(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Turn digest kinds on or off' })
  @ApiOkResponse({ type: EmailPreferencesDto, description: 'The preferences now' })
  @ApiBadRequestResponse({ description: 'A value that is not true or false' })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateEmailPreferencesDto): Promise<EmailPreferencesDto> {
    return this.preferences.update(user.id, body);
  }
}
