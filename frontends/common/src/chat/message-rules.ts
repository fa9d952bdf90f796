/** docs/product-rules.md, "Chat": a message is 1 to 1000 characters. */
export const MESSAGE_MAX = 1000;
/** The counter shows once the text is within this many characters of the limit. */
export const MESSAGE_COUNTER_MARGIN = 100;
export const MESSAGE_TOO_LONG = `Message too long (max ${MESSAGE_MAX} characters)`;

/**
 * Characters as the api counts them: Unicode code points, so "😀" is one (String#length
 * would count two UTF-16 units and refuse messages the server accepts).
 */
export function messageLength(text: string): number {
  return [...text].length;
}

export function isTooLong(text: string): boolean {
  return messageLength(text) > MESSAGE_MAX;
}

export function showsCounter(text: string): boolean {
  return messageLength(text) >= MESSAGE_MAX - MESSAGE_COUNTER_MARGIN;
}

/** Blank after trimming is not sent; the text itself is sent untrimmed. */
export function canSend(text: string): boolean {
  return text.trim() !== '' && !isTooLong(text);
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  /** `event.nativeEvent.isComposing`: an IME (Japanese, Chinese...) uses Enter to pick a word. */
  isComposing?: boolean;
  /** Safari ends a composition with a keydown whose isComposing is false but keyCode is 229. */
  keyCode?: number;
}

/** Enter sends; Shift+Enter is a new line; Enter inside an IME composition belongs to the IME. */
export function shouldSendOnKey(event: KeyLike): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229;
}
