/**
 * The antd the three apps share at run time under the key "antd-forms" (federation/shared.js):
 * form controls, dialogs and uploads, which no signed-in page's first screen but the task
 * lists' filters and the task page renders. See shared-antd.ts; both modules are provided by
 * the shell, so the antd internals they have in common (ConfigProvider, theme) are one instance.
 */
export {
  AutoComplete,
  Checkbox,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Segmented,
  Select,
  Steps,
  Switch,
  Upload,
} from 'antd/es';
