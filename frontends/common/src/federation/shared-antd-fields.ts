/**
 * The antd the three apps share at run time under the key "antd-fields" (federation/shared.js):
 * the text, choice and select fields of the task lists' search and filters, the first form
 * controls a signed-in user meets, and the drawer the filters open in on a phone. See shared-antd.ts; the shell provides this module with the
 * others, so the antd internals they have in common (ConfigProvider, theme) are one instance.
 */
export { Drawer, Input, Radio, Select } from 'antd/es';
