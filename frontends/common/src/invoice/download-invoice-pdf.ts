import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { buildUrl } from '../api/typed';

const REVOKE_AFTER_MS = 30_000;

/**
 * GET /api/invoices/{id}/pdf with the bearer token (a plain link could not send it), saved
 * through an object URL as "<invoiceNumber>.pdf". apiRequest hands back the raw Response for
 * anything that is not JSON.
 */
export async function downloadInvoicePdf(invoiceId: string, invoiceNumber: string): Promise<void> {
  const response = await apiRequest<Response>(buildUrl('/api/invoices/{id}/pdf', { id: invoiceId }));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: ({ id, invoiceNumber }: { id: string; invoiceNumber: string }) => downloadInvoicePdf(id, invoiceNumber),
  });
}
