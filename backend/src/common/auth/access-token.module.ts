import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule, type JwtSignOptions } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { User } from '../../modules/users/entities/user.entity';
import { AccessTokenIssuer } from './access-token-issuer';
import { AccessTokenVerifier } from './access-token-verifier';

/** The one algorithm tokens are signed with and accepted in (no `none`, no key confusion). */
const ALGORITHM = 'HS256';

/**
 * Bearer tokens, issued and verified in one place for every entry point (the HTTP guard and
 * anything else that authenticates a caller). Global, so any module can inject the verifier.
 *
 * The secret becomes a key object once, here: given a string, jsonwebtoken would build one
 * on every call, after first failing (throwing and catching) to read it as a public key.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: {
          algorithm: ALGORITHM,
          // The config validated the format ("15m", "12h", "7d"), which jsonwebtoken reads.
          expiresIn: config.jwtExpiresIn as JwtSignOptions['expiresIn'],
        },
        verifyOptions: { algorithms: [ALGORITHM] },
      }),
    }),
  ],
  providers: [AccessTokenIssuer, AccessTokenVerifier],
  exports: [AccessTokenIssuer, AccessTokenVerifier],
})
export class AccessTokenModule {}
