import { canSend, isTooLong, MESSAGE_MAX, messageLength, shouldSendOnKey, showsCounter } from './message-rules';

describe('messageLength', () => {
  it('counts Unicode code points, so an emoji is one character', () => {
    expect(messageLength('abc')).toBe(3);
    expect(messageLength('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(messageLength('')).toBe(0);
  });
});

describe('canSend', () => {
  it('refuses blank text, even with spaces and line breaks', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   ')).toBe(false);
    expect(canSend('\n\t \n')).toBe(false);
  });

  it('accepts text with surrounding spaces (it is sent as typed)', () => {
    expect(canSend('  hi  ')).toBe(true);
  });

  it('accepts exactly 1000 characters and refuses 1001', () => {
    expect(canSend('a'.repeat(MESSAGE_MAX))).toBe(true);
    expect(canSend('a'.repeat(MESSAGE_MAX + 1))).toBe(false);
  });

  it('counts emoji as one character each against the limit', () => {
    const thousandEmoji = '😀'.repeat(MESSAGE_MAX);
    expect(thousandEmoji.length).toBe(2 * MESSAGE_MAX);
    expect(isTooLong(thousandEmoji)).toBe(false);
    expect(canSend(thousandEmoji)).toBe(true);
    expect(canSend(`${thousandEmoji}!`)).toBe(false);
  });
});

describe('showsCounter', () => {
  it('shows the counter from 100 characters before the limit', () => {
    expect(showsCounter('a'.repeat(899))).toBe(false);
    expect(showsCounter('a'.repeat(900))).toBe(true);
    expect(showsCounter('a'.repeat(1200))).toBe(true);
  });
});

describe('shouldSendOnKey', () => {
  it('sends on Enter', () => {
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
  });

  it('leaves Shift+Enter to make a new line', () => {
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('leaves Enter to an IME composition', () => {
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(shouldSendOnKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(shouldSendOnKey({ key: 'Tab', shiftKey: false })).toBe(false);
  });
});
