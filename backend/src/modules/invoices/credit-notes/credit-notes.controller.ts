import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { Response } from 'express';
import { InvoicePdfQueryDto } from '../dto/invoice-pdf-query.dto';
import { ApiPrintedDocument, sendDocument } from '../pdf/document-response';
import { InvoicePdfService } from '../pdf/invoice-pdf.service';
import { CreditNoteRecordingService } from './credit-note-recording.service';
import { CreditNoteDto } from './dto/credit-note-view.dto';
import { RecordReturnDto } from './dto/record-return.dto';

@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller()
export class CreditNotesController {
  constructor(
    private readonly recording: CreditNoteRecordingService,
    private readonly pdfs: InvoicePdfService,
  ) {}

  @Post('invoices/:id/credit-notes')
  @ApiOperation({
    summary: 'Record a return against a DUE or PAID invoice (the task’s shopper)',
    description:
      'Creates a credit note CN-<NNNN> (numbered per shopper) for units the invoice captured and no earlier ' +
      'credit note gave back, each at its line’s unit price and fee percent. An item whose every unit has ' +
      'been credited becomes CREDITED. The task’s invoice read then lists it under creditNotes, with netTotal.',
  })
  @ApiCreatedResponse({ type: CreditNoteDto })
  @ApiBadRequestResponse({
    description:
      'Nothing selected, a bad quantity, an item twice or not on this invoice, or a reason over 500 characters',
  })
  @ApiConflictResponse({
    description: 'A voided invoice, or more than is left to credit ("Only 1 left to credit for …")',
  })
  @ApiForbiddenResponse({ description: "The task's client: returns are the shopper's to record" })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  record(
    @CurrentUser() user: AuthUser,
    @Param('id') invoiceId: string,
    @Body() body: RecordReturnDto,
  ): Promise<CreditNoteDto> {
    return this.recording.record(user, invoiceId, body);
  }

  @Get('credit-notes/:id/pdf')
  @ApiOperation({
    summary: 'The printable credit note (either party)',
    description:
      'Like the invoice: one document for both parties, the service fee folded into every amount. ' +
      'Default: the PDF as a download; ?format=html: the same document as HTML.',
  })
  @ApiPrintedDocument('Credit note not found')
  async document(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query() query: InvoicePdfQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    await sendDocument(response, query.format, {
      html: () => this.pdfs.creditNoteHtml(user, id),
      pdf: () => this.pdfs.creditNotePdf(user, id),
    });
  }
}
