import { Flex, theme } from 'antd';
import type { Schemas } from '../api/typed';

/** The task's reference images as thumbnails; each opens the image viewer at its place. */
export function ReferenceImages({
  images,
  onOpen,
}: {
  images: Schemas['ImageRefDto'][];
  onOpen: (index: number) => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex gap={8} wrap>
      {images.map((image, index) => (
        <button
          key={image.url}
          type="button"
          onClick={() => onOpen(index)}
          aria-label={`Open reference image ${index + 1} of ${images.length}`}
          style={{
            padding: 0,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            cursor: 'zoom-in',
            width: 72,
            height: 72,
            overflow: 'hidden',
          }}
        >
          <img
            src={image.thumbUrl}
            alt=""
            loading="lazy"
            width={72}
            height={72}
            style={{ objectFit: 'cover', display: 'block', width: '100%', height: '100%' }}
          />
        </button>
      ))}
    </Flex>
  );
}
