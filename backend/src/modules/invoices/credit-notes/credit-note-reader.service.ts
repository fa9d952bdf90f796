import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { CreditNoteDto } from './dto/credit-note-view.dto';
import { type NamedCreditNote, toShopperCreditNote } from './credit-note-views';
import { CreditNote } from './entities/credit-note.entity';

/** Reads credit notes with their lines and the lines' item names: one query whatever their number. */
@Injectable()
export class CreditNoteReader {
  constructor(@InjectRepository(CreditNote) private readonly notes: Repository<CreditNote>) {}

  /** The credit notes of these invoices, oldest first, lines in the order they were recorded. */
  async ofInvoices(invoiceIds: readonly string[]): Promise<NamedCreditNote[]> {
    if (invoiceIds.length === 0) return [];
    return this.query()
      .where({ invoiceId: In(invoiceIds) })
      .getMany() as Promise<NamedCreditNote[]>;
  }

  /** These credit notes, those that exist. */
  async byIds(noteIds: readonly string[]): Promise<NamedCreditNote[]> {
    if (noteIds.length === 0) return [];
    return this.query()
      .where({ id: In(noteIds) })
      .getMany() as Promise<NamedCreditNote[]>;
  }

  async forShopper(noteId: string): Promise<CreditNoteDto> {
    const note = (await this.query().where({ id: noteId }).getOneOrFail()) as NamedCreditNote;
    return toShopperCreditNote(note);
  }

  private query() {
    return (
      this.notes
        .createQueryBuilder('note')
        .leftJoinAndSelect('note.lines', 'line')
        .leftJoin('line.item', 'item')
        .addSelect(['item.id', 'item.name'])
        .orderBy('note.createdAt', 'ASC')
        .addOrderBy('note.id', 'ASC')
        // The task's order of items, as on the invoice.
        .addOrderBy('item.createdAt', 'ASC')
        .addOrderBy('line.id', 'ASC')
    );
  }
}
