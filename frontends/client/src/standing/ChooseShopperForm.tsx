import { failureText, LoadFailed, useSubmitOnce, useToast } from '@atelier/common';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useChooseShopper, usePublicShoppers } from './use-my-standing';

/** A declined client picks a shopper of the public list (never the one who declined her). */
export function ChooseShopperForm({ declinedBy }: { declinedBy: string }) {
  const shoppers = usePublicShoppers(true);
  const choose = useChooseShopper();
  const { toast } = useToast();
  const [form] = Form.useForm<{ shopperId: string }>();
  const options = (shoppers.data ?? [])
    .filter((shopper) => shopper.id !== declinedBy)
    .map((shopper) => ({ value: shopper.id, label: `${shopper.displayName} (${shopper.defaultFeePct}% fee)` }));

  const { onSubmit, pending } = useSubmitOnce(async ({ shopperId }: { shopperId: string }) => {
    try {
      const standing = await choose.mutateAsync(shopperId);
      toast({
        title: 'Shopper chosen',
        description: `${standing.shopperName} is now your personal shopper.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to choose the shopper.'),
        variant: 'destructive',
      });
    }
  });

  if (shoppers.isError) {
    return (
      <LoadFailed title="We could not load the shoppers." retry={shoppers.refetch} retrying={shoppers.isFetching} />
    );
  }
  if (shoppers.isSuccess && options.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        No other shopper is taking new clients right now. Please check back soon, or ask a shopper for an invitation.
      </Typography.Paragraph>
    );
  }
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} style={{ maxWidth: 480 }}>
      <Form.Item
        name="shopperId"
        label="Choose another shopper"
        rules={[{ required: true, message: 'Please select a shopper.' }]}
        style={{ marginBottom: 12 }}
      >
        <Select
          options={options}
          loading={shoppers.isPending}
          placeholder="Select a personal shopper"
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent="No shopper matches that name."
        />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={pending}>
          Choose this shopper
        </Button>
      </Flex>
    </Form>
  );
}
