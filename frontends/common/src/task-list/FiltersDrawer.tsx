import { Button, Drawer, Flex } from 'antd';
import { FilterControls, type FilterControlsProps } from './FilterControls';

export interface FiltersDrawerProps extends Omit<FilterControlsProps, 'stacked'> {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  /** How many filters are set: Clear filters is off at none. */
  active: number;
  /** How many tasks pass the filters: the drawer's button says so. */
  shownCount: number;
}

/** The filters on a phone: a bottom drawer, opened by the Filters button beside the search. */
export function FiltersDrawer({ open, onClose, onClear, active, shownCount, ...controls }: FiltersDrawerProps) {
  return (
    <Drawer
      title="Filters"
      placement="bottom"
      open={open}
      onClose={onClose}
      // Tall enough for every control without scrolling on a phone; the body scrolls beyond.
      size={Math.min(150 + controls.fields.length * 76, 640)}
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={onClear} disabled={active === 0}>
            Clear filters
          </Button>
          <Button type="primary" onClick={onClose}>
            {`Show ${shownCount} ${shownCount === 1 ? 'task' : 'tasks'}`}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <FilterControls {...controls} stacked />
      </Flex>
    </Drawer>
  );
}
