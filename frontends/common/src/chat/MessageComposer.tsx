import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Flex, type GetRef, Input, theme, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSubmitOnce } from '../forms/use-submit-once';
import { useToast } from '../toast/useToast';
import {
  canSend,
  isTooLong,
  MESSAGE_MAX,
  MESSAGE_TOO_LONG,
  messageLength,
  shouldSendOnKey,
  showsCounter,
} from './message-rules';
import { useSendMessage } from './useSendMessage';
import { failureText } from '../api/failure-text';
import { useSignalTyping } from '../live';

/**
 * The chat's input and Send button. Enter sends, Shift+Enter is a new line. The text is kept
 * while sending and after a failure, and cleared only once the api has stored the message.
 */
export function MessageComposer({ taskId, focusKey }: { taskId: string; focusKey: string | null }) {
  const [text, setText] = useState('');
  const inputRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const sending = useSendMessage(taskId);
  const { toast } = useToast();
  const { token } = theme.useToken();
  const statusId = useId();
  const signalTyping = useSignalTyping(taskId);

  useEffect(() => {
    // Each new key asks again (the chat scrolls itself into view; focusing must not scroll).
    if (focusKey !== null) inputRef.current?.focus({ preventScroll: true });
  }, [focusKey]);

  const tooLong = isTooLong(text);
  const sendable = canSend(text);

  // Enter pressed twice, or Enter and a tap, arrive before isPending is rendered.
  const { pending, onSubmit: sendText } = useSubmitOnce(async (content: string) => {
    try {
      await sending.mutateAsync(content);
    } catch (error) {
      toast({ title: 'Failed to Send Message', description: failureText(error), variant: 'destructive' });
      return;
    }
    setText('');
    inputRef.current?.focus();
  });
  const send = () => {
    if (sendable) void sendText(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    if (!shouldSendOnKey({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode })) {
      return;
    }
    // Enter is the send gesture even when there is nothing to send: never a stray line break.
    event.preventDefault();
    send();
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          ref={inputRef}
          aria-label="Message"
          aria-describedby={statusId}
          aria-invalid={tooLong}
          status={tooLong ? 'error' : undefined}
          placeholder="Type a message…"
          autoSize={{ minRows: 1, maxRows: 5 }}
          value={text}
          readOnly={pending}
          onChange={(event) => {
            setText(event.target.value);
            signalTyping();
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden="true" />}
          aria-label="Send message"
          loading={pending}
          disabled={!sendable}
          onClick={send}
          style={{ minHeight: 32 }}
        >
          Send
        </Button>
      </Flex>
      {/* Small text: the darker error and secondary tones keep 4.5:1 contrast on white. */}
      <Flex id={statusId} justify="space-between" gap={8} style={{ minHeight: 20 }}>
        <Typography.Text aria-live="polite" style={{ fontSize: 12, color: token.colorErrorTextActive }}>
          {tooLong ? MESSAGE_TOO_LONG : ''}
        </Typography.Text>
        {showsCounter(text) && (
          <Typography.Text
            style={{
              fontSize: 12,
              marginLeft: 'auto',
              color: tooLong ? token.colorErrorTextActive : token.colorTextSecondary,
            }}
          >
            {`${messageLength(text)}/${MESSAGE_MAX}`}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
