import { Button, Flex } from 'antd';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { CommentTextField, type TextAreaRef } from './CommentTextField';
import { isSendShortcut } from './send-shortcut';
import { useCommentDraft } from './use-comment-draft';

export type { TextAreaRef } from './CommentTextField';

export interface CommentFormProps {
  pending: boolean;
  /** Called with the trimmed text; the form stays (and keeps the text) until the parent closes it. */
  onSubmit: (content: string) => void;
  onCancel: () => void;
  textareaRef?: Ref<TextAreaRef>;
}

/**
 * The new comment next to a draft pin: 1 to 500 characters (docs/product-rules.md,
 * "Image comments"), "Add Comment" disabled while blank or too long, a counter near the limit.
 * Ctrl/Cmd+Enter submits and Escape cancels, since Enter alone makes a new line.
 */
export function CommentForm({ pending, onSubmit, onCancel, textareaRef }: CommentFormProps) {
  const draft = useCommentDraft();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.error === null && !pending) onSubmit(draft.content.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (isSendShortcut(event)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form aria-label="New comment" onSubmit={submit} onKeyDown={onKeyDown}>
      <Flex vertical gap={6}>
        <CommentTextField
          draft={draft}
          label="Comment"
          placeholder="What should change here?"
          minRows={3}
          textareaRef={textareaRef}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending} disabled={draft.error !== null}>
            Add Comment
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
