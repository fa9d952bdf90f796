import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { TaskInvoiceDto } from '../dto/invoice-view.dto';
import { RecordRefundDto } from './dto/record-refund.dto';
import { InvoiceRefundsService, REFUND_TO_CARD_FAILED } from './invoice-refunds.service';

@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller()
export class InvoiceRefundsController {
  constructor(private readonly refunds: InvoiceRefundsService) {}

  @Post('invoices/:id/refunds')
  @ApiOperation({
    summary: 'Give back money owed back on the invoice (the task’s shopper)',
    description:
      'What the client paid beyond what she kept after a return (owedBack), all of it or part: to the card it ' +
      'was paid with (PENDING until Stripe confirms it), kept as her credit, or given back another way.',
  })
  @ApiCreatedResponse({ type: TaskInvoiceDto })
  @ApiBadRequestResponse({ description: 'No method, an amount not above 0 or with three decimals, a bad date' })
  @ApiConflictResponse({ description: 'Nothing owed back, more than is owed back, or no card payment to refund to' })
  @ApiForbiddenResponse({ description: "The task's client: refunds are the shopper's to give" })
  @ApiNotFoundResponse({ description: 'No such invoice, or not yours' })
  @ApiServiceUnavailableResponse({ description: REFUND_TO_CARD_FAILED })
  record(
    @CurrentUser() user: AuthUser,
    @Param('id') invoiceId: string,
    @Body() body: RecordRefundDto,
  ): Promise<TaskInvoiceDto> {
    return this.refunds.record(user, invoiceId, body);
  }
}
