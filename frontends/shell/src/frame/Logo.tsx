import { theme } from 'antd';
import { useState } from 'react';
import logoUrl from '../assets/logo.svg';

/** The product logo; if the image fails, a circular monogram "A" takes its place. */
export function Logo({ size = 40 }: { size?: number }) {
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();
  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-monogram"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size,
          height: size,
          borderRadius: '50%',
          background: token.colorPrimary,
          color: '#fff',
          fontFamily: 'Georgia, serif',
          fontWeight: 700,
          fontSize: size * 0.5,
          flex: 'none',
        }}
      >
        A
      </span>
    );
  }
  return (
    <img src={logoUrl} alt="" width={size} height={size} onError={() => setFailed(true)} style={{ flex: 'none' }} />
  );
}
