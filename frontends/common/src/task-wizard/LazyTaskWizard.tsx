import { Card, Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { TaskWizard as Wizard } from './TaskWizard';

/**
 * @atelier/common is one shared chunk that every page loads, the public ones included; the
 * wizard is split off and fetched when /task-wizard is opened.
 */
const LoadedWizard = lazy(() => import('./TaskWizard').then((module) => ({ default: module.TaskWizard })));

export function TaskWizard(props: ComponentProps<typeof Wizard>) {
  return (
    <Suspense
      fallback={
        <Card style={{ maxWidth: 760, margin: '0 auto' }} aria-busy="true">
          <div role="status" aria-label="Loading the request form">
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        </Card>
      }
    >
      <LoadedWizard {...props} />
    </Suspense>
  );
}
