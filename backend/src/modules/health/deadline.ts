/** The work's outcome, or a rejection once `ms` have passed without one (the work goes on, unawaited). */
export function rejectAfter<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Resolves once the work settles or `ms` have passed, whichever comes first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms).unref();
  });
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}
