import { Avatar, type AvatarProps, theme } from 'antd';
import type { CSSProperties } from 'react';
import { initials } from '../format';

/**
 * A person's picture, or their initials in white on the palette's primary color. The initials
 * are the avatar's icon rather than its text: antd hides a text avatar at first and measures it
 * once mounted (to scale long text down), a layout forced in the middle of a phone's first
 * render, and two letters always fit.
 */
export function InitialsAvatar({
  name,
  src,
  size,
  fontSize,
  alt = '',
}: {
  name: string;
  src?: string | null;
  size?: AvatarProps['size'];
  /** Of the initials; by default half a numeric size, else the body text's. */
  fontSize?: number;
  alt?: string;
}) {
  const { token } = theme.useToken();
  const style: CSSProperties = { flex: 'none', background: token.colorPrimary, color: token.colorTextLightSolid };
  if (fontSize !== undefined || typeof size !== 'number') style.fontSize = fontSize ?? token.fontSize;
  return (
    <Avatar size={size} src={src || undefined} alt={alt} icon={<span>{initials(name) || '?'}</span>} style={style} />
  );
}
