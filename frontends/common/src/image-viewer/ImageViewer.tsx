import { Grid, theme } from 'antd';
import { useState } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { PhotoStrip } from './PhotoStrip';
import { VIEWER_TOP_BAR } from './PinPopup';
import { PinsToggle } from './PinsToggle';
import { SlideWithPins } from './SlideWithPins';
import { useViewerFocusStyles } from './use-viewer-focus-styles';
import { ViewerHint } from './ViewerHint';

export interface ViewerImage {
  /** The canonical URL: comments are keyed on it. */
  url: string;
  /** What the slide shows (at most 1600 px). */
  webUrl: string;
  thumbUrl: string;
  alt: string;
}

export interface ImageViewerProps {
  taskId: string;
  images: ViewerImage[];
  /** The image shown when the viewer opens. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** A pin whose card opens with the viewer (a link to it: the shopper's dashboard). */
  openPinId?: string | null;
}

/**
 * Above the page (antd's modals are 1000) but below antd's popups and notifications, so the
 * comment toasts (docs/product-rules.md, "Image comments") show over the viewer.
 */
const VIEWER_Z_INDEX = 1010;

/** The library's 32 px arrow icon with the side padding given to the arrows below. */
const ARROW_PADDING = { narrow: '16px 4px', wide: '24px 16px' };
const ARROW_WIDTH = { narrow: 32 + 2 * 4, wide: 32 + 2 * 16 };

function slidesOf(images: ViewerImage[]): SlideImage[] {
  return images.map((image) => ({ src: image.webUrl, alt: image.alt, thumbnail: image.thumbUrl }));
}

function signatureOf(images: ViewerImage[]): string {
  return JSON.stringify(images.map((image) => [image.url, image.webUrl, image.thumbUrl, image.alt]));
}

/**
 * The full-screen gallery (docs/product-rules.md, "Image viewer"), with yet-another-react-lightbox:
 * previous/next, thumbnails, "3 of 8", Escape, arrow keys and swipes, wrapping around; focus stays
 * inside while open and returns to the opener on close (the library does both). Each image carries
 * its comment pins: a click on the picture starts a comment there.
 */
export function ImageViewer({ taskId, images, index, open, onClose, openPinId = null }: ImageViewerProps) {
  const narrow = !Grid.useBreakpoint().md;
  const { token } = theme.useToken();
  useViewerFocusStyles();
  const [current, setCurrent] = useState(index);
  const [pinsVisible, setPinsVisible] = useState(true);

  // The lightbox jumps back to `index` whenever `slides` is a new array: keep the same array
  // while the images are the same, even if the caller builds a new list on every render.
  const signature = signatureOf(images);
  const [slides, setSlides] = useState(() => ({ signature, list: slidesOf(images) }));
  if (slides.signature !== signature) setSlides({ signature, list: slidesOf(images) });

  // Until the lightbox reports its first view, the image on screen is the one it opens on.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCurrent(index);
  }

  const imageUrlOf = (slide: SlideImage) => images[slides.list.indexOf(slide)]?.url;
  const withArrows = images.length > 1;
  const arrowWidth = withArrows ? ARROW_WIDTH[narrow ? 'narrow' : 'wide'] : 0;
  const currentUrl = images[current]?.url;

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides.list}
      // One image does not wrap around (the carousel would draw it three times) and needs no strip.
      plugins={withArrows ? [PhotoStrip, Counter] : [Counter]}
      carousel={{ finite: images.length <= 1 }}
      counter={{ separator: 'of' }}
      labels={{ Lightbox: 'Image viewer', 'Photo gallery': 'Images' }}
      toolbar={{
        buttons: [
          <PinsToggle key="pins" visible={pinsVisible} onToggle={() => setPinsVisible(!pinsVisible)} />,
          'close',
        ],
      }}
      on={{ view: ({ index: viewed }) => setCurrent(viewed) }}
      styles={{
        // The viewer is portalled outside antd's App, so it takes the app's font itself.
        root: { '--yarl__portal_zindex': VIEWER_Z_INDEX, fontFamily: token.fontFamily },
        // The top band holds the counter, the hint and the toolbar, so the picture (and the
        // pins near its top) starts below them; wide screens keep the arrows beside the picture.
        slide: { padding: narrow ? `${VIEWER_TOP_BAR}px 8px 8px` : `${VIEWER_TOP_BAR}px 72px 16px` },
        navigationPrev: { padding: ARROW_PADDING[narrow ? 'narrow' : 'wide'] },
        navigationNext: { padding: ARROW_PADDING[narrow ? 'narrow' : 'wide'] },
      }}
      render={{
        slide: ({ slide, offset, rect }) => {
          const imageUrl = imageUrlOf(slide);
          return imageUrl === undefined ? undefined : (
            <SlideWithPins
              slide={slide}
              offset={offset}
              rect={rect}
              taskId={taskId}
              imageUrl={imageUrl}
              pinsVisible={pinsVisible}
              arrowWidth={arrowWidth}
              openPinId={openPinId}
            />
          );
        },
        // Disabled arrows over a lone image only get in the way.
        ...(withArrows ? {} : { buttonPrev: () => null, buttonNext: () => null }),
        controls: () =>
          currentUrl === undefined ? null : <ViewerHint taskId={taskId} imageUrl={currentUrl} narrow={narrow} />,
      }}
    />
  );
}
