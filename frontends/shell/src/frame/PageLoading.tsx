import { useHoldLiveStart } from '@atelier/common';
import { Flex, Spin } from 'antd';

/** The loading state of a page or a remote section. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  useHoldLiveStart();
  return (
    <Flex align="center" justify="center" gap={12} style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin />
      <span>{label}</span>
    </Flex>
  );
}
