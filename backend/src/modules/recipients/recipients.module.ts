import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from '../clients/client.entity';
import { ShopTask } from '../tasks/task.entity';
import { ClientScope } from './client-scope.service';
import { Recipient } from './recipient.entity';
import { RecipientsController } from './recipients.controller';
import { RecipientsService } from './recipients.service';

/** /api/recipients; exports the client scope and the recipient check task creation uses. */
@Module({
  imports: [TypeOrmModule.forFeature([Recipient, Client, ShopTask])],
  controllers: [RecipientsController],
  providers: [RecipientsService, ClientScope],
  exports: [RecipientsService, ClientScope],
})
export class RecipientsModule {}
