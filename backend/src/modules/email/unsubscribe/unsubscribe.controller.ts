import { BadRequestException, Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { EmailPreferencesService } from '../preferences/email-preferences.service';
import { UnsubscribedDto } from './unsubscribed.dto';
import { UnsubscribeTokens } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = 'unsubscribe';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.';

/**
 * RFC 8058 one-click unsubscribe at the URL of every digest's List-Unsubscribe header
 * (`/unsubscribe?token=…`, outside /api so one URL serves both): a POST turns the user's
 * digests off with no sign-in (mail providers send `List-Unsubscribe=One-Click`; the web
 * page's button posts the same); a GET is the web app's page with that button, since mail
 * scanners follow GET links and must not unsubscribe anyone.
 */
@ApiTags('email')
@Controller()
export class UnsubscribeController {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly preferences: EmailPreferencesService,
  ) {}

  @Public()
  @Post(UNSUBSCRIBE_PATH)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Turn every digest email off for the user the link was made for' })
  @ApiQuery({ name: 'token', description: "The token of the digest's unsubscribe link" })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ description: UNSUBSCRIBE_LINK_INVALID })
  async unsubscribe(@Query('token') token: unknown): Promise<UnsubscribedDto> {
    const userId = typeof token === 'string' ? this.tokens.verify(token) : null;
    if (!userId) throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
    await this.preferences.unsubscribe(userId);
    return { unsubscribed: true };
  }
}
