import { useEffect, useState } from 'react';
import { type Box, containedImageBox } from './pin-position';

/** Where the picture is drawn, in the coordinates of its slide (the <img>'s offset parent). */
export interface ImageLayout {
  image: Box;
  slide: { width: number; height: number };
}

function sameLayout(a: ImageLayout | null, b: ImageLayout): boolean {
  return (
    a !== null &&
    a.image.left === b.image.left &&
    a.image.top === b.image.top &&
    a.image.width === b.image.width &&
    a.image.height === b.image.height &&
    a.slide.width === b.slide.width &&
    a.slide.height === b.slide.height
  );
}

/**
 * Measures the displayed picture of a loaded <img> and measures again whenever the image or
 * its slide changes size (window resize, browser zoom, rotation). Offsets, not client rects,
 * so the lightbox's swipe transform does not move the pins off the picture.
 */
export function useImageLayout(img: HTMLImageElement | null): ImageLayout | null {
  const [layout, setLayout] = useState<ImageLayout | null>(null);
  useEffect(() => {
    const slide = img?.offsetParent;
    if (!img || !(slide instanceof HTMLElement)) return;
    const measure = () => {
      const box = { left: img.offsetLeft, top: img.offsetTop, width: img.offsetWidth, height: img.offsetHeight };
      const next = {
        image: containedImageBox(box, img.naturalWidth, img.naturalHeight),
        slide: { width: slide.clientWidth, height: slide.clientHeight },
      };
      setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    };
    // A ResizeObserver also reports once right after observe(): that is the first measure.
    const observer = new ResizeObserver(measure);
    observer.observe(img);
    observer.observe(slide);
    return () => observer.disconnect();
  }, [img]);
  return layout;
}
