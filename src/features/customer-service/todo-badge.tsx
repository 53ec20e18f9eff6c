import { Link } from '@tanstack/react-router';
import Badge from 'antd/es/badge';
import Tooltip from 'antd/es/tooltip';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import { useCsTodoCount } from '@/api/gen/endpoints/customer-service/customer-service';
import { useLiveInvalidate } from '@/lib/live';
import { CS_KEYS } from './keys';

const LIVE_KEYS = [CS_KEYS.todo];

function Inner() {
  const todo = useCsTodoCount({ query: { staleTime: 30_000 } });
  useLiveInvalidate('cs.', LIVE_KEYS);
  const n = todo.data?.total ?? 0;
    // The badge's visible number is part of the name (axe: label-content-name-mismatch).
  const label = n ? `客服待办 ${n > 99 ? '99+' : n} 项：${todo.data?.unanswered ?? 0} 个待回复，${todo.data?.queued ?? 0} 个排队中` : '客服会话';
  return (
    <Tooltip title={label}>
      <Link to="/customer-service/inbox" aria-label={label} className="xm-header-icon" data-testid="cs-todo">
        <Badge count={n} size="small" overflowCount={99}>
          <CustomerServiceOutlined />
        </Badge>
      </Link>
    </Tooltip>
  );
}

/** Header to-do: my unanswered conversations and the queue, live; only for members who may open the inbox. */
export function CsTodoBadge({ keys }: { keys: ReadonlySet<string> }) {
  return keys.has('kf.user.list') ? <Inner /> : null;
}
