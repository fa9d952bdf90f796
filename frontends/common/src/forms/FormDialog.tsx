import { Alert, Button, Flex, Form, type FormInstance, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { failureText } from '../api/failure-text';

/**
 * A dialog holding one form that saves with one call: its refusal above the fields (cleared
 * as soon as a field changes), Cancel and the submit button at the end, and nothing closable
 * while the call runs. What the form's fields are is the caller's.
 */
export function FormDialog<T extends object>({
  open,
  title,
  name,
  form,
  initialValues,
  onSubmit,
  onCancel,
  pending,
  submission,
  failedTitle,
  submitLabel,
  intro,
  children,
}: {
  open: boolean;
  title: string;
  name: string;
  form: FormInstance<T>;
  initialValues: Partial<T>;
  onSubmit: (values: T) => void;
  onCancel: () => void;
  pending: boolean;
  /** The mutation behind the submit: its error is shown, and reset by any change. */
  submission: { isError: boolean; error: unknown; reset: () => void };
  failedTitle: string;
  submitLabel: string;
  /** What the form does, above its refusal and its fields. */
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      closable={!pending}
      maskClosable={!pending}
      keyboard={!pending}
    >
      <Form<T>
        form={form}
        name={name}
        clearOnDestroy
        layout="vertical"
        initialValues={initialValues}
        onFinish={onSubmit}
        onValuesChange={() => submission.isError && submission.reset()}
        disabled={pending}
        requiredMark
      >
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {submission.isError && (
          <Alert
            role="alert"
            type="error"
            showIcon
            title={failedTitle}
            description={failureText(submission.error, 'Please try again.')}
            style={{ marginBottom: 16 }}
          />
        )}
        {children}
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
