import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, Drawer, Flex, Grid, Radio, Select } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { BUDGET_CHOICES, type FilterChoice, INVOICE_CHOICES, STATUS_CHOICES } from './filter-choices';
import { countActiveFilters, type TaskFilterField, type TaskFilterValues } from './task-filters';

export interface TaskFiltersProps {
  /** The controls to show, in this order. */
  fields: readonly TaskFilterField[];
  filters: TaskFilterValues;
  clientChoices?: FilterChoice[];
  recipientChoices?: FilterChoice[];
  onChange: (field: TaskFilterField, value: string | null) => void;
  onClear: () => void;
  /** How many tasks pass the filters: the phone drawer's button says so. */
  shownCount: number;
  /** The search box, beside the Filters button on phones and above the filters elsewhere. */
  search: ReactNode;
}

/** Each select's "no filter" choice; its value is '' because antd shows no label for null. */
const ANY: Record<Exclude<TaskFilterField, 'status'>, string> = {
  clientId: 'All clients',
  recipientId: 'All recipients',
  budget: 'All budgets',
  invoice: 'All invoices',
};

const LABELS: Record<TaskFilterField, string> = {
  status: 'Status',
  clientId: 'Client',
  recipientId: 'Recipient',
  budget: 'Budget',
  invoice: 'Invoice',
};

/**
 * The search and the filters: the filters in a row under the search on wider screens; on
 * phones behind a "Filters" button beside the search (with the number of filters set) that
 * opens them in a bottom drawer.
 */
export function TaskFilters(props: TaskFiltersProps) {
  const { md } = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const active = countActiveFilters(props.filters);

  if (md !== false) {
    return (
      <Flex vertical gap={12}>
        {props.search}
        <Flex wrap gap={12} align="flex-end">
          <FilterControls {...props} stacked={false} />
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex gap={8}>
      <div style={{ flex: 1, minWidth: 0 }}>{props.search}</div>
      <Button icon={<FilterOutlined aria-hidden="true" />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Drawer
        title="Filters"
        placement="bottom"
        open={open}
        onClose={() => setOpen(false)}
        // Tall enough for every control without scrolling on a phone; the body scrolls beyond.
        size={Math.min(150 + props.fields.length * 76, 640)}
        footer={
          <Flex justify="space-between" gap={8}>
            <Button onClick={props.onClear} disabled={active === 0}>
              Clear filters
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              {`Show ${props.shownCount} ${props.shownCount === 1 ? 'task' : 'tasks'}`}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={16}>
          <FilterControls {...props} stacked />
        </Flex>
      </Drawer>
    </Flex>
  );
}

function FilterControls({
  fields,
  filters,
  clientChoices = [],
  recipientChoices = [],
  onChange,
  stacked,
}: TaskFiltersProps & { stacked: boolean }) {
  const idPrefix = useId();
  const choicesOf: Record<Exclude<TaskFilterField, 'status'>, FilterChoice[]> = {
    clientId: clientChoices,
    recipientId: recipientChoices,
    budget: BUDGET_CHOICES,
    invoice: INVOICE_CHOICES,
  };
  return fields.map((field) => {
    const id = `${idPrefix}-${field}`;
    if (field === 'status') {
      return (
        <Labelled key={field} label={LABELS.status} labelId={`${id}-label`}>
          <Radio.Group
            aria-labelledby={`${id}-label`}
            optionType="button"
            value={filters.status ?? ''}
            onChange={(event) => onChange('status', (event.target.value as string) || null)}
            options={[{ value: '', label: 'All' }, ...STATUS_CHOICES]}
          />
        </Labelled>
      );
    }
    return (
      <Labelled key={field} label={LABELS[field]} htmlFor={id}>
        <Select
          id={id}
          value={filters[field] ?? ''}
          onChange={(value: string) => onChange(field, value || null)}
          options={[{ value: '', label: ANY[field] }, ...choicesOf[field]]}
          showSearch={field === 'clientId' || field === 'recipientId' ? { optionFilterProp: 'label' } : false}
          style={{ width: stacked ? '100%' : 180 }}
        />
      </Labelled>
    );
  });
}

const LABEL_STYLE = { fontSize: 13, fontWeight: 500 } as const;

function Labelled({
  label,
  htmlFor,
  labelId,
  children,
}: {
  label: string;
  htmlFor?: string;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      {htmlFor ? (
        <label htmlFor={htmlFor} style={LABEL_STYLE}>
          {label}
        </label>
      ) : (
        <span id={labelId} style={LABEL_STYLE}>
          {label}
        </span>
      )}
      {children}
    </Flex>
  );
}
