import { themeFor } from '@atelier/common';
import { ConfigProvider, notification } from 'antd';

// antd's static notification renders outside the page's providers; this gives it the theme.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={themeFor(undefined)}>{children}</ConfigProvider>,
});

export { notification };
