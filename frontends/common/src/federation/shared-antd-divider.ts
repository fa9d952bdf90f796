/**
 * The antd the three apps share at run time under the key "antd-divider" (federation/shared.js):
 * dividers, which the header's account menu, the invoice's details and dialogs and the settings
 * draw, and no first screen of a signed-in page does. See shared-antd.ts; the shell provides
 * this module with the others, so the antd internals they have in common are one instance.
 */
export { Divider } from 'antd/es';
