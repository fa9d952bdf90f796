import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { buildUrl } from '../api/typed';

const REVOKE_AFTER_MS = 30_000;

/**
 * A billing document that has a PDF: an invoice (GET /api/invoices/{id}/pdf) or a credit note
 * (GET /api/credit-notes/{id}/pdf), one document for both parties (the fee inside its amounts),
 * saved as "<number>.pdf" (INV-2026-0007.pdf, CN-0001.pdf).
 */
export interface PdfDocument {
  kind: 'invoice' | 'credit-note';
  id: string;
  number: string;
}

const PDF_PATHS: Record<PdfDocument['kind'], string> = {
  invoice: '/api/invoices/{id}/pdf',
  'credit-note': '/api/credit-notes/{id}/pdf',
};

export function pdfUrl({ kind, id }: Pick<PdfDocument, 'kind' | 'id'>): string {
  return buildUrl(PDF_PATHS[kind], { id });
}

/**
 * The document's PDF with the bearer token (a plain link could not send it), saved through an
 * object URL. apiRequest hands back the raw Response for anything that is not JSON.
 */
export async function downloadPdf(document_: PdfDocument): Promise<void> {
  const response = await apiRequest<Response>(pdfUrl(document_));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${document_.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** GET /api/invoices/{id}/pdf, saved as "<invoiceNumber>.pdf". */
export function downloadInvoicePdf(invoiceId: string, invoiceNumber: string): Promise<void> {
  return downloadPdf({ kind: 'invoice', id: invoiceId, number: invoiceNumber });
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
