import { ApiProperty } from '@nestjs/swagger';

/** Where to send the person: the provider's page (Checkout, or her account's onboarding). */
export class ProviderLinkDto {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_…' })
  url: string;
}
