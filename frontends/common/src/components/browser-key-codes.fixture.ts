/**
 * For tests: keyboard events under jsdom carry the keyCode (and so `which`) a browser gives
 * them. user-event leaves both at 0, and rc-select (antd's Select and AutoComplete) reads
 * `which` for Tab, Enter and the arrow keys: without this, a test could not see what those
 * keys do to a field with suggestions in a browser.
 */
const KEY_CODES: Record<string, number> = {
  Backspace: 8,
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ' ': 32,
  ArrowUp: 38,
  ArrowDown: 40,
};

function giveKeyCode(event: KeyboardEvent) {
  const keyCode = KEY_CODES[event.key] ?? (event.key.length === 1 ? event.key.toUpperCase().charCodeAt(0) : 0);
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  Object.defineProperty(event, 'which', { value: keyCode });
}

/** Call in a test file's top level: every keydown and keyup of its tests gets its keyCode. */
export function giveKeysTheirBrowserKeyCodes(): void {
  beforeAll(() => {
    window.addEventListener('keydown', giveKeyCode, true);
    window.addEventListener('keyup', giveKeyCode, true);
  });
  afterAll(() => {
    window.removeEventListener('keydown', giveKeyCode, true);
    window.removeEventListener('keyup', giveKeyCode, true);
  });
}
