import type { DataSource } from 'typeorm';
import { Client } from '../../clients/client.entity';
import { Profile } from '../../users/entities/profile.entity';

export interface InvoiceEmailParties {
  /** The client's first name, for the greeting ("there" when she has none). */
  clientName: string;
  /** The shopper as the client knows her: her display name. */
  shopperName: string;
}

/** Who an email about an invoice greets, and whom it names as the sender of the news. */
export async function invoiceEmailParties(
  dataSource: DataSource,
  invoice: { shopperId: string; task: { clientId: string } },
): Promise<InvoiceEmailParties> {
  const [client, shopper] = await Promise.all([
    dataSource
      .getRepository(Client)
      .findOne({ where: { userId: invoice.task.clientId }, select: { userId: true, firstName: true } }),
    dataSource
      .getRepository(Profile)
      .findOne({ where: { userId: invoice.shopperId }, select: { userId: true, displayName: true } }),
  ]);
  return {
    clientName: client?.firstName.trim() || 'there',
    shopperName: shopper?.displayName.trim() || 'Your personal shopper',
  };
}
