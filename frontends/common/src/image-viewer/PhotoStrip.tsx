import { Grid } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import {
  ACTION_NEXT,
  ACTION_PREV,
  clsx,
  createModule,
  ImageSlide,
  MODULE_CONTROLLER,
  type Plugin,
  translateSlideCounter,
  useEvents,
  useKeyboardNavigation,
  useLightboxProps,
  useLightboxState,
  useSensors,
} from 'yet-another-react-lightbox';
// The thumbnail buttons keep the look of the library's own (border, active and focus states).
import 'yet-another-react-lightbox/plugins/thumbnails.css';

declare module 'yet-another-react-lightbox' {
  interface GenericSlide {
    /** The small picture the strip shows for the slide. */
    thumbnail?: string;
  }
}

const SIZES = {
  narrow: { width: 56, height: 42, gap: 8, padding: 8 },
  wide: { width: 96, height: 64, gap: 12, padding: 12 },
};

/**
 * One thumbnail per image, all of them, in order, the current one marked; a strip wider than
 * the screen scrolls. (The library's Thumbnails plugin shows a window centred on the current
 * image, which repeats an image when the count is even: three thumbnails for two photos.)
 */
function Strip() {
  const { slides, currentIndex } = useLightboxState();
  const { labels, render } = useLightboxProps();
  const { publish } = useEvents();
  const { registerSensors, subscribeSensors } = useSensors<HTMLElement>();
  // Arrow keys on a focused thumbnail change the image, as anywhere else in the viewer.
  useKeyboardNavigation(subscribeSensors);
  const size = Grid.useBreakpoint().md ? SIZES.wide : SIZES.narrow;
  const current = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentIndex]);

  const show = (index: number) => {
    if (index > currentIndex) publish(ACTION_NEXT, { count: index - currentIndex });
    else if (index < currentIndex) publish(ACTION_PREV, { count: currentIndex - index });
  };

  const buttonSize = {
    '--yarl__thumbnails_thumbnail_width': `${size.width}px`,
    '--yarl__thumbnails_thumbnail_height': `${size.height}px`,
    '--yarl__thumbnails_thumbnail_padding': '2px',
  } as CSSProperties;

  return (
    <div
      style={{
        flex: '0 0 auto',
        padding: size.padding,
        overflowX: 'auto',
        background: 'var(--yarl__color_backdrop, #000)',
      }}
    >
      <nav
        aria-label="Thumbnails"
        tabIndex={-1}
        {...registerSensors}
        // Centred while it fits; scrolls from its first image when it does not.
        style={{ display: 'flex', gap: size.gap, width: 'max-content', margin: '0 auto', outline: 'none' }}
      >
        {slides.map((slide, index) => {
          const active = index === currentIndex;
          const src = slide.thumbnail ?? slide.src;
          return (
            <button
              key={`${index}|${src}`}
              ref={active ? current : undefined}
              type="button"
              className={clsx(
                'yarl__flex_center',
                'yarl__thumbnails_thumbnail',
                active && 'yarl__thumbnails_thumbnail_active',
              )}
              style={buttonSize}
              aria-current={active || undefined}
              aria-label={translateSlideCounter(labels, slides, index)}
              onClick={() => show(index)}
            >
              <ImageSlide slide={{ src }} render={render} rect={size} imageFit="contain" />
            </button>
          );
        })}
      </nav>
    </div>
  );
}

function StripFrame({ children }: { children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, position: 'relative' }}>{children}</div>
      <Strip />
    </div>
  );
}

/** A lightbox plugin: the strip under the slides, as the Thumbnails plugin places its own. */
export const PhotoStrip: Plugin = ({ addParent }) =>
  addParent(MODULE_CONTROLLER, createModule('photo-strip', StripFrame));
