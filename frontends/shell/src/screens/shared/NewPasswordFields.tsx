import { Form, Input } from 'antd';
import { confirmPasswordRules, NEW_PASSWORD_RULES } from './form-rules';
import { PASSWORD_MIN } from './validation';

/** A password being chosen and its confirmation, with the sign-up rules (reset and change). */
export function NewPasswordFields({ name }: { name: string }) {
  return (
    <>
      <Form.Item
        name={name}
        label="New password"
        extra={`At least ${PASSWORD_MIN} characters.`}
        rules={NEW_PASSWORD_RULES}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={[name]}
        rules={confirmPasswordRules(name)}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
