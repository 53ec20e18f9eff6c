import { Link } from '@tanstack/react-router';
import Badge from 'antd/es/badge';
import Tooltip from 'antd/es/tooltip';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { getContentMessageUnreadQueryKey, useContentMessageUnread } from '@/api/gen/endpoints/content/content';
import { useLiveInvalidate } from '@/lib/live';

const LIVE_KEYS = [getContentMessageUnreadQueryKey(), ['/xm-merchant/content/message/list']];

/** Header bell: unread 站内信, refreshed live (`message.` events on the live channel) and every minute. */
export function HeaderBell() {
  const q = useContentMessageUnread({ query: { staleTime: 30_000, refetchInterval: 60_000 } });
  useLiveInvalidate('message.', LIVE_KEYS);
  const n = q.data?.total ?? 0;
  const label = n ? `消息中心，${n > 99 ? '99+' : n} 条未读` : '消息中心';
  return (
    <Tooltip title={label}>
      <Link to="/message" aria-label={label} className="xm-header-icon" data-testid="message-bell">
        <Badge count={n} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </Link>
    </Tooltip>
  );
}
