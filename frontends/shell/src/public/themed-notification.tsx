import { themeFor, useToastPositionStyles } from '@atelier/common';
import { ConfigProvider, notification } from 'antd';

function ToastPosition() {
  useToastPositionStyles();
  return null;
}

// antd's static notification renders outside the page's providers; this gives it the theme,
// and the toasts the places the signed-in app gives them (clear of the header's Sign In).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeFor(undefined)}>
      <ToastPosition />
      {children}
    </ConfigProvider>
  ),
});

export { notification };
