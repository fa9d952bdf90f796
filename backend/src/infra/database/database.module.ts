import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { buildDataSourceOptions } from './data-source-options';
import { Transactions } from './transactions';

/**
 * Opens the database from DATABASE_URL and brings its schema up to date before serving.
 * `Transactions` is the one way to run a transaction (see why there).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...buildDataSourceOptions(config.databaseUrl), retryAttempts: 3 }),
    }),
  ],
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}
