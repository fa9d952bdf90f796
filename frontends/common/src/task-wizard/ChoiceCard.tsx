import { Flex, Radio, type RadioChangeEvent, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A radio drawn as a card (a category, a recipient): the whole card is the radio's label, so
 * it is one large touch target, and its text is the radio's accessible name.
 */
export function ChoiceCard({
  value,
  checked,
  title,
  detail,
}: {
  value: string;
  checked: boolean;
  title: ReactNode;
  detail?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Radio
      value={value}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        height: '100%',
        margin: 0,
        padding: 12,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${checked ? token.colorPrimary : token.colorBorder}`,
        background: checked ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Flex vertical gap={2}>
        <Typography.Text strong>{title}</Typography.Text>
        {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      </Flex>
    </Radio>
  );
}

/**
 * The radio group of a Form.Item (which hands it `value`, `onChange` and `id`), named for
 * screen readers: a form label cannot name a group of radios.
 */
export function ChoiceGroup({
  label,
  children,
  ...control
}: {
  label: string;
  children: ReactNode;
  id?: string;
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}) {
  return (
    <Radio.Group {...control} aria-label={label} style={{ display: 'block' }}>
      {children}
    </Radio.Group>
  );
}
