import { Button } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSubmitOnce } from '../forms/use-submit-once';
import { CommentCard } from './CommentCard';
import { CommentForm, type TextAreaRef } from './CommentForm';
import { CommentPin, DraftPin } from './CommentPin';
import { containedImageBox, pinFromClick, type PinPoint } from './pin-position';
import { PinPopup } from './PinPopup';
import { useAddComment } from './use-comment-mutations';
import type { ImageLayout } from './use-image-layout';
import { threadsOf, useImageComments } from './use-image-comments';

/** A pointer that moved farther than this between press and release was a swipe, not a tap. */
const TAP_TOLERANCE_PX = 10;
const IMAGE_CENTRE: PinPoint = { x: 50, y: 50 };

export interface PinLayerProps {
  taskId: string;
  /** The canonical URL of the image: comments are keyed on it. */
  imageUrl: string;
  /** The slide's loaded <img>: clicks on it place the draft pin. */
  img: HTMLImageElement;
  layout: ImageLayout;
  pinsVisible: boolean;
  /** The width the previous/next arrows take at each side; the cards keep clear of them. */
  arrowWidth: number;
  /** Gives focus back to the lightbox (its arrows and Escape work from there). */
  onFocusViewer: () => void;
  /** The pin whose card is open from the start (its comments may still be on their way). */
  initialOpenId?: string | null;
}

/**
 * The comments of the image on screen, drawn over the displayed picture: numbered pins in
 * their order of creation, the opened pin's card, and the draft pin with its form. A tap on
 * the picture places the draft; a drag is left to the lightbox, which swipes.
 */
export function PinLayer({
  taskId,
  imageUrl,
  img,
  layout,
  pinsVisible,
  arrowWidth,
  onFocusViewer,
  initialOpenId = null,
}: PinLayerProps) {
  const comments = useImageComments(taskId, imageUrl);
  const addComment = useAddComment(taskId, imageUrl);
  const [draft, setDraft] = useState<PinPoint | null>(null);
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const [shortcutFocused, setShortcutFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<TextAreaRef>(null);
  const pinButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterSave = useRef<string | null>(null);
  // Ctrl+Enter twice, or a double tap, arrive before isPending is rendered: one comment.
  const { pending: commentPending, onSubmit: addDraftComment } = useSubmitOnce(
    async (comment: { content: string } & PinPoint) => {
      let created: { id: string };
      try {
        created = await addComment.mutateAsync(comment);
      } catch {
        return; // the mutation's own error handling tells the user; the draft stays
      }
      // The form that had focus goes: the new pin takes it, now or when it is drawn.
      setDraft(null);
      const pin = pinButtons.current.get(created.id);
      if (pin) pin.focus();
      else if (pinsVisible) focusAfterSave.current = created.id;
      else onFocusViewer();
    },
  );
  const threads = threadsOf(comments.data);

  useEffect(() => {
    let pressedAt: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      pressedAt = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const moved = pressedAt && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y);
      pressedAt = null;
      if (moved && moved > TAP_TOLERANCE_PX) return;
      // The <img> box, not the slide's: the picture is centred and letterboxed inside the slide.
      const picture = containedImageBox(img.getBoundingClientRect(), img.naturalWidth, img.naturalHeight);
      setDraft(pinFromClick(event.clientX, event.clientY, picture));
      setOpenId(null);
    };
    img.addEventListener('pointerdown', onPointerDown);
    img.addEventListener('click', onClick);
    return () => {
      img.removeEventListener('pointerdown', onPointerDown);
      img.removeEventListener('click', onClick);
    };
  }, [img]);

  // A click on the picture took focus to the lightbox: bring it to the form at the new spot.
  useEffect(() => {
    if (draft) textareaRef.current?.focus();
  }, [draft]);

  // Leaving the image (arrow key, swipe) removes this layer; focus inside it must not fall to
  // the page, where the lightbox's keys would stop working. Runs before the nodes go.
  useLayoutEffect(() => {
    const root = rootRef.current;
    return () => {
      if (root?.contains(document.activeElement)) onFocusViewer();
    };
  }, [onFocusViewer]);

  const closeDraft = () => {
    setDraft(null);
    onFocusViewer();
  };

  const closeCard = (id: string) => {
    setOpenId(null);
    pinButtons.current.get(id)?.focus();
  };

  const { image } = layout;
  return (
    <div
      ref={rootRef}
      style={{
        position: 'absolute',
        left: image.left,
        top: image.top,
        width: image.width,
        height: image.height,
        pointerEvents: 'none',
      }}
    >
      {/* Keyboard users cannot click a spot: this puts the draft at the centre. Shown on focus. */}
      <Button
        size="small"
        onFocus={() => setShortcutFocused(true)}
        onBlur={() => setShortcutFocused(false)}
        onClick={() => {
          setDraft(IMAGE_CENTRE);
          setOpenId(null);
        }}
        style={
          shortcutFocused
            ? { position: 'absolute', left: 8, top: 8, zIndex: 4, pointerEvents: 'auto' }
            : { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)' }
        }
      >
        Pin a comment to the image centre
      </Button>

      {pinsVisible &&
        threads.map(({ pin: comment, replies }, index) => (
          <Fragment key={comment.id}>
            <CommentPin
              comment={comment}
              replies={replies.length}
              number={index + 1}
              open={openId === comment.id}
              buttonRef={(button) => {
                if (!button) {
                  pinButtons.current.delete(comment.id);
                  return;
                }
                pinButtons.current.set(comment.id, button);
                if (focusAfterSave.current === comment.id) {
                  focusAfterSave.current = null;
                  button.focus();
                }
              }}
              onOpen={() => {
                setDraft(null);
                setOpenId(openId === comment.id ? null : comment.id);
              }}
            />
            {openId === comment.id && (
              <PinPopup point={comment} layout={layout} arrowWidth={arrowWidth}>
                <CommentCard
                  taskId={taskId}
                  imageUrl={imageUrl}
                  thread={{ pin: comment, replies }}
                  onClose={() => closeCard(comment.id)}
                  onDeleted={() => {
                    setOpenId(null);
                    onFocusViewer();
                  }}
                />
              </PinPopup>
            )}
          </Fragment>
        ))}

      {draft && (
        <>
          <DraftPin x={draft.x} y={draft.y} />
          <PinPopup point={draft} layout={layout} arrowWidth={arrowWidth}>
            <CommentForm
              textareaRef={textareaRef}
              pending={commentPending}
              onCancel={closeDraft}
              onSubmit={(content) => void addDraftComment({ content, ...draft })}
            />
          </PinPopup>
        </>
      )}
    </div>
  );
}
