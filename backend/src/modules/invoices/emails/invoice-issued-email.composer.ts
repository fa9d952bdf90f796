import { Injectable } from '@nestjs/common';
import { PAYMENT_METHOD_LABELS } from '@atelier/billing';
import sharp from 'sharp';
import type { EmailAttachment } from '../../../infra/mail/mailer';
import { ComposesEmail, type ComposedEmail, type EmailComposer } from '../../email/email-composer';
import type { EmailRecord } from '../../email/email-record.entity';
import { invoiceIssuedEmail } from '../../email/templates/invoice-issued.email';
import { formatDay, formatUsd, type InvoiceDocument } from '../pdf/invoice-document';
import { InvoicePdfService } from '../pdf/invoice-pdf.service';
import { InvoiceEmailFactsReader } from './invoice-email-facts';

const LOGO_CID = 'letterhead-logo';

/**
 * The invoice, to the client, the moment it is finalized (the record's subject is the invoice):
 * the shopper's letterhead, the lines, what her deposit or credit already paid, the balance and
 * due date, "Pay $X", and the PDF attached. An invoice voided before its turn is not announced
 * (the withdrawal email tells her instead).
 */
@Injectable()
@ComposesEmail('invoice-issued')
export class InvoiceIssuedEmailComposer implements EmailComposer {
  constructor(
    private readonly facts: InvoiceEmailFactsReader,
    private readonly pdfs: InvoicePdfService,
  ) {}

  async compose(record: EmailRecord): Promise<ComposedEmail | null> {
    if (!record.subjectId) return null;
    const facts = await this.facts.of(record.subjectId);
    if (!facts || facts.document.status === 'VOID') return null;
    const { document } = facts;
    const pdf = await this.pdfs.printed({ invoiceId: facts.invoiceId });
    const logo = await logoAttachment(document.brand?.logoDataUri ?? null);
    const settled = document.status === 'PAID' || Number(document.balance.balanceDue) <= 0;
    const email = await invoiceIssuedEmail({
      clientName: facts.clientName,
      shopperName: document.shopper.name,
      letterhead: {
        name: document.brand?.businessName ?? document.shopper.name,
        address: document.brand?.businessAddress ?? null,
        logoCid: logo ? LOGO_CID : null,
      },
      invoiceNumber: document.number,
      taskTitle: document.taskTitle,
      lines: billedLines(document),
      subtotal: formatUsd(document.subtotal),
      taxes: Number(document.taxes) > 0 ? formatUsd(document.taxes) : null,
      total: formatUsd(document.total),
      paid: document.balance.payments.map((payment) => ({
        label: PAYMENT_METHOD_LABELS[payment.method],
        amount: formatUsd(payment.amount),
      })),
      balanceDue: formatUsd(document.balance.balanceDue),
      dueDate: settled ? null : formatDay(document.dueDate ?? ''),
      pay: facts.payAction,
      taskUrl: facts.taskUrl,
    });
    const pdfAttachment: EmailAttachment = {
      filename: pdf.fileName,
      content: pdf.content,
      contentType: 'application/pdf',
    };
    return { ...email, attachments: logo ? [pdfAttachment, logo] : [pdfAttachment] };
  }
}

function billedLines(document: InvoiceDocument) {
  return document.lines
    .filter((line) => line.status !== 'VOIDED')
    .map((line) => ({ name: line.name, quantity: line.quantity, lineTotal: formatUsd(line.lineTotal) }));
}

/** Image types every mail client shows; a WebP thumbnail (the images job makes those) is sent as PNG. */
const MAIL_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The letterhead's logo, which the document holds as a data: URI (letterhead.ts checks its form). */
async function logoAttachment(dataUri: string | null): Promise<EmailAttachment | null> {
  const match = dataUri?.match(/^data:(image\/[a-z]+);base64,(.+)$/);
  if (!match) return null;
  const [, type, base64] = match;
  const bytes = Buffer.from(base64, 'base64');
  const shown = MAIL_IMAGE_TYPES.has(type)
    ? { contentType: type, content: bytes }
    : { contentType: 'image/png', content: await sharp(bytes).png().toBuffer() };
  return { filename: `logo.${shown.contentType.slice('image/'.length)}`, ...shown, cid: LOGO_CID };
}
