import { BadRequestException, Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import { EmailPreferencesService } from '../preferences/email-preferences.service';
import { UnsubscribedDto } from './unsubscribed.dto';
import { UnsubscribeTokens } from './unsubscribe-token';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.';

/**
 * RFC 8058 one-click unsubscribe. Digests link to `/unsubscribe?token=…` (List-Unsubscribe):
 * a GET there is the web app's page with an Unsubscribe button, since mail scanners follow GET
 * links and must not unsubscribe anyone; a POST there (mail providers send
 * `List-Unsubscribe=One-Click`; the page's button posts the same) is answered here, through
 * the alias of unsubscribe-alias.ts, and turns the user's digests off with no sign-in.
 */
@ApiTags('email')
@Controller('email')
export class UnsubscribeController {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly preferences: EmailPreferencesService,
  ) {}

  @Public()
  @Post('unsubscribe')
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
