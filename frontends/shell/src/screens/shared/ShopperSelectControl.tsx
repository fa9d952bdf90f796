import { Flex, Select, type SelectProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { feeLabel, NO_SHOPPERS, type ShopperListItem } from './shoppers';

interface ShopperOption {
  value: string;
  name: string;
  label: ReactNode;
}

/** The dropdown of shoppers: each option shows the display name and "{fee}% service fee". */
export default function ShopperSelectControl({
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
