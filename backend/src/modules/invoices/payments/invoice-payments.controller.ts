import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { TaskInvoiceDto } from '../dto/invoice-view.dto';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { InvoicePaymentsService } from './invoice-payments.service';

const SHOPPER_ONLY = "The task's client: payments are the shopper's to record";
const NOT_DUE = 'A DRAFT (finalize it first), or already PAID or VOID (final)';

@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller()
export class InvoicePaymentsController {
  constructor(private readonly payments: InvoicePaymentsService) {}

  @Post('invoices/:id/payments')
  @ApiOperation({
    summary: 'Record a payment received against a DUE invoice (the task’s shopper)',
    description:
      'Any part of the balance due (the net total less what was paid); the payment that brings it to 0 makes ' +
      'the invoice PAID, as Mark Paid does. The answer lists the invoice’s payments, amountPaid and balanceDue.',
  })
  @ApiCreatedResponse({ type: TaskInvoiceDto })
  @ApiBadRequestResponse({ description: 'An amount not above 0 or with three decimals, no method, a bad date' })
  @ApiConflictResponse({ description: `More than the balance due, or ${NOT_DUE}` })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  record(
    @CurrentUser() user: AuthUser,
    @Param('id') invoiceId: string,
    @Body() body: RecordPaymentDto,
  ): Promise<TaskInvoiceDto> {
    return this.payments.record(user, invoiceId, body);
  }

  @Patch('invoices/:id/pay')
  @ApiOperation({
    summary: 'Mark a DUE invoice paid: record the rest as paid (the task’s shopper)',
    description:
      'Records what is left of the balance as a payment received today (method `other`) and makes the invoice ' +
      'PAID; its items become INVOICED_PAID, for good. When nothing of the task is left to invoice, the task ' +
      'becomes COMPLETE (unless ARCHIVED or already COMPLETE).',
  })
  @ApiOkResponse({ type: TaskInvoiceDto })
  @ApiConflictResponse({ description: NOT_DUE })
  @ApiForbiddenResponse({ description: SHOPPER_ONLY })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  pay(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TaskInvoiceDto> {
    return this.payments.recordRest(user, id);
  }
}
