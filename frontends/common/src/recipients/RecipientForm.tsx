import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useToast } from '../toast/useToast';
import { useCreateRecipient } from './api/use-create-recipient';
import { useUpdateRecipient } from './api/use-update-recipient';
import { failureText } from '../api/failure-text';
import { RECIPIENT_MESSAGES } from './recipient-messages';
import { type Recipient, type RecipientFormValues, toFormValues, toRecipientFields } from './recipient-form-values';
import { isPlace } from './myself';
import { genderOptions, RELATIONSHIP_OPTIONS } from './recipient-options';
import { SizingFields } from './SizingFields';

export interface RecipientFormProps {
  /** Edit mode when given; add mode otherwise. */
  recipient?: Recipient;
  /** A shopper adding a recipient for one of their clients. */
  clientId?: string;
  /** Called with the api's answer after a successful save (and its toast). */
  onSaved?: (recipient: Recipient) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** true at the user's changes, false once they are saved: a dialog around the form asks before losing them. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Set when rendered inside another <form> (forms cannot nest): no <form> element of its
   * own, and Save submits through the form instance instead of a submit button.
   */
  nested?: boolean;
}

const REQUIRED_FIELDS: (keyof RecipientFormValues)[] = ['displayName', 'relationship'];

/** Today in the user's zone, YYYY-MM-DD (the date input's upper bound). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Adds or edits a recipient: display name and relationship (required), birthdate, gender,
 * notes and the sizes of `profile.sizing`; a property is asked none of a person's facts
 * (birthdate, gender, sizes). Toasts the result; a failed save keeps what was typed.
 */
export function RecipientForm({
  recipient,
  clientId,
  onSaved,
  onCancel,
  onDirtyChange,
  nested = false,
}: RecipientFormProps) {
  const [form] = Form.useForm<RecipientFormValues>();
  const create = useCreateRecipient();
  const update = useUpdateRecipient();
  const { toast } = useToast();
  const pending = create.isPending || update.isPending;
  const place = isPlace(Form.useWatch('relationship', form));

  const save = async (values: RecipientFormValues) => {
    const fields = toRecipientFields(values, recipient?.profile);
    try {
      const saved = recipient
        ? await update.mutateAsync({ id: recipient.id, fields })
        : await create.mutateAsync(clientId ? { ...fields, clientId } : fields);
      toast({ title: recipient ? RECIPIENT_MESSAGES.updated : RECIPIENT_MESSAGES.added, variant: 'success' });
      onDirtyChange?.(false);
      onSaved?.(saved);
    } catch (error) {
      toast({
        title: recipient ? RECIPIENT_MESSAGES.updateFailed : RECIPIENT_MESSAGES.addFailed,
        description: failureText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<RecipientFormValues>
      form={form}
      component={nested ? false : 'form'}
      layout="vertical"
      requiredMark="optional"
      initialValues={toFormValues(recipient)}
      onValuesChange={() => onDirtyChange?.(true)}
      onFinish={save}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some(({ name }) => REQUIRED_FIELDS.includes(name[0] as keyof RecipientFormValues))) {
          toast({
            title: RECIPIENT_MESSAGES.missingFields,
            description: RECIPIENT_MESSAGES.missingFieldsDescription,
            variant: 'destructive',
          });
        }
      }}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="displayName"
            label="Display name"
            rules={[
              { required: true, whitespace: true, message: 'Display name is required' },
              { max: 100, message: 'Display name must be at most 100 characters' },
            ]}
          >
            <Input maxLength={100} autoComplete="off" placeholder="e.g. Jordan, Beach House" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="relationship"
            label="Relationship"
            rules={[{ required: true, message: 'Relationship is required' }]}
          >
            <Select options={RELATIONSHIP_OPTIONS} placeholder="Choose one" />
          </Form.Item>
        </Col>
        {!place && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item
                name="birthdate"
                label="Birthdate"
                rules={[
                  {
                    validator: async (_rule, value?: string) => {
                      if (value && value > todayIso()) throw new Error('Birthdate cannot be in the future');
                    },
                  },
                ]}
              >
                {/* The native picker: YYYY-MM-DD as the api takes it, and the phone's own date wheel. */}
                <Input type="date" max={todayIso()} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="gender" label="Gender">
                <Select options={genderOptions(recipient?.gender)} allowClear placeholder="Choose one" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Form.Item name="notes" label="Notes" rules={[{ max: 2000, message: 'Notes must be at most 2000 characters' }]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          placeholder="Allergies, fabrics to avoid, favorite stores…"
        />
      </Form.Item>
      <SizingFields sizes={!place} />
      <Flex justify="end" gap={8} wrap>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button
          type="primary"
          htmlType={nested ? 'button' : 'submit'}
          onClick={nested ? () => form.submit() : undefined}
          loading={pending}
        >
          {recipient ? 'Save Changes' : 'Add Recipient'}
        </Button>
      </Flex>
    </Form>
  );
}
