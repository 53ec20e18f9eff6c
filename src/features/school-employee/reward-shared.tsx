import { getSeRewardAgentStatsQueryKey, getSeRewardListQueryKey, getSeRewardStatisticsQueryKey } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeRewardStateCount } from '@/api/gen/model';
import { formatMoney } from '@/lib/dayjs';
import { PHASE_COLOR } from './constants';
import './school-employee.css';

export const REWARD_EDIT = ['agent.reward.page', 'agent.reward.edit'];
export const REWARD_PAY = ['agent.reward.page', 'agent.reward.pay'];
export const REWARD_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'default' };
export const RULE_PHASE_COLOR: Record<number, string> = { ...PHASE_COLOR, 2: 'green' };
export const LIVE_KEYS = [[getSeRewardListQueryKey()[0]], [getSeRewardStatisticsQueryKey()[0]], [getSeRewardAgentStatsQueryKey()[0]]];
export const PAY_MAX = 100;

export function StateCards({ states, active, onPick }: { states: SeRewardStateCount[]; active?: number; onPick?: (s: number | undefined) => void }) {
  return (
    <div className="xm-se-cards" role="group" aria-label="按奖励状态筛选">
      {states.map((s) =>
        onPick ? (
          <button key={s.state} type="button" className="xm-se-card" aria-pressed={active === s.state} onClick={() => onPick(active === s.state ? undefined : s.state)}>
            <div className="xm-se-label">{s.text}</div>
            <div className="xm-se-value" data-testid={`reward-state-${s.state}`}>
              {formatMoney(s.amount)}
            </div>
            <div className="xm-se-muted">{s.count} 笔</div>
          </button>
        ) : (
          <div key={s.state} className="xm-se-card">
            <div className="xm-se-label">{s.text}</div>
            <div className="xm-se-value">{formatMoney(s.amount)}</div>
            <div className="xm-se-muted">{s.count} 笔</div>
          </div>
        ),
      )}
    </div>
  );
}
