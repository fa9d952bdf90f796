import { Button, Flex } from 'antd';
import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import { useSubmitOnce } from '../forms/use-submit-once';
import { CommentTextField, type TextAreaRef } from './CommentTextField';
import { isSendShortcut } from './send-shortcut';
import { useAddComment } from './use-comment-mutations';
import { useCommentDraft } from './use-comment-draft';
import type { ImageComment } from './use-image-comments';

/**
 * The answer box at the foot of a pin's card, under the comment rules (docs/product-rules.md,
 * "Image comments"). Ctrl/Cmd+Enter sends, as in the comment box; Escape is left to the card, which
 * closes. After sending the box empties and has the focus, for a second reply (a tapped Reply
 * button turns disabled once the box is empty, which would drop the focus out of the viewer); a
 * failed send keeps the text (the toast says why).
 */
export function ReplyForm({ taskId, imageUrl, pin }: { taskId: string; imageUrl: string; pin: ImageComment }) {
  const addComment = useAddComment(taskId, imageUrl);
  const draft = useCommentDraft();
  const textareaRef = useRef<TextAreaRef>(null);
  // A double tap, or Ctrl+Enter twice, arrive before isPending is rendered: one reply.
  const { pending, onSubmit } = useSubmitOnce(async (content: string) => {
    try {
      await addComment.mutateAsync({ content, x: pin.x, y: pin.y, parentCommentId: pin.id });
    } catch {
      return;
    }
    draft.clear();
    textareaRef.current?.focus();
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.error === null) void onSubmit(draft.content.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <form aria-label={`Reply to ${pin.user.displayName}`} onSubmit={submit} onKeyDown={onKeyDown}>
      <Flex vertical gap={6}>
        <CommentTextField
          draft={draft}
          label="Your reply"
          placeholder="Write a reply"
          minRows={2}
          textareaRef={textareaRef}
        />
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={pending} disabled={draft.error !== null}>
            Reply
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
