import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { UploadRecords } from './upload-records.service';

/** Who uploaded which file, for the modules that accept upload URLs (items, tasks, profiles). */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  providers: [UploadRecords],
  exports: [UploadRecords],
})
export class UploadsModule {}
