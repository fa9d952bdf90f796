import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { buildDataSourceOptions } from './data-source-options';

/** Opens the database from DATABASE_URL and brings its schema up to date before serving. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...buildDataSourceOptions(config.databaseUrl), retryAttempts: 3 }),
    }),
  ],
})
export class DatabaseModule {}
