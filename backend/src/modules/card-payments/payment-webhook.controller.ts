import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { PaymentWebhookService } from './payment-webhook.service';

/** The provider's own path, not the app's: signed events, read as raw bytes (configure-app.ts). */
export const STRIPE_WEBHOOK_PATH = 'payments/stripe/webhook';

@ApiExcludeController()
@Controller()
export class PaymentWebhookController {
  constructor(private readonly webhook: PaymentWebhookService) {}

  @Public()
  @Post(STRIPE_WEBHOOK_PATH)
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'No signature, or one that does not match' })
  async receive(@Req() request: Request, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    await this.webhook.receive(request.body, signature);
    return { received: true };
  }
}
