// antd's Popover, in a module of its own so DeferredPopover fetches it ("antd-overlays").
import { Popover } from 'antd';

export { Popover };
