/**
 * The antd the three apps share at run time under the key "antd-fields" (federation/shared.js):
 * the text, choice and select fields of the task lists' search and filters, the first form
 * controls a signed-in user meets. See shared-antd.ts; the shell provides this module with the
 * others, so the antd internals they have in common (ConfigProvider, theme) are one instance.
 */
export { Input, Radio, Select } from 'antd/es';
