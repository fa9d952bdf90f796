import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { ClientDeclinedEmailComposer } from './client-declined-email.composer';

/**
 * The email a client gets from her client standing (declined by the shopper she chose): what
 * the mail job needs to compose it, apart from the client endpoints, so the worker loads only this.
 */
@Module({
  imports: [EmailModule],
  providers: [ClientDeclinedEmailComposer],
})
export class ClientEmailsModule {}
