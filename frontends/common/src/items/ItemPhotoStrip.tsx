import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Flex, theme, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import type { Schemas } from '../api/typed';

type ImageRef = Schemas['ImageRefDto'];

const THUMB_SIZE = 56;

/** A thumbnail; a picture icon stands in when the file cannot be loaded. */
function Thumbnail({ src, srcSet }: { src: string; srcSet?: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  if (failed) return <PictureOutlined aria-hidden="true" style={{ fontSize: 24, color: token.colorTextSecondary }} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      // A card is at most about 400 px wide: phones take the large file, desktops the thumbnail.
      sizes={srcSet ? '(max-width: 991px) 100vw, 400px' : undefined}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

/** The button that opens the viewer at one photo: a framed picture that zooms in on click. */
function PhotoButton({
  index,
  count,
  onOpen,
  style,
  children,
}: {
  index: number;
  count: number;
  onOpen: (index: number) => void;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      aria-label={`Open photo ${index + 1} of ${count}`}
      onClick={() => onOpen(index)}
      style={{
        padding: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        cursor: 'zoom-in',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        ...style,
      }}
    >
      {children}
    </button>
  );
}

/**
 * The item's photos: the first one large (what a client judges the item by), the others as
 * thumbnails; each opens the viewer at that photo. A placeholder when there are none.
 */
export function ItemPhotoStrip({ images, onOpen }: { images: ImageRef[]; onOpen: (index: number) => void }) {
  const { token } = theme.useToken();
  if (images.length === 0) {
    return (
      <Flex
        align="center"
        justify="center"
        gap={8}
        style={{
          height: THUMB_SIZE,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorFillQuaternary,
        }}
      >
        <PictureOutlined aria-hidden="true" style={{ fontSize: 20, color: token.colorTextSecondary }} />
        <Typography.Text type="secondary">No photos yet</Typography.Text>
      </Flex>
    );
  }
  const [lead, ...others] = images;
  return (
    <Flex vertical gap={8}>
      <PhotoButton index={0} count={images.length} onOpen={onOpen} style={{ width: '100%', aspectRatio: '3 / 2' }}>
        <Thumbnail src={lead!.thumbUrl} srcSet={`${lead!.thumbUrl} 320w, ${lead!.webUrl} 1600w`} />
      </PhotoButton>
      {others.length > 0 && (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
          {others.map((image, offset) => (
            <li key={`${image.url}-${offset}`}>
              <PhotoButton
                index={offset + 1}
                count={images.length}
                onOpen={onOpen}
                style={{ width: THUMB_SIZE, height: THUMB_SIZE }}
              >
                <Thumbnail src={image.thumbUrl} />
              </PhotoButton>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
