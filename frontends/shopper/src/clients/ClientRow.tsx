import RightOutlined from '@ant-design/icons/RightOutlined';
import { formatDate, InitialsAvatar } from '@atelier/common';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ArchiveButton } from './ArchiveButton';
import { JOINED_VIA_LABEL, type RosterClient } from './client-roster-rules';
import { DeclineButton } from './DeclineButton';
import { RestoreButton } from './RestoreButton';

/**
 * One client on the Clients screen: who she is, how and when she joined, a link to her tasks
 * (her history, archived or not) and what the shopper may do about her.
 */
export function ClientRow({ client }: { client: RosterClient }) {
  const name = client.profile.displayName;
  const archived = client.status === 'ARCHIVED';
  return (
    <Flex align="center" gap={12} wrap style={{ padding: '12px 0' }} role="article" aria-label={name}>
      <InitialsAvatar name={name} src={client.profile.avatarUrl} />
      <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
          <Tag style={{ marginInlineEnd: 0 }}>{JOINED_VIA_LABEL[client.joinedVia]}</Tag>
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
          {client.user.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {archived && client.statusChangedAt
            ? `Archived ${formatDate(client.statusChangedAt)}`
            : `Joined ${formatDate(client.createdAt)}`}
          {' · '}
          <Link to={`/tasks?clientId=${encodeURIComponent(client.id)}`} aria-label={`${name}'s tasks`}>
            Tasks <RightOutlined aria-hidden="true" style={{ fontSize: 11 }} />
          </Link>
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        {archived ? (
          <RestoreButton client={client} />
        ) : (
          <>
            {client.canDecline && <DeclineButton client={client} />}
            <ArchiveButton client={client} />
          </>
        )}
      </Flex>
    </Flex>
  );
}
