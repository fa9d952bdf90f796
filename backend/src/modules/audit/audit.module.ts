import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from './audit-event.entity';
import { AuditService } from './audit.service';
import { AuditWriteJob } from './jobs/audit-write.job';

/** The audit trail: AuditService for producers, AuditWriteJob as the `audit` queue's processor. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent])],
  providers: [AuditService, AuditWriteJob],
  exports: [AuditService],
})
export class AuditModule {}
