import { Button } from 'antd';
import { useImageComments } from './use-image-comments';
import { VIEWER_TOP_BAR } from './PinPopup';
import { useCoarsePointer } from './use-coarse-pointer';

/** On the lightbox's black backdrop: white at 85% keeps well above 4.5:1. */
const HINT_COLOR = 'rgba(255, 255, 255, 0.85)';

/**
 * The line at the top centre of the viewer, between the counter and the toolbar: how to add
 * a comment ("Tap" for a finger, "Click" for a mouse), or that the image's comments are
 * loading or failed to load (with Retry).
 */
export function ViewerHint({ taskId, imageUrl, narrow }: { taskId: string; imageUrl: string; narrow: boolean }) {
  const comments = useImageComments(taskId, imageUrl);
  const touch = useCoarsePointer();
  return (
    <div
      aria-live="polite"
      style={{
        position: 'absolute',
        top: 0,
        left: '50%',
        transform: 'translateX(-50%)',
        // Leaves room for the counter on the left and the two toolbar buttons on the right.
        width: narrow ? 'calc(100% - 216px)' : 'min(480px, calc(100% - 240px))',
        minHeight: VIEWER_TOP_BAR,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        textAlign: 'center',
        color: HINT_COLOR,
        fontSize: narrow ? 12 : 14,
        lineHeight: 1.3,
        pointerEvents: 'none',
      }}
    >
      {comments.isPending && <span>Loading comments...</span>}
      {comments.isError && (
        <>
          <span>Comments did not load.</span>
          <Button size="small" ghost onClick={() => void comments.refetch()} style={{ pointerEvents: 'auto' }}>
            Retry
          </Button>
        </>
      )}
      {comments.isSuccess && <span>{touch ? 'Tap' : 'Click'} the image to add a comment</span>}
    </div>
  );
}
