import { AuditModule } from '../audit/audit.module';
import { ClientsModule } from '../clients/clients.module';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../infra/redis/redis.module';
import { User } from '../users/entities/user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher.service';
import { rateLimitOptions } from './rate-limit/rate-limits';
import { RegistrationChecks } from './registration-checks.service';
import { RegistrationService } from './registration.service';
import { EmailModule } from '../email/email.module';
import { PasswordEmailsModule } from './password-reset/password-emails.module';
import { PasswordResetToken } from './password-reset/password-reset-token.entity';
import { PasswordResetService } from './password-reset/password-reset.service';

/**
 * Registration, sign-in and passwords (change, and reset by email). The throttler is
 * configured here and its guard is applied per route (login, registration and its checks,
 * password reset), so no other route is rate-limited.
 */
@Module({
  imports: [
    AuditModule,
    ClientsModule,
    EmailModule,
    PasswordEmailsModule,
    TypeOrmModule.forFeature([User, PasswordResetToken]),
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG, REDIS], useFactory: rateLimitOptions }),
  ],
  controllers: [AuthController],
  providers: [AuthService, RegistrationService, RegistrationChecks, PasswordHasher, PasswordResetService],
})
export class AuthModule {}
