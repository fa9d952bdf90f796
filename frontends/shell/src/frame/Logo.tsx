import { theme } from 'antd';
import { useState } from 'react';
import logoUrl from '../assets/logo.svg';

/**
 * The product logo; if the image fails, a circular monogram "A" takes its place. Its size is
 * `size`, or, with `className`, whatever the class's CSS says (the header's changes with the width).
 */
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();
  const box = className ? {} : { width: size, height: size, fontSize: size * 0.5 };
  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-monogram"
        className={className}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          ...box,
          borderRadius: '50%',
          background: token.colorPrimary,
          color: '#fff',
          fontFamily: 'Georgia, serif',
          fontWeight: 700,
          flex: 'none',
        }}
      >
        A
      </span>
    );
  }
  return (
    <img
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      className={className}
      onError={() => setFailed(true)}
      style={{ flex: 'none' }}
    />
  );
}
