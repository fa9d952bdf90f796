import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Flex, Popconfirm, theme } from 'antd';

/**
 * The bar under the step: Back (no checks, nothing typed is lost), Start over (asks first),
 * and Next or, on the last step, Create Request. Next and Create submit the form, so Enter
 * in a field moves on too and the step's checks run first.
 */
export function WizardActions({
  first,
  last,
  createDisabled,
  creating,
  onBack,
  onStartOver,
}: {
  first: boolean;
  last: boolean;
  createDisabled: boolean;
  creating: boolean;
  onBack: () => void;
  onStartOver: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      wrap
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 16, marginTop: 8 }}
    >
      <Flex gap={8} wrap>
        {!first && (
          <Button icon={<LeftOutlined aria-hidden="true" />} onClick={onBack} disabled={creating}>
            Back
          </Button>
        )}
        <Popconfirm
          title="Start over?"
          description="This clears everything you entered."
          okText="Start over"
          cancelText="Keep editing"
          onConfirm={onStartOver}
        >
          <Button type="text" disabled={creating}>
            Start over
          </Button>
        </Popconfirm>
      </Flex>
      {last ? (
        <Button type="primary" htmlType="submit" loading={creating} disabled={createDisabled}>
          {creating ? 'Creating…' : 'Create Request'}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" icon={<RightOutlined aria-hidden="true" />} iconPlacement="end">
          Next
        </Button>
      )}
    </Flex>
  );
}
