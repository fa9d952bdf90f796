import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterClientDto } from './dto/register-client.dto';
import { RegisterShopperDto } from './dto/register-shopper.dto';
import { TokenResponseDto } from './dto/token-response.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { FORGOT_PASSWORD_ANSWER, ForgotPasswordResponseDto } from './dto/forgot-password-response.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { EmailCheckDto, EmailCheckResponseDto } from './dto/email-check.dto';
import { InviteCodeCheckDto, InviteCodeCheckResponseDto } from './dto/invite-code-check.dto';
import { PasswordResetService } from './password-reset/password-reset.service';
import {
  ForgotPasswordRateLimit,
  LoginRateLimit,
  RegistrationCheckRateLimit,
  RegistrationRateLimit,
  ResetPasswordRateLimit,
} from './rate-limit/rate-limits';
import { RegistrationChecks } from './registration-checks.service';
import { RegistrationService } from './registration.service';

/** Public except change-password, so only that route is documented with the bearer token. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly registration: RegistrationService,
    private readonly registrationChecks: RegistrationChecks,
    private readonly passwordResets: PasswordResetService,
  ) {}

  @Public()
  @RegistrationRateLimit()
  @Post('register-shopper')
  @ApiCreatedResponse({ type: TokenResponseDto, description: 'The new shopper, signed in' })
  @ApiBadRequestResponse({ description: 'Invalid field (message names it)' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async registerShopper(@Body() dto: RegisterShopperDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return { token: await this.registration.registerShopper(dto, ip) };
  }

  @Public()
  @RegistrationRateLimit()
  @Post('register-client')
  @ApiCreatedResponse({ type: TokenResponseDto, description: 'The new client, signed in and linked to a shopper' })
  @ApiBadRequestResponse({
    description:
      'Invalid field, invitation code or shopper (message names it), or a chosen shopper not taking new clients',
  })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async registerClient(@Body() dto: RegisterClientDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return { token: await this.registration.registerClient(dto, ip) };
  }

  @Public()
  @RegistrationCheckRateLimit()
  @Post('invite-code-check')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: InviteCodeCheckResponseDto,
    description:
      'Whether client registration would accept the code now (the form checks it on its code step), and for a usable code whose invitation it is',
  })
  @ApiBadRequestResponse({ description: 'Invitation code is required' })
  async checkInviteCode(@Body() dto: InviteCodeCheckDto): Promise<InviteCodeCheckResponseDto> {
    const invitation = await this.registrationChecks.usableInvitation(dto.code);
    return invitation ? { valid: true, invitation } : { valid: false };
  }

  @Public()
  @RegistrationCheckRateLimit()
  @Post('email-check')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: EmailCheckResponseDto,
    description: 'Whether an account can be registered with the email (the form checks it on its account step)',
  })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  async checkEmail(@Body() dto: EmailCheckDto): Promise<EmailCheckResponseDto> {
    return { available: await this.registrationChecks.emailAvailable(dto.email) };
  }

  @Public()
  @LoginRateLimit()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  async login(@Body() dto: LoginDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return { token: await this.auth.login(dto, ip) };
  }

  @Public()
  @ForgotPasswordRateLimit()
  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    type: ForgotPasswordResponseDto,
    description: 'The same answer whether or not an account has this email; the email is sent by a job',
  })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Ip() ip: string): Promise<ForgotPasswordResponseDto> {
    await this.passwordResets.request(dto.email, ip);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Public()
  @ResetPasswordRateLimit()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: TokenResponseDto,
    description: 'Password set; every other session is signed out, and this answer signs the user in',
  })
  @ApiBadRequestResponse({
    description:
      'This reset link is invalid or has expired. (unknown, used, expired or superseded), or a too short password',
  })
  async resetPassword(@Body() dto: ResetPasswordDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return { token: await this.passwordResets.reset(dto.token, dto.password, ip) };
  }

  @Post('change-password')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: TokenResponseDto,
    description: 'Password changed; every other session is signed out, this one continues with the new token',
  })
  @ApiBadRequestResponse({ description: 'Current password is incorrect, or the new one is too short' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Ip() ip: string,
  ): Promise<TokenResponseDto> {
    return { token: await this.auth.changePassword(user.id, dto, ip) };
  }
}
