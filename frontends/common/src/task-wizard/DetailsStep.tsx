import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Empty, Form, Input, InputNumber, type RadioChangeEvent, Row, Select, Skeleton } from 'antd';
import { RouterButton } from '../components/RouterButton';
import { useShopperSettings } from '../shopper-settings';
import { ChoiceCard, ChoiceGroup } from './ChoiceCard';
import { LoadFailed } from '../components/LoadFailed';
import type { ClientListItem } from './use-wizard-queries';
import { MESSAGES } from './wizard-checks';
import type { Category, WizardRole } from './wizard-values';

const FEE_MIN = 0;
const FEE_MAX = 100;

/** "Casey Client (casey@example.com)": two clients may share a display name. */
export const clientLabel = (client: ClientListItem) => `${client.profile.displayName} (${client.user.email})`;

/** Step 1: title, description, the shopper's client and fee, the category. */
export function DetailsStep({
  role,
  categories,
  clients,
}: {
  role: WizardRole;
  categories: UseQueryResult<Category[]>;
  clients: UseQueryResult<ClientListItem[]>;
}) {
  return (
    <>
      <Form.Item
        name="title"
        label="Title"
        rules={[
          { required: true, whitespace: true, message: MESSAGES.titleRequired },
          { max: 200, message: 'Title is too long (max 200 characters)' },
        ]}
      >
        <Input maxLength={200} autoComplete="off" placeholder="e.g. Spring wardrobe refresh" />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[
          { required: role === 'CLIENT', whitespace: true, message: MESSAGES.descriptionRequired },
          { max: 5000, message: 'Description is too long (max 5000 characters)' },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
          placeholder="What are you looking for? The occasion, colors, stores you like…"
        />
      </Form.Item>
      {role === 'SHOPPER' && (
        <Row gutter={16}>
          <Col xs={24} sm={16}>
            <ClientField clients={clients} />
          </Col>
          <Col xs={24} sm={8}>
            <FeeField />
          </Col>
        </Row>
      )}
      <CategoryField categories={categories} />
    </>
  );
}

function ClientField({ clients }: { clients: UseQueryResult<ClientListItem[]> }) {
  return (
    <Form.Item name="clientId" label="Client" rules={[{ required: true, message: MESSAGES.clientRequired }]}>
      <ClientChoice clients={clients} />
    </Form.Item>
  );
}

/** The client select, or why there is none; Form.Item hands it `id`, `value` and `onChange`. */
function ClientChoice({
  clients,
  ...control
}: {
  clients: UseQueryResult<ClientListItem[]>;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  if (clients.isError) {
    return <LoadFailed title="We could not load your clients." retry={clients.refetch} retrying={clients.isFetching} />;
  }
  if (clients.data?.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clients yet" style={{ margin: 0 }}>
        <RouterButton to="/invite-codes" icon={<UserAddOutlined aria-hidden="true" />}>
          Create an Invite Code
        </RouterButton>
      </Empty>
    );
  }
  return (
    <Select
      {...control}
      showSearch={{ optionFilterProp: 'label' }}
      loading={clients.isPending}
      placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
      options={clients.data?.map((client) => ({ value: client.id, label: clientLabel(client) }))}
      style={{ width: '100%' }}
    />
  );
}

/** Blank bills the shopper's default fee, shown as the placeholder once known. */
function FeeField() {
  const settings = useShopperSettings();
  const fallback = settings.data ? `${Number.parseFloat(settings.data.defaultFeePct)}` : undefined;
  return (
    <Form.Item
      name="feePct"
      label="Service fee (%)"
      extra={fallback ? `Leave empty to use your default (${fallback}%).` : 'Leave empty to use your default.'}
      rules={[
        {
          type: 'number',
          min: FEE_MIN,
          max: FEE_MAX,
          message: `Service fee must be between ${FEE_MIN}% and ${FEE_MAX}%.`,
        },
      ]}
    >
      <InputNumber<number> min={FEE_MIN} max={FEE_MAX} step={0.1} placeholder={fallback} style={{ width: '100%' }} />
    </Form.Item>
  );
}

function CategoryField({ categories }: { categories: UseQueryResult<Category[]> }) {
  return (
    <Form.Item name="categoryId" label="Category" rules={[{ required: true, message: MESSAGES.categoryRequired }]}>
      <CategoryChoices categories={categories} />
    </Form.Item>
  );
}

/** The category cards, or why there are none; Form.Item hands it `value` and `onChange`. */
function CategoryChoices({
  categories,
  ...control
}: {
  categories: UseQueryResult<Category[]>;
  id?: string;
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}) {
  if (categories.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (categories.isError) {
    return (
      <LoadFailed
        title="We could not load the categories."
        retry={categories.refetch}
        retrying={categories.isFetching}
      />
    );
  }
  return (
    <ChoiceGroup {...control} label="Category">
      <Row gutter={[12, 12]}>
        {categories.data.map((category) => (
          <Col key={category.id} xs={24} md={8}>
            <ChoiceCard
              value={category.id}
              checked={control.value === category.id}
              title={category.name}
              detail={category.description}
            />
          </Col>
        ))}
      </Row>
    </ChoiceGroup>
  );
}
