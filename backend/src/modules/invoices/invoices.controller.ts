import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';
import { CaptureItemsDto } from './dto/capture-items.dto';
import { FinalizeInvoiceDto } from './dto/finalize-invoice.dto';
import { InvoicePdfQueryDto } from './dto/invoice-pdf-query.dto';
import {
  ClientInvoiceWithLinesDto,
  ClientTaskInvoiceDto,
  InvoiceWithLinesDto,
  TaskInvoiceDto,
} from './dto/invoice-view.dto';
import { InvoiceCaptureService } from './invoice-capture.service';
import { InvoiceLifecycleService } from './invoice-lifecycle.service';
import { InvoiceReader } from './invoice-reader.service';
import { InvoicePdfService } from './pdf/invoice-pdf.service';
import { ApiPrintedDocument, sendDocument } from './pdf/document-response';

const SHOPPER_ONLY = "The task's client: invoices are the shopper's to change";
const CAPTURE_CONFLICTS =
  'No open invoice (none, or it was paid or voided), more than remains of an item ("Only 2 left to invoice for …"), or a credited item';
const CAPTURE_BAD_INPUT =
  'Nothing selected (the spec message), a bad quantity, an item twice or not of this task, or a line or invoice total over $99,999,999.99';

@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiExtraModels(TaskInvoiceDto, ClientTaskInvoiceDto, InvoiceWithLinesDto, ClientInvoiceWithLinesDto)
@Controller()
export class InvoicesController {
  constructor(
    private readonly reader: InvoiceReader,
    private readonly lifecycle: InvoiceLifecycleService,
    private readonly capturing: InvoiceCaptureService,
    private readonly pdfs: InvoicePdfService,
  ) {}

  @Get('tasks/:taskId/invoice')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({
    summary: "The task's current invoice (either party)",
    description:
      'The shopper gets her latest invoice (the open one, DRAFT or DUE, when there is one) as ' +
      'TaskInvoiceDto; the client her latest DUE or PAID one (never a draft, never a voided one) as ' +
      'ClientTaskInvoiceDto, which has no service-fee fields at all (her amounts include the fee). null without one.',
  })
  @ApiOkResponse({
    description: "TaskInvoiceDto for the task's shopper, ClientTaskInvoiceDto for its client",
    schema: { oneOf: [{ $ref: getSchemaPath(TaskInvoiceDto) }, { $ref: getSchemaPath(ClientTaskInvoiceDto) }] },
  })
  @ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
  read(@CurrentUser() user: AuthUser, @Param('taskId') taskId: string): Promise<TaskInvoiceDto | ClientTaskInvoiceDto> {
    return this.reader.forTask(user, taskId);
  }

  @Get('tasks/:taskId/invoices')
  @UseInterceptors(CachedReadInterceptor)
  @ApiOperation({
    summary: "All of the task's invoices, newest first (either party)",
    description:
      'Each with its lines. A task has at most one open invoice (DRAFT or DUE); the others are PAID or VOID. ' +
      'The shopper gets InvoiceWithLinesDto, the client ClientInvoiceWithLinesDto (no service-fee fields, no draft).',
  })
  @ApiOkResponse({
    description: "InvoiceWithLinesDto[] for the task's shopper, ClientInvoiceWithLinesDto[] for its client",
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(InvoiceWithLinesDto) } },
        { type: 'array', items: { $ref: getSchemaPath(ClientInvoiceWithLinesDto) } },
      ],
    },
  })
  @ApiNotFoundResponse({ description: 'No such task, or not a party to it' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
  ): Promise<InvoiceWithLinesDto[] | ClientInvoiceWithLinesDto[]> {
    return this.reader.allForTask(user, taskId);
  }

  @Post('tasks/:taskId/invoice')
  @ApiOperation({
    summary: 'Create the task’s draft invoice (the task’s shopper)',
    description:
      'An empty DRAFT, numberless and seen by the shopper alone; the task’s draft already there is answered ' +
      'again (a picker cancelled earlier). Its first capture (finalize or capture-items) numbers it ' +
      'INV-<year>-<NNNN> per shopper and makes it DUE. A task may have several invoices over time, one open at ' +
      'most: a new one may follow a PAID or VOID one, for what is left to invoice.',
  })
  @ApiCreatedResponse({ type: TaskInvoiceDto })
  @ApiConflictResponse({ description: 'The task has a DUE invoice (mark it paid or void it first)' })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  create(@CurrentUser() user: AuthUser, @Param('taskId') taskId: string): Promise<TaskInvoiceDto> {
    return this.lifecycle.create(user, taskId);
  }

  @Post('tasks/:taskId/invoice/capture-items')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Add items to the open invoice (the task’s shopper)',
    description:
      'Each line freezes quantity, unit price, fee percent, fee (per unit, rounded half away from zero, times ' +
      'the quantity), taxes (0) and receipt; the items become INVOICED_DUE (locked) and their qtyRemaining ' +
      'drops. The invoice totals are the sums of its lines. Into a DRAFT, this finalizes it (numbered, DUE).',
  })
  @ApiOkResponse({ type: TaskInvoiceDto })
  @ApiBadRequestResponse({ description: CAPTURE_BAD_INPUT })
  @ApiConflictResponse({ description: CAPTURE_CONFLICTS })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  capture(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: CaptureItemsDto,
  ): Promise<TaskInvoiceDto> {
    return this.capturing.capture(user, taskId, body);
  }

  @Post('tasks/:taskId/finalize')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Finalize the draft with the selected items (the task’s shopper)',
    description:
      'Captures like capture-items: the draft takes its number, becomes DUE and is stamped finalizedAt, and ' +
      'the client sees it from then on. On a DUE invoice, adds the items to it.',
  })
  @ApiOkResponse({ type: TaskInvoiceDto })
  @ApiBadRequestResponse({ description: CAPTURE_BAD_INPUT })
  @ApiConflictResponse({ description: CAPTURE_CONFLICTS })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'No such task, or not yours' })
  finalize(
    @CurrentUser() user: AuthUser,
    @Param('taskId') taskId: string,
    @Body() body: FinalizeInvoiceDto,
  ): Promise<TaskInvoiceDto> {
    return this.capturing.finalize(user, taskId, body);
  }

  @Patch('invoices/:id/void')
  @ApiOperation({
    summary: 'Void a DUE invoice (the task’s shopper)',
    description: 'Cannot be undone. Its lines become VOIDED; its items unlock and get their quantities back.',
  })
  @ApiOkResponse({ type: TaskInvoiceDto })
  @ApiConflictResponse({
    description: 'A DRAFT (nothing to void), already PAID or VOID (final), or with returns or payments recorded',
  })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  void(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TaskInvoiceDto> {
    return this.lifecycle.void(user, id);
  }

  @Get('invoices/:id/pdf')
  @ApiOperation({
    summary: 'The printable invoice (either party)',
    description:
      'One document for both parties: what the client pays, the service fee folded into every amount. ' +
      'A draft has none yet (409 for its shopper, 404 for the client). ' +
      'Default: the PDF as a download; ?format=html: the same document as HTML.',
  })
  @ApiPrintedDocument('Invoice not found')
  async document(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query() query: InvoicePdfQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    await sendDocument(response, query.format, {
      html: () => this.pdfs.html(user, id),
      pdf: () => this.pdfs.pdf(user, id),
    });
  }
}
