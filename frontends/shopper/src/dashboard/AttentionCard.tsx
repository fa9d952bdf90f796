import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import DislikeOutlined from '@ant-design/icons/DislikeOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { LinkList, LoadFailed, truncate } from '@atelier/common';
import { Card, Flex, Result, Skeleton, theme, Typography } from 'antd';
import { type ComponentType, useId } from 'react';
import { type AttentionEntry, attentionHeadline, attentionLink, attentionSince } from './attention-entries';

const ICONS: Record<AttentionEntry['kind'], ComponentType<{ 'aria-hidden': 'true'; style?: object }>> = {
  UNREAD_MESSAGES: MessageOutlined,
  REQUEST_WITHOUT_ITEMS: FileAddOutlined,
  DISLIKED_ITEMS: DislikeOutlined,
  OPEN_COMMENTS: PushpinOutlined,
  INVOICE_OVERDUE: DollarOutlined,
  REFUND_OWED: RollbackOutlined,
};

/**
 * "Needs your attention": what waits for the shopper on her clients' tasks, most urgent first,
 * each entry a link to where it is dealt with.
 */
export function AttentionCard({
  entries,
  loading,
  error,
  retry,
}: {
  entries: AttentionEntry[] | undefined;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}) {
  const titleId = useId();
  const title = (
    <h2 id={titleId} style={{ margin: 0, fontSize: 16 }}>
      Needs your attention
    </h2>
  );
  return (
    <Card title={title} styles={{ body: { paddingBlock: 8 } }}>
      {loading ? (
        <div aria-busy="true" aria-label="Loading what needs your attention">
          <Skeleton active title={false} paragraph={{ rows: 3 }} style={{ paddingBlock: 8 }} />
        </div>
      ) : error || !entries ? (
        <LoadFailed title="We could not load what needs your attention." retry={retry} />
      ) : entries.length === 0 ? (
        <Result
          status="success"
          icon={<CheckCircleOutlined aria-hidden="true" />}
          title={<span style={{ fontSize: 18 }}>You're all caught up</span>}
          subTitle="No unread messages, open comments, waiting requests or overdue invoices."
          style={{ padding: 16 }}
        />
      ) : (
        <AttentionList entries={entries} labelledBy={titleId} />
      )}
    </Card>
  );
}

function AttentionList({ entries, labelledBy }: { entries: AttentionEntry[]; labelledBy: string }) {
  const { token } = theme.useToken();
  return (
    <LinkList
      labelledBy={labelledBy}
      entries={entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        return {
          key: `${entry.kind}-${entry.taskId}-${entry.invoiceId ?? ''}`,
          to: attentionLink(entry),
          content: (
            <>
              <Icon aria-hidden="true" style={{ fontSize: 18, color: token.colorPrimary, flex: 'none' }} />
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong>{attentionHeadline(entry)}</Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                  {entry.clientName} · {truncate(entry.taskTitle)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {attentionSince(entry)}
                </Typography.Text>
              </Flex>
            </>
          ),
        };
      })}
    />
  );
}
