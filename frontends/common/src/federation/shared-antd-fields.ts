/**
 * The antd the three apps share at run time under the key "antd-fields" (federation/shared.js):
 * the choice and select fields of the task lists' filters (fetched with the filters, which a
 * phone shows in a drawer only when asked: task-list/lazy-filters.ts), the drawer itself, and
 * the forms that use them. See shared-antd.ts; the shell provides this module with the others,
 * so the antd internals they have in common (ConfigProvider, theme) are one instance.
 */
export { Drawer, Radio, Select } from 'antd/es';
