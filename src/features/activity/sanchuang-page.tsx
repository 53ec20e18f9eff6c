import { useNavigate } from '@tanstack/react-router';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tabs from 'antd/es/tabs';
import { useSanchuangRound } from '@/api/gen/endpoints/activity/activity';
import type { ScRound } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { SANCHUANG_TYPES, type SanchuangType } from '@/lib/constants';
import { useLiveInvalidate } from '@/lib/live';
import { PHASE_COLOR, yuan } from './shared';
import { LoadError } from '@/components/load-error';
import { LIVE_KEYS, day } from './sanchuang-shared';
import { AwardPanel, TeamPanel } from './sanchuang-teams';
import { TopicPanel } from './sanchuang-topics';
import './activity.css';

/** /activity/sanchuang/{type}/{activityId}: one 三创 round (activityId) seen as its topics, its teams or its awards. */
export function SanchuangPage({ type, activityId }: { type: SanchuangType; activityId: number }) {
  const navigate = useNavigate();
  const q = useSanchuangRound({ activityId });
  useLiveInvalidate('sanchuang.teamJoined', LIVE_KEYS);
  useLiveInvalidate('sanchuang.changed', LIVE_KEYS);
  const d = q.data;
  const go = (t: SanchuangType, id = activityId) => void navigate({ to: '/activity/sanchuang/$type/$activityId', params: { type: t, activityId: id } });
  return (
    <PageContainer
      title={d ? `三创赛 · ${d.round.name}` : '三创赛'}
      extra={
        d && (
          <span className="xm-sc-round">
            <label htmlFor="sc-round">赛事</label>
            <Select id="sc-round" style={{ width: 260 }} value={activityId} onChange={(v) => go(type, v)} options={d.rounds.map((r) => ({ value: r.roundId, label: `${r.name}（${r.phaseText}）` }))} />
          </span>
        )
      }
    >
      {q.isError ? (
        <LoadError variant="result" what="三创赛事" retry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <RoundCard round={d.round} />
          <Card className="xm-mk-stats">
            <Statistic title="本店命题" value={d.topics} />
            <Statistic title="承接团队" value={d.teams} />
            <Statistic title="团队订单" value={d.orders} />
            <Statistic title="团队实付" value={yuan(d.paidAmount)} />
            <Statistic title="已颁奖项" value={`${d.awards} 个 / ${yuan(d.awardAmount)}`} />
            <Statistic title="营销资金余额" value={yuan(d.marketingBalance)} />
          </Card>
          <Tabs activeKey={type} onChange={(k) => go(k as SanchuangType)} items={(Object.keys(SANCHUANG_TYPES) as SanchuangType[]).map((k) => ({ key: k, label: SANCHUANG_TYPES[k] }))} />
          {type === 'topic' && <TopicPanel round={d.round} />}
          {type === 'team' && <TeamPanel round={d.round} />}
          {type === 'award' && <AwardPanel round={d.round} balance={d.marketingBalance} />}
        </>
      )}
    </PageContainer>
  );
}

function RoundCard({ round }: { round: ScRound }) {
  return (
    <Card>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'ph', label: '阶段', children: <StatusTag color={PHASE_COLOR[round.phase]}>{round.phaseText}</StatusTag> },
          { key: 'open', label: '命题征集', children: round.topicOpen ? '征集中（可发布与修改命题）' : '未在征集时间内' },
          { key: 's', label: '报名（命题征集与团队承接）', children: `${day(round.signupStart)} 至 ${day(round.signupEnd)}` },
          { key: 'c', label: '比赛期（团队销售计入）', children: `${day(round.startAt)} 至 ${day(round.endAt)}` },
          { key: 'a', label: '评奖期', children: `${day(round.endAt)} 至 ${day(round.awardEnd)}` },
          { key: 'd', label: '说明', children: round.description, span: 2 },
        ]}
      />
    </Card>
  );
}
