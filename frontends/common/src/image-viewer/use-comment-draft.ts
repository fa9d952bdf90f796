import { useState } from 'react';
import { COMMENT_EMPTY, commentError } from './comment-rules';

/** The text of a comment or reply being written, with the message the rules give it. */
export interface CommentDraft {
  content: string;
  /** Why it cannot be sent, or null when it can. */
  error: string | null;
  /** The error to show: "cannot be empty" only once the user has typed, an untouched box is not wrong yet. */
  shownError: string | null;
  change: (content: string) => void;
  /** Empties the box after a successful send, back to its untouched state. */
  clear: () => void;
}

export function useCommentDraft(): CommentDraft {
  const [content, setContent] = useState('');
  const [edited, setEdited] = useState(false);
  const error = commentError(content);
  return {
    content,
    error,
    shownError: error === COMMENT_EMPTY && !edited ? null : error,
    change: (next) => {
      setContent(next);
      setEdited(true);
    },
    clear: () => {
      setContent('');
      setEdited(false);
    },
  };
}
