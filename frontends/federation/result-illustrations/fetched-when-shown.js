/**
 * An illustration of antd's Result fetched when a result first shows it, rather than with
 * antd's first module: its SVG is a few kilobytes that only an error screen draws. Result gives
 * the illustration a box of fixed size, so nothing moves when it arrives; if it cannot be
 * fetched the box stays empty and the result's words still say what happened.
 */
import { Component, createElement, lazy, Suspense } from 'react';

class EmptyIfFailed extends Component {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : /** @type {{ children?: import('react').ReactNode }} */ (this.props).children;
  }
}

/**
 * @param {() => Promise<{ default: import('react').ComponentType }>} load
 * @returns {import('react').ComponentType}
 */
export function fetchedWhenShown(load) {
  const Illustration = lazy(load);
  return function FetchedIllustration() {
    return createElement(EmptyIfFailed, null, createElement(Suspense, { fallback: null }, createElement(Illustration)));
  };
}
