// antd's Popover and Tooltip, in a module of their own so the deferred overlays fetch them
// ("antd-overlays"): DeferredPopover.tsx, DeferredTooltip.tsx.
import { Popover, Tooltip } from 'antd';

export { Popover, Tooltip };
