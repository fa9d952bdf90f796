import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The page's text styles from the theme: what antd's `<App>` gives its children, without App's
 * message, notification and modal code (FeedbackProvider brings toasts and confirmations later).
 */
export function AppText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
