import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../../email/email.module';
import { User } from '../../users/entities/user.entity';
import { PasswordChangedComposer } from './password-changed.composer';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetTokens } from './password-reset-tokens';
import { PasswordResetComposer } from './password-reset.composer';

/**
 * The account's security emails (the reset link, the password-changed notice): what the
 * mail job needs to compose them, apart from sign-in, so the worker loads only this.
 */
@Module({
  imports: [EmailModule, TypeOrmModule.forFeature([User, PasswordResetToken])],
  providers: [PasswordResetTokens, PasswordResetComposer, PasswordChangedComposer],
})
export class PasswordEmailsModule {}
