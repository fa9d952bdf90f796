import { useState } from 'react';
import { type ContainerRect, ImageSlide, type SlideImage, useController } from 'yet-another-react-lightbox';
import { PinLayer } from './PinLayer';
import { useImageLayout } from './use-image-layout';

export interface SlideWithPinsProps {
  slide: SlideImage;
  /** 0 for the slide on screen; its neighbours are preloaded but get no pins. */
  offset: number;
  rect: ContainerRect;
  taskId: string;
  imageUrl: string;
  pinsVisible: boolean;
  /** The width the previous/next arrows take at each side; 0 without arrows. */
  arrowWidth: number;
  /** A pin whose card is open from the start. */
  openPinId: string | null;
}

/**
 * The lightbox's own image slide (loading and error states included) with our pin layer over
 * the displayed picture. Only the slide on screen loads comments and takes clicks.
 */
export function SlideWithPins({
  slide,
  offset,
  rect,
  taskId,
  imageUrl,
  pinsVisible,
  arrowWidth,
  openPinId,
}: SlideWithPinsProps) {
  const { focus } = useController();
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const layout = useImageLayout(img);
  return (
    <>
      <ImageSlide slide={slide} offset={offset} rect={rect} onLoad={setImg} />
      {offset === 0 && img && layout && (
        <PinLayer
          taskId={taskId}
          imageUrl={imageUrl}
          img={img}
          layout={layout}
          pinsVisible={pinsVisible}
          arrowWidth={arrowWidth}
          onFocusViewer={focus}
          initialOpenId={openPinId}
        />
      )}
    </>
  );
}
