import { Flex, type GetRef, Input, Typography } from 'antd';
import { type Ref, useId } from 'react';
import { COMMENT_COUNTER_FROM, COMMENT_MAX_LENGTH, commentLength } from './comment-rules';
import type { CommentDraft } from './use-comment-draft';

export type TextAreaRef = GetRef<typeof Input.TextArea>;

export interface CommentTextFieldProps {
  draft: CommentDraft;
  label: string;
  placeholder: string;
  minRows: number;
  textareaRef?: Ref<TextAreaRef>;
}

/**
 * The labelled box of a comment or a reply: its error said as soon as it shows (the messages of
 * docs/product-rules.md, "Image comments"), and a counter from 400 characters on, both tied to the
 * box for screen readers.
 */
export function CommentTextField({ draft, label, placeholder, minRows, textareaRef }: CommentTextFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const counterId = useId();
  const { shownError } = draft;
  const length = commentLength(draft.content);
  const showCounter = length >= COMMENT_COUNTER_FROM;

  return (
    <>
      <label htmlFor={inputId} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <Input.TextArea
        id={inputId}
        ref={textareaRef}
        value={draft.content}
        onChange={(event) => draft.change(event.target.value)}
        autoSize={{ minRows, maxRows: 6 }}
        placeholder={placeholder}
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
    </>
  );
}
