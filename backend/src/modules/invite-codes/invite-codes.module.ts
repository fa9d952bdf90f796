import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InviteCode } from './invite-code.entity';
import { InviteCodesController } from './invite-codes.controller';
import { InviteCodesService } from './invite-codes.service';
import { EmailModule } from '../email/email.module';
import { InvitationEmailComposer } from './invitation-email.composer';
import { InvitationEmails } from './invitation-emails.service';
import { InvitationStatusSubscriber } from './invitation-status.subscriber';

@Module({
  imports: [TypeOrmModule.forFeature([InviteCode]), EmailModule],
  controllers: [InviteCodesController],
  providers: [InviteCodesService, InvitationEmails, InvitationEmailComposer, InvitationStatusSubscriber],
})
export class InviteCodesModule {}
