import DownOutlined from '@ant-design/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { api, type Schemas, useToast } from '@atelier/common';
import { Input, theme } from 'antd';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

export type ShopperListItem = Schemas['ShopperListItemDto'];

export const NO_SHOPPERS = 'No shoppers available';

/** "12.50% service fee" (docs/product-rules.md, "Registration wizard"). */
export const feeLabel = (defaultFeePct: string) => `${defaultFeePct}% service fee`;

/**
 * The public list of shoppers (GET /api/shoppers), read when a screen that offers them opens.
 * A failure shows the spec's toast once and leaves the list empty. (A plain request rather
 * than a query: the public pages load without TanStack Query, see README "First load".)
 */
export function useShoppers() {
  const { toast } = useToast();
  const [state, setState] = useState<{ shoppers: ShopperListItem[]; loading: boolean }>({
    shoppers: [],
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    api.get('/api/shoppers', { signal: controller.signal }).then(
      (shoppers) => setState({ shoppers, loading: false }),
      () => {
        if (controller.signal.aborted) return;
        setState({ shoppers: [], loading: false });
        toast({ title: 'Error', description: 'Failed to load shoppers. Please try again.', variant: 'destructive' });
      },
    );
    return () => controller.abort();
  }, [toast]);
  return state;
}

// The dropdown's code (antd Select: popups, virtual list) comes when someone reaches for it:
// the landing page shows it closed, and most visits never open it.
const ShopperSelectControl = lazy(() => import('./ShopperSelectControl'));

type ShopperSelectProps = ComponentProps<typeof ShopperSelectControl>;

/** How the dropdown was reached: focused (Tab, a label) or pressed (opens it). */
type Reach = 'focus' | 'press';

/**
 * A closed dropdown as it looks (same box, placeholder and arrow) until the first focus or
 * press, which brings the real one in its place, focused, and open when pressed.
 */
function ClosedDropdown({ id, loading, onReach }: { id?: string; loading: boolean; onReach: (reach: Reach) => void }) {
  const { token } = theme.useToken();
  return (
    <Input
      id={id}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      placeholder="Choose a personal shopper"
      suffix={
        loading ? (
          <LoadingOutlined style={{ fontSize: 12, color: token.colorTextQuaternary }} />
        ) : (
          <DownOutlined style={{ fontSize: 12, color: token.colorTextQuaternary }} />
        )
      }
      style={{ cursor: 'pointer' }}
      onPointerDown={() => onReach('press')}
      onFocus={() => onReach('focus')}
    />
  );
}

/** A dropdown of shoppers: each option shows the display name and "{fee}% service fee". */
export function ShopperSelect(props: ShopperSelectProps) {
  const [reached, setReached] = useState<Reach | null>(null);
  const closed = (
    <ClosedDropdown
      id={props.id}
      loading={props.loading}
      onReach={(reach) => setReached((previous) => previous ?? reach)}
    />
  );
  if (reached === null && props.value === undefined) return closed;
  return (
    <Suspense fallback={closed}>
      <ShopperSelectControl autoFocus={reached !== null} defaultOpen={reached === 'press'} {...props} />
    </Suspense>
  );
}
