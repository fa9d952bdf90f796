import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd's components give every element they label the same id, "test-id", when NODE_ENV is
// "test" (Jest's default), so a dialog's name could resolve to an open tooltip's text. Unique
// ids, as in a browser; React reads NODE_ENV only when first required, in its development build either way.
process.env.NODE_ENV = 'development';

// jsdom has no matchMedia (antd's Grid and our toast placement read it); default: a wide screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd measures elements with ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// jsdom has no MessageChannel; antd's Form.useWatch posts its batched updates through one. A
// timer-based stand-in (Node's own MessageChannel would keep Jest from exiting).
if (!('MessageChannel' in window)) {
  class MessageChannelStub {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: MessageChannelStub });
}

// A whole screen's journey under jsdom can outlast the default 5 s per test on a loaded 2-core
// CI machine; real hangs still fail, at 2 minutes.
jest.setTimeout(120_000);

// For the same reason a dialog or list can take more than findBy's default second to appear
// while other workers render; a query that never matches still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// antd writes thousands of style rules into the document, and jsdom matches every one of them
// against an element on each getComputedStyle call, which Testing Library's role queries and
// user-event's pointer checks make for every candidate element: most of a screen test's time.
// No test reads antd's styles (jsdom lays nothing out), so components render without them.
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual('@ant-design/cssinjs'),
  useStyleRegister: () => {},
}));
