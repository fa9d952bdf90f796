import { type RemoteName, type RemoteRouteKey, useSession } from '@atelier/common';
import { Button, Result, Space } from 'antd';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { RoleRouteSkeleton } from '../frame/RouteSkeleton';
import { loadRemoteRoutes, retryRemote } from './remotes';

const REMOTE_LABELS: Record<RemoteName, string> = { shopper: 'shopper desk', client: 'client portal' };

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

/** Catches a remote that fails to load (or to render) and offers a Retry; the frame stays usable. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null; retrying: boolean }> {
  override state = { error: null as Error | null, retrying: false };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed`, error, info.componentStack);
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="warning"
        title="This section could not be loaded"
        subTitle={`The ${REMOTE_LABELS[this.props.remote]} is unavailable right now. Check your connection and try again; the rest of Atelier keeps working.`}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" onClick={this.retry} loading={this.state.retrying}>
              Retry
            </Button>
            <Link to="/">Go to Home</Link>
          </Space>
        }
      />
    );
  }
}

/**
 * A lazy component for one remote route, new per attempt (React caches a rejected lazy): it
 * loads the remote's routes, then calls the screen's loader, so a failed remote entry, routes
 * module or screen chunk is fetched again on Retry.
 */
function remoteScreen(remote: RemoteName, routeKey: RemoteRouteKey) {
  return lazy(async () => {
    const routes = await loadRemoteRoutes(remote);
    const load = routes[routeKey];
    if (!load) throw new Error(`The ${remote} remote has no "${routeKey}" route`);
    return load();
  });
}

/**
 * Renders one route element of a remote: the remote's "./routes" module is fetched with
 * loadRemote inside React.lazy; a Retry clears the runtime's memory of the failure, then
 * builds a new lazy component.
 */
export function RemoteRoute({ remote, routeKey }: { remote: RemoteName; routeKey: RemoteRouteKey }) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, Screen: remoteScreen(remote, routeKey) }));
  const { Screen } = attempt;
  const { role } = useSession();
  return (
    <RemoteErrorBoundary
      key={attempt.n}
      remote={remote}
      onRetry={async () => {
        await retryRemote(remote);
        setAttempt(({ n }) => ({ n: n + 1, Screen: remoteScreen(remote, routeKey) }));
      }}
    >
      <Suspense fallback={<RoleRouteSkeleton routeKey={routeKey} role={role} />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
