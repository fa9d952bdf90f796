/**
 * The antd the three apps share at run time under the key "antd" (federation/shared.js): the
 * components a signed-in page's first screen renders (the frame, dashboards, task lists, the
 * task page's cards), so the shared chunk
 * every signed-in page loads leaves out the rest of the library, which a shared module could
 * not otherwise shed, since no build knows what the other apps use. The task lists' fields (shared-antd-fields.ts) and form controls and uploads
 * (shared-antd-forms.ts) are shared apart and load with the screens that use them
 * (federation/antd-imports-loader.js sends each import from 'antd' to its module).
 *
 * It reads antd's ES build by its path ("antd/es"), which the federation does not intercept
 * (only "antd" itself is shared), so this module is not its own fallback.
 * shared-subsets.test.ts keeps the three modules equal to what the apps import from 'antd'.
 */
export {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Empty,
  Flex,
  Grid,
  Layout,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  theme,
  Typography,
} from 'antd/es';
