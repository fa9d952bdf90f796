import { Flex, Radio, Select } from 'antd';
import { type ReactNode, useId } from 'react';
import { useRole } from '../session/SessionProvider';
import { BUDGET_CHOICES, type FilterChoice, INVOICE_CHOICES, statusChoices } from './filter-choices';
import { FILTER_LABEL_STYLE, FILTER_LABELS, ROW_CONTROL_WIDTH } from './filter-labels';
import type { TaskFilterField, TaskFilterValues } from './task-filters';

export interface FilterControlsProps {
  /** The controls to show, in this order. */
  fields: readonly TaskFilterField[];
  filters: TaskFilterValues;
  clientChoices?: FilterChoice[];
  recipientChoices?: FilterChoice[];
  onChange: (field: TaskFilterField, value: string | null) => void;
  /** One under the other, full width (the phone's drawer), rather than in a row. */
  stacked: boolean;
}

/** Each select's "no filter" choice; its value is '' because antd shows no label for null. */
const ANY: Record<Exclude<TaskFilterField, 'status'>, string> = {
  clientId: 'All clients',
  recipientId: 'All recipients',
  budget: 'All budgets',
  invoice: 'All invoices',
};

/** The filters' controls (antd's Radio and Select, the "antd-fields" module: lazy-filters.ts). */
export function FilterControls({
  fields,
  filters,
  clientChoices = [],
  recipientChoices = [],
  onChange,
  stacked,
}: FilterControlsProps) {
  const idPrefix = useId();
  const role = useRole();
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
        <Labelled key={field} label={FILTER_LABELS.status} labelId={`${id}-label`}>
          <Radio.Group
            aria-labelledby={`${id}-label`}
            optionType="button"
            value={filters.status ?? ''}
            onChange={(event) => onChange('status', (event.target.value as string) || null)}
            options={[{ value: '', label: 'All' }, ...statusChoices(role)]}
          />
        </Labelled>
      );
    }
    return (
      <Labelled key={field} label={FILTER_LABELS[field]} htmlFor={id}>
        <Select
          id={id}
          value={filters[field] ?? ''}
          onChange={(value: string) => onChange(field, value || null)}
          options={[{ value: '', label: ANY[field] }, ...choicesOf[field]]}
          showSearch={field === 'clientId' || field === 'recipientId' ? { optionFilterProp: 'label' } : false}
          style={{ width: stacked ? '100%' : ROW_CONTROL_WIDTH[field] }}
        />
      </Labelled>
    );
  });
}

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
        <label htmlFor={htmlFor} style={FILTER_LABEL_STYLE}>
          {label}
        </label>
      ) : (
        <span id={labelId} style={FILTER_LABEL_STYLE}>
          {label}
        </span>
      )}
      {children}
    </Flex>
  );
}
