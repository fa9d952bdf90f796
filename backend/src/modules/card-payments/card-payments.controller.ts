import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { CardCheckoutsService } from './card-checkouts.service';
import { CardCheckoutDto } from './dto/card-checkout.dto';
import { ProviderLinkDto } from './dto/checkout-link.dto';
import { StripeConnectService } from './stripe-connect.service';

@ApiTags('card payments')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller()
export class CardPaymentsController {
  constructor(
    private readonly connect: StripeConnectService,
    private readonly checkouts: CardCheckoutsService,
  ) {}

  @Roles('SHOPPER')
  @Post('shoppers/me/stripe/connect')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Connect her Stripe account: the onboarding page to send her to',
    description:
      'Creates her connected account the first time. She takes card payments once Stripe says so (account.updated).',
  })
  @ApiOkResponse({ type: ProviderLinkDto })
  @ApiConflictResponse({ description: 'No card payments on this installation (no STRIPE_SECRET_KEY)' })
  @ApiForbiddenResponse({ description: 'Not a shopper' })
  connectStripe(@CurrentUser() user: AuthUser): Promise<ProviderLinkDto> {
    return this.connect.connect(user);
  }

  @Post('invoices/:id/checkout')
  @HttpCode(200)
  @ApiOperation({ summary: "Pay the invoice's balance by card: the Checkout page to send the client to" })
  @ApiOkResponse({ type: ProviderLinkDto })
  @ApiConflictResponse({ description: 'Nothing left to pay, or her shopper does not take cards' })
  @ApiForbiddenResponse({ description: 'Not the client of the task' })
  @ApiNotFoundResponse({ description: 'No such invoice, or not a party to its task' })
  payInvoice(@CurrentUser() user: AuthUser, @Param('id') invoiceId: string): Promise<ProviderLinkDto> {
    return this.checkouts.forInvoice(user, invoiceId);
  }

  @Post('deposits/:id/checkout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay a requested deposit by card: the Checkout page to send the client to' })
  @ApiOkResponse({ type: ProviderLinkDto })
  @ApiConflictResponse({ description: 'Paid or cancelled already, or her shopper does not take cards' })
  @ApiForbiddenResponse({ description: 'Not the client of the task' })
  @ApiNotFoundResponse({ description: 'No such deposit, or not a party to its task' })
  payDeposit(@CurrentUser() user: AuthUser, @Param('id') depositId: string): Promise<ProviderLinkDto> {
    return this.checkouts.forDeposit(user, depositId);
  }

  @Get('checkouts/:id')
  @ApiOperation({ summary: 'A card payment the client came back from: confirmed yet or not (either party)' })
  @ApiOkResponse({ type: CardCheckoutDto })
  @ApiNotFoundResponse({ description: 'No such checkout, or not a party to its task' })
  checkout(@CurrentUser() user: AuthUser, @Param('id') checkoutId: string): Promise<CardCheckoutDto> {
    return this.checkouts.status(user, checkoutId);
  }
}
