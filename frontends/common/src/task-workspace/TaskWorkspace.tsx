import { Col, Empty, Flex, Grid, Row } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import type { Schemas } from '../api/typed';
import { RouterButton } from '../components/RouterButton';
import { useDocumentTitle } from '../document/useDocumentTitle';
import type { ViewerImage } from '../image-viewer';
import { ItemsCard } from '../items';
import { type TaskBudget, TaskBudgetContext } from '../budget';
import { BudgetCard } from './BudgetCard';
import { PricingCard } from './PricingCard';
import { TaskDetailsCard } from './TaskDetailsCard';
import { TaskHeader } from './TaskHeader';
import { type TaskDetail, useTask } from './use-task';
import { WorkspaceLoading } from './WorkspaceLoading';
import { capabilitiesFor, type WorkspaceRole } from './workspace-capabilities';
import { failureText } from '../api/failure-text';
import { LoadFailed } from '../components/LoadFailed';
import { usePreloadOnFirstIntent } from '../components/lazy-dialog';
import { LazyEditTaskModal, LazyImageViewer, WORKSPACE_DIALOGS } from './lazy-workspace-dialogs';
import { LazyInvoiceCard, LazyTaskChat } from './lazy-workspace-sections';
import { CheckoutReturnNotice } from '../card-payments/CheckoutReturnNotice';
import { PayInvoiceNotice } from '../card-payments/PayInvoiceNotice';

type ImageRef = Schemas['ImageRefDto'];

interface OpenGallery {
  images: ViewerImage[];
  index: number;
  /** A pin whose card opens with the gallery. */
  pinId?: string;
}

function toViewerImages(images: ImageRef[], label: string): ViewerImage[] {
  return images.map((image, index) => ({
    url: image.url,
    webUrl: image.webUrl,
    thumbUrl: image.thumbUrl,
    alt: images.length > 1 ? `${label}, image ${index + 1} of ${images.length}` : label,
  }));
}

/**
 * The gallery a link to a pin opens (`?image=<its image's URL>&pin=<its id>`): the item's photos,
 * or the reference images, on that image; null when the task has no such image (any more).
 */
export function galleryOfPin(detail: TaskDetail, imageUrl: string | null, pinId: string | null): OpenGallery | null {
  if (!imageUrl || !pinId) return null;
  const galleries: { images: ImageRef[]; label: string }[] = [
    ...detail.items.map((item) => ({ images: item.images, label: item.name })),
    { images: detail.task.referenceImages, label: 'Reference image' },
  ];
  for (const { images, label } of galleries) {
    const index = images.findIndex((image) => image.url === imageUrl);
    if (index >= 0) return { images: toViewerImages(images, label), index, pinId };
  }
  return null;
}

function NotFound({ dashboardPath, text }: { dashboardPath: string; text: string }) {
  return (
    <Empty description={text} style={{ marginBlock: 48 }}>
      <RouterButton to={dashboardPath} type="primary">
        Back to Dashboard
      </RouterButton>
    </Empty>
  );
}

/**
 * The task workspace at /tasks/{id} for both roles (docs/product-rules.md, "Task detail"): header,
 * Details, Pricing (shopper), Shopping Items, Invoice and Task Chat, and the image viewer over
 * any of the task's images. The role decides what is editable; `?tab=messages` scrolls to the
 * chat and focuses its input.
 */
export function TaskWorkspace({ taskId, role }: { taskId: string | undefined; role: WorkspaceRole }) {
  const capabilities = useMemo(() => capabilitiesFor(role), [role]);
  const task = useTask(taskId);
  // The workspace is the app's largest render: it renders from the task in the background, in
  // slices the browser can interrupt (the loading state first, also when the task is already
  // read), as a query's answer would otherwise render it all in one blocking task.
  const detail = useDeferredValue(task.data ?? null, null);
  const [searchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  // New on every navigation to the messages tab, also to the page already shown (the bell).
  const chatLanding = searchParams.get('tab') === 'messages' ? locationKey : null;
  const [editing, setEditing] = useState(false);
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  // A link to a pin opens its image with the pin's card, once per navigation, when the task is read.
  const [pinLanding, setPinLanding] = useState<string | null>(null);
  if (detail && pinLanding !== locationKey) {
    setPinLanding(locationKey);
    const linked = galleryOfPin(detail, searchParams.get('image'), searchParams.get('pin'));
    if (linked) setGallery(linked);
  }
  useDocumentTitle(detail?.task.title ?? 'Task');
  usePreloadOnFirstIntent(WORKSPACE_DIALOGS);
  // Beside the pricing where there are two columns; on a phone above the items, not below them.
  const twoColumns = Grid.useBreakpoint().lg ?? false;
  const budget = useMemo<TaskBudget | null>(
    () =>
      detail ? { answer: detail.task.answers?.budget, items: detail.items, feePct: detail.task.effectiveFeePct } : null,
    [detail],
  );

  if (!taskId) return <NotFound dashboardPath={capabilities.dashboardPath} text="Task ID is missing." />;
  if (task.isError) {
    if (task.error instanceof ApiError && (task.error.status === 404 || task.error.status === 403)) {
      return <NotFound dashboardPath={capabilities.dashboardPath} text="Task not found" />;
    }
    return (
      <LoadFailed title="We could not load this task." description={failureText(task.error)} retry={task.refetch} />
    );
  }

  if (!detail) return <WorkspaceLoading taskId={taskId} role={role} />;
  const openImages = (images: ImageRef[], index: number, label: string) =>
    setGallery({ images: toViewerImages(images, label), index });

  const budgetCard = <BudgetCard detail={detail} showFee={capabilities.seeFees} />;
  return (
    <TaskBudgetContext.Provider value={budget}>
      <Flex vertical gap={16}>
        <TaskHeader detail={detail} capabilities={capabilities} onEdit={() => setEditing(true)} />
        {role === 'CLIENT' && <CheckoutReturnNotice taskId={detail.task.id} />}
        {role === 'CLIENT' && <PayInvoiceNotice taskId={detail.task.id} />}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={15}>
            <Flex vertical gap={16}>
              <TaskDetailsCard
                detail={detail}
                onOpenImage={(index) => openImages(detail.task.referenceImages, index, 'Reference image')}
              />
              {!twoColumns && budgetCard}
              <ItemsCard
                taskId={detail.task.id}
                items={detail.items}
                canEdit={capabilities.editItems}
                canReact={capabilities.reactToItems}
                onOpenImages={openImages}
              />
            </Flex>
          </Col>
          <Col xs={24} lg={9}>
            <Flex vertical gap={16}>
              {twoColumns && budgetCard}
              {capabilities.seeFees && <PricingCard taskId={detail.task.id} feePct={detail.task.effectiveFeePct} />}
              <LazyInvoiceCard
                taskId={detail.task.id}
                items={detail.items}
                feePct={detail.task.effectiveFeePct}
                canManage={capabilities.manageInvoice}
              />
              {/* Keyed: another task's chat starts afresh (its own draft, scrolled to its newest). */}
              <LazyTaskChat key={detail.task.id} taskId={detail.task.id} landingKey={chatLanding} />
            </Flex>
          </Col>
        </Row>
        {capabilities.editTask && (
          <LazyEditTaskModal detail={detail} open={editing} onClose={() => setEditing(false)} />
        )}
        <LazyImageViewer
          taskId={detail.task.id}
          images={gallery?.images ?? []}
          index={gallery?.index ?? 0}
          open={gallery !== null}
          onClose={() => setGallery(null)}
          openPinId={gallery?.pinId ?? null}
        />
      </Flex>
    </TaskBudgetContext.Provider>
  );
}
