import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The card of the sign-in screens (sign in, sign up, password reset, unsubscribe): centered, 460 px at most. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Card
      style={{ width: '100%', maxWidth: 460, margin: '0 auto' }}
      styles={{ body: { padding: 'clamp(16px, 5vw, 32px)' } }}
    >
      {children}
    </Card>
  );
}
