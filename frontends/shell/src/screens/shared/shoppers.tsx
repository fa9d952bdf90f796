import { api, type Schemas, useToast } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, type SelectProps, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';

export type ShopperListItem = Schemas['ShopperListItemDto'];

export const SHOPPERS_QUERY_KEY = ['/api/shoppers'] as const;
export const NO_SHOPPERS = 'No shoppers available';

/** "12.50% service fee" (spec section 2). */
export const feeLabel = (defaultFeePct: string) => `${defaultFeePct}% service fee`;

/**
 * The public list of shoppers (GET /api/shoppers). A failure shows the spec's toast once and
 * leaves the list empty.
 */
export function useShoppers() {
  const { toast } = useToast();
  const query = useQuery({
    queryKey: SHOPPERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/shoppers', { signal }),
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) {
      toast({ title: 'Error', description: 'Failed to load shoppers. Please try again.', variant: 'destructive' });
    }
  }, [isError, errorUpdatedAt, toast]);
  return { shoppers: query.data ?? [], loading: query.isPending && !query.isError };
}

interface ShopperOption {
  value: string;
  name: string;
  label: ReactNode;
}

/** A dropdown of shoppers: each option shows the display name and "{fee}% service fee". */
export function ShopperSelect({
  shoppers,
  loading,
  ...props
}: { shoppers: ShopperListItem[]; loading: boolean } & Omit<SelectProps<string, ShopperOption>, 'options'>) {
  const options: ShopperOption[] = shoppers.map((shopper) => ({
    value: shopper.id,
    name: shopper.displayName,
    label: (
      <Flex justify="space-between" align="baseline" gap={12} style={{ minWidth: 0 }}>
        <Typography.Text ellipsis style={{ minWidth: 0 }}>
          {shopper.displayName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {feeLabel(shopper.defaultFeePct)}
        </Typography.Text>
      </Flex>
    ),
  }));
  return (
    <Select<string, ShopperOption>
      placeholder="Choose a personal shopper"
      loading={loading}
      notFoundContent={loading ? 'Loading shoppers...' : NO_SHOPPERS}
      showSearch={{
        filterOption: (input, option) => (option?.name ?? '').toLowerCase().includes(input.trim().toLowerCase()),
      }}
      options={options}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
