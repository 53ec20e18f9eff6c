import { useSeRewardStatistics } from '@/api/gen/endpoints/school-employee/school-employee';
import { Auth } from '@/components/auth';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/dayjs';

function Figures({ agentId }: { agentId?: number }) {
  const q = useSeRewardStatistics({ agentId: agentId ?? null });
  if (!q.data) return <span className="xm-se-muted">—</span>;
  return (
    <span>
      应付未付 <span data-testid="reward-owed">{formatMoney(q.data.owed)}</span>，已发放 <span data-testid="reward-paid">{formatMoney(q.data.paid)}</span>{' '}
      <RouterAnchor to="/school-employee/sales-reward-list" search={agentId ? { agentId } : {}}>
        奖励记录
      </RouterAnchor>
    </span>
  );
}

/** Sales rewards owed and paid, of one agent (agent-detail) or of the programme (center); only with agent.reward.page. */
export function RewardFigures({ agentId }: { agentId?: number }) {
  return (
    <Auth authKey="agent.reward.page" fallback={<span className="xm-se-muted">—</span>}>
      <Figures agentId={agentId} />
    </Auth>
  );
}
