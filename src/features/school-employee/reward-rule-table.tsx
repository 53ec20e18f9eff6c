import { useQueryClient } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import { getSeRewardRuleListQueryKey, useSeRewardRuleList, useSeRewardRuleStatus } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeRewardRule } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { rewardValueText } from './reward-search';
import { REWARD_EDIT, RULE_PHASE_COLOR } from './reward-shared';
import './school-employee.css';

export function RuleTable() {
  const q = useSeRewardRuleList();
  const status = useSeRewardRuleStatus();
  const queryClient = useQueryClient();
  const toggle = async (r: SeRewardRule) => {
    const to = r.status === 1 ? 2 : 1;
    const res = await status.mutateAsync({ data: { ruleId: r.ruleId, status: to } }).catch(() => null);
    if (!res) return;
    feedback.success(to === 1 ? '规则已启用' : '规则已停用');
    void queryClient.invalidateQueries({ queryKey: getSeRewardRuleListQueryKey() });
  };
  const columns: DataColumn<SeRewardRule>[] = [
    { key: 'name', title: '规则名称', width: 160, render: (r) => r.name },
    { key: 'value', title: '奖励', width: 150, render: (r) => `${r.modeText} ${rewardValueText(r.mode, r.value)}` },
    { key: 'scope', title: '适用范围', width: 180, render: (r) => (r.scopeName ? `${r.scopeText}：${r.scopeName}` : r.scopeText) },
    { key: 'tiers', title: '阶梯（当月推荐实付）', width: 220, render: (r) => (r.tiers.length ? r.tiers.map((t) => `满 ${formatMoney(t.threshold)} 得 ${rewardValueText(r.mode, t.value)}`).join('；') : '—') },
    { key: 'period', title: '有效期', width: 200, render: (r) => `${formatTime(r.startAt, 'YYYY-MM-DD')} 至 ${formatTime(r.endAt - 1, 'YYYY-MM-DD')}` },
    { key: 'phase', title: '状态', width: 90, render: (r) => <StatusTag color={RULE_PHASE_COLOR[r.phase]}>{r.phaseText}</StatusTag> },
    { key: 'made', title: '已产生', width: 140, align: 'right', render: (r) => `${r.rewardCount} 笔 ${formatMoney(r.rewardAmount)}` },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      pin: 'end',
      render: (r) => (
        <Auth authKey={REWARD_EDIT} fallback={<span className="xm-se-muted">—</span>}>
          <span className="xm-se-actions">
            <RouterAnchor to="/school-employee/sales-reward-add" search={{ ruleId: r.ruleId }}>
              编辑
            </RouterAnchor>
            <button type="button" className="xm-link" onClick={() => void toggle(r)}>
              {r.status === 1 ? '停用' : '启用'}
            </button>
          </span>
        </Auth>
      ),
    },
  ];
  if (q.isError) return <p role="alert">奖励规则加载失败，请刷新重试</p>;
  if (!q.data) return <Skeleton active />;
  return <DataTable<SeRewardRule> aria-label="奖励规则" rows={q.data.list} columns={columns} rowKey={(r) => r.ruleId} empty="还没有奖励规则，新增一条后代理推荐的订单才会产生奖励" />;
}
