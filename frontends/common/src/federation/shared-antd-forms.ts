/**
 * The antd the three apps share at run time under the key "antd-forms" (federation/shared.js):
 * forms, dialogs and uploads, which the task page, the wizard and the settings screens render
 * and no dashboard or task list does. See shared-antd.ts; the shell provides this module with
 * the others, so the antd internals they have in common (ConfigProvider, theme) are one instance.
 */
export {
  AutoComplete,
  Checkbox,
  Descriptions,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Segmented,
  Steps,
  Switch,
  Upload,
} from 'antd/es';
