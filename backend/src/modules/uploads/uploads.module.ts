import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountImages } from './account-images.service';
import { Upload } from './upload.entity';
import { UploadRecords } from './upload-records.service';

/**
 * Who uploaded which file, for the modules that accept upload URLs (items, tasks, profiles), and
 * the account images (avatar, shopper's logo) with their shared checks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  providers: [UploadRecords, AccountImages],
  exports: [UploadRecords, AccountImages],
})
export class UploadsModule {}
