/**
 * The antd the three apps share at run time under the key "antd-overlays" (federation/shared.js):
 * Popover and Tooltip, with the trigger and portal code they stand on. The header's menus, the
 * task cards' budget glyph and the task page's item actions fetch it at the first sign of use of
 * the page (components/DeferredPopover.tsx, DeferredTooltip.tsx); the invite codes and the month
 * chart load it with their screens, which are not first loads of a signed-in user; no first
 * screen needs it before it shows (the apps leave Typography's own tooltip out:
 * left-out-antd-parts.js). See shared-antd.ts; the shell provides this module with the
 * others, so the antd internals they have in common are one instance.
 */
export { Popover, Tooltip } from 'antd/es';
