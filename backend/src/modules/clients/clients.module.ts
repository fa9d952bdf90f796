import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailModule } from '../email/email.module';
import { Client } from './client.entity';
import { ClientEmailsModule } from './client-emails.module';
import { ClientRoster } from './client-roster.service';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ContactDetailsController } from './contact-details.controller';
import { ContactDetailsService } from './contact-details.service';
import { CountriesController } from './countries.controller';
import { MyStandingController } from './my-standing.controller';
import { MyStanding } from './my-standing.service';
import { NewClientAnnouncer } from './new-client-announcer';

@Module({
  imports: [TypeOrmModule.forFeature([Client]), EmailModule, ClientEmailsModule],
  controllers: [ClientsController, ContactDetailsController, CountriesController, MyStandingController],
  providers: [ClientsService, ContactDetailsService, NewClientAnnouncer, ClientRoster, MyStanding],
  exports: [NewClientAnnouncer],
})
export class ClientsModule {}
