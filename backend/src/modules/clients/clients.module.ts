import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from './client.entity';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ContactDetailsController } from './contact-details.controller';
import { ContactDetailsService } from './contact-details.service';
import { CountriesController } from './countries.controller';
import { NewClientAnnouncer } from './new-client-announcer';

@Module({
  imports: [TypeOrmModule.forFeature([Client])],
  controllers: [ClientsController, ContactDetailsController, CountriesController],
  providers: [ClientsService, ContactDetailsService, NewClientAnnouncer],
  exports: [NewClientAnnouncer],
})
export class ClientsModule {}
