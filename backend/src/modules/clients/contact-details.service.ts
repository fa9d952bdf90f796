import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Client } from './client.entity';
import type { ContactDetailsDto } from './dto/contact-details.dto';
import type { UpdateContactDetailsDto } from './dto/update-contact-details.dto';

/** A client's own phone and addresses: read and changed by her only (the caller's own row). */
@Injectable()
export class ContactDetailsService {
  constructor(@InjectRepository(Client) private readonly clients: Repository<Client>) {}

  async of(clientId: string): Promise<ContactDetailsDto> {
    return toDto(await this.clients.findOneByOrFail({ userId: clientId }));
  }

  async update(clientId: string, dto: UpdateContactDetailsDto): Promise<ContactDetailsDto> {
    await this.clients.update(
      { userId: clientId },
      {
        phone: dto.phone,
        billingAddress: dto.billingAddress,
        billingAddress2: dto.billingAddress2 ?? null,
        billingCity: dto.billingCity,
        billingState: dto.billingState,
        billingZip: dto.billingZip,
        billingCountry: dto.billingCountry,
        shippingAddress: dto.shippingAddress,
        shippingAddress2: dto.shippingAddress2 ?? null,
        shippingCity: dto.shippingCity,
        shippingState: dto.shippingState,
        shippingZip: dto.shippingZip,
        shippingCountry: dto.shippingCountry,
      },
    );
    return this.of(clientId);
  }
}

/** '' is how the database keeps a country not known yet (see Client.billingCountry). */
const countryOf = (stored: string | null): string | null => (stored ? stored : null);

function toDto(client: Client): ContactDetailsDto {
  return {
    phone: client.phone,
    billingAddress: client.billingAddress,
    billingAddress2: client.billingAddress2,
    billingCity: client.billingCity,
    billingState: client.billingState,
    billingZip: client.billingZip,
    billingCountry: countryOf(client.billingCountry),
    shippingAddress: client.shippingAddress,
    shippingAddress2: client.shippingAddress2,
    shippingCity: client.shippingCity,
    shippingState: client.shippingState,
    shippingZip: client.shippingZip,
    shippingCountry: countryOf(client.shippingCountry),
  };
}
