import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { PdfFormat } from '../dto/invoice-pdf-query.dto';
import { PDF_FAILED, type PrintedPdf } from './invoice-pdf.service';

/**
 * Printed documents may show only what they carry: no scripts, nothing fetched, inline styles,
 * images as data: URIs. Stricter than the app's own policy, since the page holds names users typed.
 */
const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Answers an invoice or a credit note as a PDF download, or as its printable HTML. */
export async function sendDocument(
  response: Response,
  format: PdfFormat | undefined,
  document: { html: () => Promise<string>; pdf: () => Promise<PrintedPdf> },
): Promise<void> {
  // Billing documents are private and change: never kept by browsers or proxies.
  response.setHeader('Cache-Control', 'private, no-store');
  if (format === 'html') {
    const html = await document.html();
    response.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    response.type('html').send(html);
    return;
  }
  const pdf = await document.pdf();
  response.setHeader('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
  response.type('application/pdf').send(pdf.content);
}

/** The OpenAPI description of a document endpoint answered by sendDocument. */
export function ApiPrintedDocument(notFound: string): MethodDecorator {
  return applyDecorators(
    ApiProduces('application/pdf', 'text/html'),
    ApiOkResponse({
      description: 'application/pdf with Content-Disposition filename "<number>.pdf", or text/html',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'text/html': { schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({ description: 'format must be pdf or html' }),
    ApiNotFoundResponse({ description: notFound }),
    ApiServiceUnavailableResponse({ description: PDF_FAILED }),
  );
}
