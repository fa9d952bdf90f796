import { Form, Input, InputNumber, theme } from 'antd';
import {
  FEE_RANGE_MESSAGE,
  FEE_STEP_PCT,
  isFeeInRange,
  isOptionalSocialUrl,
  SOCIAL_URL_MESSAGE,
} from './shopper-settings-rules';

/**
 * The shopper's default service fee and social media link with its rules (docs/product-rules.md,
 * "Profile and shopper settings"), as form items to place inside an antd `Form` (the /profile card
 * and /shopper-settings). The form's values are `ShopperSettingsValues`.
 */
export function ShopperSettingsFields() {
  const { token } = theme.useToken();
  // antd draws `extra` in the tertiary text color, below 4.5:1 on white.
  const hint = { color: token.colorTextSecondary };
  return (
    <>
      <Form.Item
        name="defaultFeePct"
        label="Default service fee"
        extra={
          <span style={hint}>A percent added to the item subtotal of each invoice. Most shoppers charge 10–20%.</span>
        }
        rules={[
          {
            validator: (_rule, value: unknown) =>
              isFeeInRange(value) ? Promise.resolve() : Promise.reject(new Error(FEE_RANGE_MESSAGE)),
          },
        ]}
      >
        {/* No min/max: out-of-range values get the message instead of being silently clamped. */}
        <InputNumber step={FEE_STEP_PCT} precision={2} suffix="%" inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="socialMediaUrl"
        label="Social media link (optional)"
        extra={<span style={hint}>Shown to your clients as “Follow Me”.</span>}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isOptionalSocialUrl(value) ? Promise.resolve() : Promise.reject(new Error(SOCIAL_URL_MESSAGE)),
          },
        ]}
      >
        <Input type="url" inputMode="url" placeholder="https://instagram.com/your.name" maxLength={1024} />
      </Form.Item>
    </>
  );
}
