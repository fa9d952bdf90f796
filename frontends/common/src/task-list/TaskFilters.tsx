import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, Flex, Grid, Skeleton } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { usePreloadOnFirstIntent } from '../components/lazy-dialog';
import type { FilterChoice } from './filter-choices';
import { FILTER_LABEL_STYLE, FILTER_LABELS, ROW_CONTROL_WIDTH } from './filter-labels';
import { FILTER_DIALOGS, LazyFilterControls, LazyFiltersDrawer } from './lazy-filters';
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

/**
 * The search and the filters: the filters in a row under the search on wider screens; on
 * phones behind a "Filters" button beside the search (with the number of filters set) that
 * opens them in a bottom drawer. The controls' code comes apart from the list's (lazy-filters.ts).
 */
export function TaskFilters({ search, onClear, shownCount, ...controls }: TaskFiltersProps) {
  const { md } = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  usePreloadOnFirstIntent(FILTER_DIALOGS);
  const active = countActiveFilters(controls.filters);

  // Read before the first paint: until then, neither layout's controls are fetched.
  if (md === undefined) return search;
  if (md) {
    return (
      <Flex vertical gap={12}>
        {search}
        <Flex wrap gap={12} align="flex-end">
          <Suspense fallback={<FilterControlsLoading fields={controls.fields} />}>
            <LazyFilterControls {...controls} stacked={false} />
          </Suspense>
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex gap={8}>
      <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
      <Button icon={<FilterOutlined aria-hidden="true" />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <LazyFiltersDrawer
        {...controls}
        open={open}
        onClose={() => setOpen(false)}
        onClear={onClear}
        active={active}
        shownCount={shownCount}
      />
    </Flex>
  );
}

/** The row of filters while its code arrives: each label over a placeholder of its control's size. */
function FilterControlsLoading({ fields }: { fields: readonly TaskFilterField[] }) {
  return fields.map((field) => (
    <Flex key={field} vertical gap={4} aria-hidden="true">
      <span style={FILTER_LABEL_STYLE}>{FILTER_LABELS[field]}</span>
      <Skeleton.Button active style={{ width: ROW_CONTROL_WIDTH[field] }} />
    </Flex>
  ));
}
