import { PAYMENT_TERM_DAYS, paymentTermLabel } from '@atelier/billing';
import { Form, Input, Select, theme } from 'antd';
import { BRAND_LIMITS, isOptionalPaymentLink, PAYMENT_LINK_MESSAGE } from './brand-rules';

/**
 * The shopper's business name, address, payment instructions, payment link and payment terms, as form items
 * to place inside the settings `Form` (its values then include `BrandValues`). The server
 * checks the same limits with the same messages.
 */
const TERM_OPTIONS = PAYMENT_TERM_DAYS.map((days) => ({ value: days, label: paymentTermLabel(days) }));

export function BusinessPaymentFields() {
  const { token } = theme.useToken();
  // antd draws `extra` in the tertiary text color, below 4.5:1 on white.
  const hint = { color: token.colorTextSecondary };
  const tooLong = (label: string, max: number) => ({ max, message: `${label} must be at most ${max} characters` });
  return (
    <>
      <Form.Item
        name="businessName"
        label="Business name (optional)"
        extra={<span style={hint}>Heads your invoices, beside your logo.</span>}
        rules={[tooLong('Business name', BRAND_LIMITS.businessName)]}
      >
        <Input autoComplete="organization" maxLength={BRAND_LIMITS.businessName} placeholder="Harper & Co. Styling" />
      </Form.Item>
      <Form.Item
        name="businessAddress"
        label="Business address (optional)"
        extra={<span style={hint}>Printed under your business name, line by line.</span>}
        rules={[tooLong('Business address', BRAND_LIMITS.businessAddress)]}
      >
        <Input.TextArea
          autoComplete="street-address"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={BRAND_LIMITS.businessAddress}
        />
      </Form.Item>
      <Form.Item
        name="paymentInstructions"
        label="Payment instructions (optional)"
        extra={<span style={hint}>Your clients see these on due invoices.</span>}
        rules={[tooLong('Payment instructions', BRAND_LIMITS.paymentInstructions)]}
      >
        <Input.TextArea
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={BRAND_LIMITS.paymentInstructions}
          placeholder="Zelle to you@example.com, or card via the link"
        />
      </Form.Item>
      <Form.Item
        name="paymentLink"
        label="Payment link (optional)"
        extra={
          <span style={hint}>Opens from the “Pay now” button while an invoice is due. Must start with https://.</span>
        }
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isOptionalPaymentLink(value) ? Promise.resolve() : Promise.reject(new Error(PAYMENT_LINK_MESSAGE)),
          },
        ]}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://pay.example.com/you"
          maxLength={BRAND_LIMITS.paymentLink}
        />
      </Form.Item>
      <Form.Item
        name="paymentTermDays"
        label="Payment terms"
        extra={<span style={hint}>Each invoice is due this long after you finalize it; its due date shows on it.</span>}
      >
        <Select options={TERM_OPTIONS} style={{ maxWidth: 240 }} />
      </Form.Item>
    </>
  );
}
