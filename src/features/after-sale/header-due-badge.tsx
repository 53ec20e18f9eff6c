import { Link } from '@tanstack/react-router';
import Tooltip from 'antd/es/tooltip';
import { useAfterSaleDueCount } from '@/api/gen/endpoints/after-sale/after-sale';

/** Header: how many after-sale cases (and dispute proofs) fall due within 24 hours (the header shows it only to members with order.return.list). */
export function AfterSaleDueBadge() {
  const q = useAfterSaleDueCount({}, { query: { refetchInterval: 60_000, staleTime: 30_000 } });
  const n = (q.data?.dueIn24h ?? 0) + (q.data?.proofDueIn24h ?? 0);
  if (!n) return null;
  return (
    <Tooltip title="24 小时内到期的售后与纠纷举证">
      <Link to="/order/after-sale" search={{ dueSoon: 1 }} className="xm-header-icon xm-header-due" aria-label={`售后将到期 ${n}（24 小时内到期的售后单）`}>
        售后将到期 {n}
      </Link>
    </Tooltip>
  );
}

