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

// antd screens under jsdom take seconds per interaction on a loaded 2-core CI machine; the
// default 5 s per test fails them for slowness alone. Real hangs still fail, at 2 minutes.
jest.setTimeout(120_000);

// For the same reason a dialog or list can take more than findBy's default second to appear
// while other workers render; a query that never matches still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });
