import { Button, Flex, type GetRef, Input, Typography } from 'antd';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { COMMENT_COUNTER_FROM, COMMENT_EMPTY, COMMENT_MAX_LENGTH, commentError, commentLength } from './comment-rules';

export type TextAreaRef = GetRef<typeof Input.TextArea>;

export interface CommentFormProps {
  pending: boolean;
  /** Called with the trimmed text; the form stays (and keeps the text) until the parent closes it. */
  onSubmit: (content: string) => void;
  onCancel: () => void;
  textareaRef?: Ref<TextAreaRef>;
}

/**
 * The new comment next to a draft pin: 1 to 500 characters (spec section 5), "Add Comment"
 * disabled while blank or too long, a counter near the limit. Ctrl/Cmd+Enter submits and
 * Escape cancels, since Enter alone makes a new line.
 */
export function CommentForm({ pending, onSubmit, onCancel, textareaRef }: CommentFormProps) {
  const [content, setContent] = useState('');
  const [edited, setEdited] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const counterId = useId();

  const error = commentError(content);
  // "Cannot be empty" only once the user has typed: an untouched form is not wrong yet.
  const shownError = error === COMMENT_EMPTY && !edited ? null : error;
  const length = commentLength(content);
  const showCounter = length >= COMMENT_COUNTER_FROM;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (error === null && !pending) onSubmit(content.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form aria-label="New comment" onSubmit={submit} onKeyDown={onKeyDown}>
      <Flex vertical gap={6}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Comment
        </label>
        <Input.TextArea
          id={inputId}
          ref={textareaRef}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setEdited(true);
          }}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="What should change here?"
          status={shownError ? 'error' : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={
            [shownError ? messageId : null, showCounter ? counterId : null].filter(Boolean).join(' ') || undefined
          }
        />
        {(shownError || showCounter) && (
          <Flex justify="space-between" gap={8} style={{ fontSize: 12 }}>
            <Typography.Text type="danger" id={messageId} role="alert" style={{ fontSize: 12 }}>
              {shownError}
            </Typography.Text>
            {showCounter && (
              <Typography.Text
                id={counterId}
                type={length > COMMENT_MAX_LENGTH ? 'danger' : 'secondary'}
                style={{ fontSize: 12, whiteSpace: 'nowrap' }}
              >
                {length}/{COMMENT_MAX_LENGTH}
              </Typography.Text>
            )}
          </Flex>
        )}
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending} disabled={error !== null}>
            Add Comment
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
