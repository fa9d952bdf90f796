import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyKeyRecord } from './idempotency-key.entity';
import { IdempotencyKeys } from './idempotency-keys';

@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKeyRecord])],
  providers: [IdempotencyKeys],
  exports: [IdempotencyKeys],
})
export class IdempotencyModule {}
