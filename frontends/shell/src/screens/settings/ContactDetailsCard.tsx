import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { LoadFailed, failureText, useSubmitOnce } from '@atelier/common';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { messageOf } from '../shared/errors';
import { MESSAGES, PHONE_PATTERN } from '../shared/validation';
import { AddressFields, type AddressPrefix } from './AddressFields';
import {
  type ContactDetails,
  type ContactDetailsChange,
  type CountryName,
  useContactDetails,
  useCountries,
  useSaveContactDetails,
} from './use-contact-details';

const ADDRESS_PARTS = ['Address', 'Address2', 'City', 'State', 'Zip', 'Country'] as const;
type AddressKey = `${AddressPrefix}${(typeof ADDRESS_PARTS)[number]}`;

type ContactFormValues = { phone: string; sameAsBilling: boolean } & Record<AddressKey, string | undefined>;

/** The stored details as the form starts; shipping folds into "Same as billing" when it is. */
function toFormValues(details: ContactDetails): ContactFormValues {
  const values = { phone: details.phone } as ContactFormValues;
  for (const part of ADDRESS_PARTS) {
    values[`billing${part}`] = details[`billing${part}`] ?? undefined;
    values[`shipping${part}`] = details[`shipping${part}`] ?? undefined;
  }
  values.sameAsBilling =
    details.shippingAddress === null ||
    ADDRESS_PARTS.every((part) => (details[`billing${part}`] ?? null) === (details[`shipping${part}`] ?? null));
  return values;
}

function shippingAsBilling(values: ContactFormValues): Partial<ContactFormValues> {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [`shipping${part}`, values[`billing${part}`]]));
}

/** What the api takes: every field, shipping copied from billing when it is the same. */
function toChange(values: ContactFormValues): ContactDetailsChange {
  const address = (prefix: AddressPrefix, from: AddressPrefix) => ({
    [`${prefix}Address`]: values[`${from}Address`],
    [`${prefix}Address2`]: values[`${from}Address2`] || undefined,
    [`${prefix}City`]: values[`${from}City`],
    [`${prefix}State`]: values[`${from}State`],
    [`${prefix}Zip`]: values[`${from}Zip`],
    [`${prefix}Country`]: values[`${from}Country`] as CountryName,
  });
  return {
    phone: values.phone,
    ...address('billing', 'billing'),
    ...address('shipping', values.sameAsBilling ? 'billing' : 'shipping'),
  } as ContactDetailsChange;
}

/**
 * A client's phone, billing and shipping addresses, each with its country, as her invoices
 * print them. The fields say what is wrong as the api would; Save is disabled while saving,
 * and the card says when the details are saved.
 */
export function ContactDetailsCard() {
  const details = useContactDetails();
  const countries = useCountries();
  const heading = <h2 style={{ margin: 0, fontSize: 16 }}>Contact details</h2>;
  return (
    <Card title={heading}>
      <Typography.Paragraph type="secondary">
        Your shopper reaches you at this phone number; your invoices show your billing address.
      </Typography.Paragraph>
      {details.isPending || countries.isPending ? (
        <div role="status" aria-label="Loading your contact details">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : details.isError || countries.isError ? (
        <LoadFailed
          title="Your contact details could not be loaded."
          description={failureText(details.error ?? countries.error)}
          retry={() => Promise.all([details.refetch(), countries.refetch()])}
          retrying={details.isFetching || countries.isFetching}
        />
      ) : (
        <ContactDetailsForm initial={details.data} countries={countries.data} />
      )}
    </Card>
  );
}

function ContactDetailsForm({ initial, countries }: { initial: ContactDetails; countries: CountryName[] }) {
  const [form] = Form.useForm<ContactFormValues>();
  const save = useSaveContactDetails();
  const { token } = theme.useToken();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sameAsBilling = Form.useWatch('sameAsBilling', form) ?? true;

  const { pending, onSubmit } = useSubmitOnce(async (values: ContactFormValues) => {
    setFailure(null);
    try {
      const stored = await save.mutateAsync(toChange(values));
      form.setFieldsValue(toFormValues(stored));
      setSaved(true);
    } catch (error) {
      setFailure(messageOf(error, 'Your contact details could not be saved. Please try again.'));
    }
  });

  return (
    <Form<ContactFormValues>
      noValidate
      form={form}
      name="contactDetails"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      scrollToFirstError={{ focus: true, block: 'center' }}
      initialValues={toFormValues(initial)}
      onValuesChange={(changed: Partial<ContactFormValues>, values) => {
        setSaved(false);
        setFailure(null);
        // A separate shipping address starts as the billing one is now, to be edited from there.
        if (changed.sameAsBilling === false) form.setFieldsValue(shippingAsBilling(values));
      }}
      onFinish={(values) => void onSubmit(values)}
    >
      <Form.Item
        name="phone"
        label="Phone"
        rules={[
          { required: true, whitespace: true, message: 'Phone number is required' },
          { pattern: PHONE_PATTERN, message: MESSAGES.phoneInvalid },
        ]}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
      </Form.Item>
      <AddressFields prefix="billing" legend="Billing address" countries={countries} />
      <Form.Item name="sameAsBilling" valuePropName="checked">
        <Checkbox>Ship to my billing address</Checkbox>
      </Form.Item>
      {!sameAsBilling && <AddressFields prefix="shipping" legend="Shipping address" countries={countries} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex align="center" gap={12} wrap>
        <Button type="primary" htmlType="submit" loading={pending} disabled={pending}>
          Save Contact Details
        </Button>
        <Typography.Text role="status" style={{ color: token.colorSuccessText }}>
          {saved && (
            <>
              <CheckCircleOutlined aria-hidden="true" /> Saved. Your invoices show these details.
            </>
          )}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
