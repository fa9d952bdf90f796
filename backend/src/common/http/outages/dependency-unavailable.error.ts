/** The services a request may depend on, by the name the outage log and the health report use. */
export type Dependency = 'database' | 'redis' | 'storage' | 'mail' | 'browser';

/**
 * Thrown where code knows that a dependency it needs cannot be used right now, whatever the
 * driver said: answered 503 "Service temporarily unavailable" and logged as that dependency's
 * outage, like the driver errors `outageOf` recognises. `cause` keeps the original error.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'DependencyUnavailableError';
  }
}
