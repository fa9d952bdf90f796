import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button } from 'antd';
import type { PointerEvent, Ref } from 'react';
import { truncate } from '../format';
import { replyCount } from './reply-count';
import type { ImageComment } from './use-image-comments';
import { PIN_CLASS } from './use-viewer-focus-styles';

/** The check mark and badge of a resolved comment: above 4.5:1 with white. */
export const RESOLVED_GREEN = '#237804';
const PIN_LABEL_CONTENT_MAX = 60;
/** The reply count's digits on its white bubble: well above 4.5:1. */
const REPLY_COUNT_TEXT = '#262626';

/** "Comment by Ann Lee: Could this come in a…, 2 replies": the pin's accessible name. */
function pinLabel(comment: ImageComment, replies: number): string {
  const text = truncate(comment.content.replace(/\s+/g, ' ').trim(), PIN_LABEL_CONTENT_MAX);
  const label = `Comment by ${comment.user.displayName}: ${text}`;
  return replies > 0 ? `${label}, ${replyCount(replies)}` : label;
}

/** A pointer pressed on a pin must not start the lightbox's swipe. */
const keepFromLightbox = (event: PointerEvent) => event.stopPropagation();

/**
 * One pin: a numbered round button centred on the comment's point (percent of the image box),
 * with a green check mark once resolved and the number of its replies in a bubble below.
 */
export function CommentPin({
  comment,
  replies,
  number,
  open,
  onOpen,
  buttonRef,
}: {
  comment: ImageComment;
  /** How many replies it has. */
  replies: number;
  number: number;
  open: boolean;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const resolved = comment.status === 'RESOLVED';
  return (
    <div
      style={{
        position: 'absolute',
        left: `${comment.x}%`,
        top: `${comment.y}%`,
        transform: 'translate(-50%, -50%)',
        zIndex: open ? 2 : 1,
        pointerEvents: 'auto',
      }}
    >
      <Button
        ref={buttonRef}
        className={PIN_CLASS}
        type="primary"
        shape="circle"
        aria-label={pinLabel(comment, replies)}
        // "Resolved" is said after the name, not in it: the name stays the same when resolved.
        aria-description={resolved ? 'Resolved' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={keepFromLightbox}
        onClick={onOpen}
        style={{ border: '2px solid #fff', boxShadow: '0 1px 6px rgba(0, 0, 0, 0.6)', fontWeight: 600 }}
      >
        {number}
      </Button>
      {resolved && (
        <CheckCircleFilled
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: -6,
            right: -6,
            fontSize: 16,
            color: RESOLVED_GREEN,
            background: '#fff',
            borderRadius: '50%',
            pointerEvents: 'none',
          }}
        />
      )}
      {replies > 0 && (
        // The count is in the button's name; this is what the eye gets.
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            bottom: -6,
            right: -8,
            minWidth: 18,
            height: 18,
            padding: '0 4px',
            boxSizing: 'border-box',
            borderRadius: 9,
            background: '#fff',
            color: REPLY_COUNT_TEXT,
            boxShadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
            fontSize: 11,
            fontWeight: 600,
            lineHeight: '18px',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {replies}
        </span>
      )}
    </div>
  );
}

/** Where the new comment will go: a dashed ring, not a control (the form next to it is). */
export function DraftPin({ x, y }: { x: number; y: number }) {
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: `${x}%`,
        top: `${y}%`,
        width: 32,
        height: 32,
        transform: 'translate(-50%, -50%)',
        borderRadius: '50%',
        border: '2px dashed #fff',
        background: 'rgba(0, 0, 0, 0.35)',
        boxShadow: '0 1px 6px rgba(0, 0, 0, 0.6)',
        pointerEvents: 'none',
      }}
    />
  );
}
