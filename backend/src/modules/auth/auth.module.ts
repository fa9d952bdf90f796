import { AuditModule } from '../audit/audit.module';
import { Module } from '@nestjs/common';
import { JwtModule, type JwtSignOptions } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../infra/redis/redis.module';
import { User } from '../users/entities/user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher.service';
import { rateLimitOptions } from './rate-limit/rate-limits';
import { RegistrationService } from './registration.service';
import { TokenService } from './token.service';

/**
 * Registration, sign-in and passwords. The throttler is configured here and its guard is
 * applied per route (login, registration), so no other route is rate-limited.
 */
@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          // The config validated the format ("15m", "12h", "7d"), which jsonwebtoken reads.
          expiresIn: config.jwtExpiresIn as JwtSignOptions['expiresIn'],
        },
      }),
    }),
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG, REDIS], useFactory: rateLimitOptions }),
  ],
  controllers: [AuthController],
  providers: [AuthService, RegistrationService, TokenService, PasswordHasher],
})
export class AuthModule {}
