import { act, render } from '@testing-library/react';
import { useHoldLiveStart, whenLiveMayStart } from './live-start';

function ScreenArriving() {
  useHoldLiveStart();
  return <p>Loading</p>;
}

function OtherScreenArriving() {
  useHoldLiveStart();
  return <p>Still loading</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts at the first idle moment of a loaded page when no screen is arriving', () => {
  const start = jest.fn();
  whenLiveMayStart(start);
  expect(start).not.toHaveBeenCalled();
  act(() => jest.runOnlyPendingTimers());
  expect(start).toHaveBeenCalledTimes(1);
});

it("waits for the arriving screen, even when its loading state gives way to another's in one commit", () => {
  const start = jest.fn();
  const page = render(<ScreenArriving />);
  whenLiveMayStart(start);
  act(() => jest.runOnlyPendingTimers());
  expect(start).not.toHaveBeenCalled();

  page.rerender(<OtherScreenArriving />);
  act(() => jest.runOnlyPendingTimers());
  expect(start).not.toHaveBeenCalled();

  page.rerender(<p>The screen</p>);
  expect(start).not.toHaveBeenCalled();
  act(() => jest.runOnlyPendingTimers());
  expect(start).toHaveBeenCalledTimes(1);
});

it('does not start once cancelled', () => {
  const start = jest.fn();
  const page = render(<ScreenArriving />);
  const cancel = whenLiveMayStart(start);
  act(() => jest.runOnlyPendingTimers());
  cancel();
  page.unmount();
  act(() => jest.runOnlyPendingTimers());
  expect(start).not.toHaveBeenCalled();
});
