import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Descriptions, type DescriptionsProps, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useShopperSettings } from '../shopper-settings';
import { answerText } from './category-answers';
import type { ReferenceImage } from './use-reference-images';
import { type Category, STEP, WIZARD_STEPS, type WizardRole, type WizardValues } from './wizard-values';

const NOT_GIVEN = <Typography.Text type="secondary">Not given</Typography.Text>;

/** One part of the summary with its way back to the step that asks for it. */
function Section({
  step,
  onEdit,
  items,
  children,
}: {
  step: number;
  onEdit: (step: number) => void;
  items?: DescriptionsProps['items'];
  children?: ReactNode;
}) {
  const title = WIZARD_STEPS[step]!;
  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
        <Button
          type="link"
          icon={<EditOutlined aria-hidden="true" />}
          aria-label={`Edit ${title.toLowerCase()}`}
          onClick={() => onEdit(step)}
        >
          Edit
        </Button>
      </Flex>
      {items && (
        <Descriptions
          size="small"
          column={1}
          items={items}
          style={{ marginTop: 4 }}
          // Long emails and unbroken titles wrap instead of widening a phone's screen.
          styles={{ content: { overflowWrap: 'anywhere' } }}
        />
      )}
      {children}
    </section>
  );
}

/** "15%", or the shopper's default when left blank. */
function FeeSummary({ feePct }: { feePct: number | null | undefined }) {
  const settings = useShopperSettings();
  if (typeof feePct === 'number') return <>{feePct}%</>;
  const fallback = settings.data ? ` (${Number.parseFloat(settings.data.defaultFeePct)}%)` : '';
  return <>Your default{fallback}</>;
}

/** Step 5: everything entered, each part with an Edit link back to its step. */
export function ReviewStep({
  role,
  values,
  category,
  clientName,
  recipientName,
  images,
  onEdit,
}: {
  role: WizardRole;
  values: WizardValues;
  category: Category | undefined;
  clientName: string | undefined;
  recipientName: string | undefined;
  images: ReferenceImage[];
  onEdit: (step: number) => void;
}) {
  const { token } = theme.useToken();
  const text = (value: string | undefined) => value?.trim() || NOT_GIVEN;
  const answers = category
    ? category.formSchema.fields
        .map((field) => ({
          key: field.key,
          label: field.label,
          children: answerText(values.answers?.[category.id]?.[field.key], field),
        }))
        .filter((item) => item.children !== null)
    : [];

  return (
    <Flex vertical gap={20}>
      <Section
        step={STEP.details}
        onEdit={onEdit}
        items={[
          { key: 'title', label: 'Title', children: text(values.title) },
          {
            key: 'description',
            label: 'Description',
            children: <span style={{ whiteSpace: 'pre-line' }}>{text(values.description)}</span>,
          },
          ...(role === 'SHOPPER'
            ? [
                { key: 'client', label: 'Client', children: clientName ?? NOT_GIVEN },
                { key: 'fee', label: 'Service fee', children: <FeeSummary feePct={values.feePct} /> },
              ]
            : []),
          { key: 'category', label: 'Category', children: category?.name ?? NOT_GIVEN },
        ]}
      />
      <Section
        step={STEP.recipient}
        onEdit={onEdit}
        items={[{ key: 'recipient', label: 'Recipient', children: recipientName ?? NOT_GIVEN }]}
      />
      <Section step={STEP.preferences} onEdit={onEdit} items={answers.length > 0 ? answers : undefined}>
        {answers.length === 0 && <Typography.Text type="secondary">Nothing answered yet.</Typography.Text>}
      </Section>
      <Section step={STEP.images} onEdit={onEdit}>
        {images.length === 0 ? (
          <Typography.Text type="secondary">No reference images.</Typography.Text>
        ) : (
          <Flex wrap gap={8} role="list" aria-label="Reference images to send" style={{ marginTop: 4 }}>
            {images.map((image) => (
              <div key={image.uid} role="listitem">
                <img
                  src={image.previewUrl}
                  alt={image.file.name}
                  style={{
                    display: 'block',
                    width: 72,
                    height: 72,
                    objectFit: 'cover',
                    borderRadius: token.borderRadius,
                    border: `1px solid ${token.colorBorderSecondary}`,
                  }}
                />
              </div>
            ))}
          </Flex>
        )}
      </Section>
    </Flex>
  );
}
