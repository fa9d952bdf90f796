import { failureText, RouterButton, useDocumentTitle, useToast } from '@atelier/common';
import {
  BusinessPaymentFields,
  CardPaymentsConnect,
  NewClientsField,
  ShopperLogoPicker,
  ShopperSettingsFields,
  type ShopperSettingsValues,
  toBrandFormValues,
  toSettingsFormValues,
  useSaveShopperSettings,
  useShopperSettings,
} from '@atelier/common/shopper-settings';
import { Alert, Button, Card, Divider, Flex, Form, Skeleton, theme, Typography } from 'antd';
import { useCallback } from 'react';

/**
 * /shopper-settings (docs/product-rules.md, "Profile and shopper settings"): the default service
 * fee new tasks start with, the optional social media link clients see on the shopper's profile,
 * whether new clients may choose her from the public list, and the business and payment details her
 * invoices print (letterhead, how to pay) and her clients see.
 */
export default function ShopperSettings() {
  useDocumentTitle('Shopper Settings');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}>
      <header>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Shopper Settings
        </Typography.Title>
        <Typography.Text type="secondary">
          Your default service fee, the link your clients can follow, and how your invoices look and get paid.
        </Typography.Text>
      </header>
      <SettingsCard />
    </Flex>
  );
}

function SettingsCard() {
  const { token } = theme.useToken();
  const settings = useShopperSettings();
  const save = useSaveShopperSettings();
  const { toast } = useToast();
  const [form] = Form.useForm<ShopperSettingsValues>();
  const { refetch } = settings;
  const refreshSettings = useCallback(() => void refetch(), [refetch]);

  if (settings.isPending) {
    return (
      <Card>
        <p role="status" style={{ marginTop: 0, color: token.colorTextSecondary }}>
          Loading your settings...
        </p>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your settings could not be loaded."
        description={failureText(settings.error)}
        action={
          <Button size="small" onClick={() => void settings.refetch()} loading={settings.isFetching}>
            Retry
          </Button>
        }
      />
    );
  }

  const submit = async (values: ShopperSettingsValues) => {
    try {
      const saved = await save.mutateAsync(values);
      // Show what was stored (the texts trimmed), so the form matches a reload.
      form.setFieldsValue(formValuesOf(saved));
      toast({ title: 'Settings Updated', description: 'Your shopper settings have been saved.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: failureText(error, 'Failed to update settings. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <Form<ShopperSettingsValues>
        form={form}
        name="shopperSettings"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={formValuesOf(settings.data)}
        onFinish={submit}
      >
        <ShopperSettingsFields />
        <Divider />
        <section aria-labelledby="new-clients-heading">
          <Typography.Title level={2} id="new-clients-heading" style={{ fontSize: 18, marginTop: 0 }}>
            New clients
          </Typography.Title>
          <NewClientsField />
        </section>
        <Divider />
        <section aria-labelledby="business-payment-heading">
          <Typography.Title level={2} id="business-payment-heading" style={{ fontSize: 18, marginTop: 0 }}>
            Business &amp; payment
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Your logo, business name and address head your invoices; clients see how to pay while an invoice is due.
          </Typography.Paragraph>
          {/* Not a form field: a picked logo is saved at once, like the avatar. */}
          <div role="group" aria-labelledby="shopper-logo-label" style={{ marginBottom: 24 }}>
            <div id="shopper-logo-label" style={{ marginBottom: 8 }}>
              Logo (optional)
            </div>
            <ShopperLogoPicker logoUrl={settings.data.logoUrl} />
          </div>
          <BusinessPaymentFields />
        </section>
        <Divider />
        <CardPaymentsConnect state={settings.data.cardPayments} onRefresh={refreshSettings} />
        <Divider />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save Settings
          </Button>
          <RouterButton to="/shopper-dashboard" disabled={save.isPending}>
            Cancel
          </RouterButton>
        </Flex>
      </Form>
    </Card>
  );
}

/** Everything the form shows, from GET (or PATCH) /api/shoppers/me. */
function formValuesOf(settings: Parameters<typeof toSettingsFormValues>[0]): ShopperSettingsValues {
  return {
    ...toSettingsFormValues(settings),
    acceptsNewClients: settings.acceptsNewClients,
    // The api answers one of its payment terms (ShopperSettingsDto).
    paymentTermDays: settings.paymentTermDays as ShopperSettingsValues['paymentTermDays'],
    ...toBrandFormValues(settings),
  };
}
