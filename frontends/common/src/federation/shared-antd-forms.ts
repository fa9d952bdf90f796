/**
 * The antd the three apps share at run time under the key "antd-forms" (federation/shared.js):
 * form controls and uploads, which the task page's dialogs (fetched when first opened), the
 * wizard, the settings screens and registration (its Tabs too) render, and no first screen
 * does. See shared-antd.ts; the shell provides this module with the others, so the antd
 * internals they have in common (ConfigProvider, theme) are one instance.
 */
export { AutoComplete, Checkbox, Form, InputNumber, Popconfirm, Segmented, Steps, Switch, Tabs, Upload } from 'antd/es';
