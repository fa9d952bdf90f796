/**
 * The antd the three apps share at run time (federation/shared.js provides this module under
 * the key "antd"): exactly the components the apps import, so the shared chunk every signed-in
 * page loads leaves out the rest of the library (tables, date pickers, trees...), which a
 * shared module could not otherwise shed, since no build knows what the other apps use.
 *
 * It reads antd's ES build by its path ("antd/es"), which the federation does not intercept
 * (only "antd" itself is shared), so this module is not its own fallback.
 * shared-antd.test.ts keeps this list equal to what the apps import from 'antd'.
 */
export {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  Modal,
  notification,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Tabs,
  Tag,
  theme,
  Tooltip,
  Typography,
  Upload,
} from 'antd/es';
