import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { getSanchuangTeamListQueryKey, sanchuangTeamList, useSanchuangAward, useSanchuangAwardList, useSanchuangRound, useSanchuangTeamList, useSanchuangTeamScore, useSanchuangTopicList } from '@/api/gen/endpoints/activity/activity';
import type { ScAward, ScRound, ScTeam } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { feedback } from '@/lib/feedback';
import { toFen, yuan } from './shared';
import { LoadError } from '@/components/load-error';
import { AWARD, EDIT, LEVELS, LEVEL_COLOR, PAGE, day, useRefreshAll } from './sanchuang-shared';
import './activity.css';


function ScoreDialog({ team, onClose }: { team: ScTeam; onClose: () => void }) {
  const [score, setScore] = useState<number | null>(team.merchantScore ?? null);
  const [remark, setRemark] = useState(team.merchantRemark ?? '');
  const m = useSanchuangTeamScore();
  const refresh = useRefreshAll();
  const ok = async () => {
    if (score == null) return;
    const r = await m.mutateAsync({ data: { teamId: team.teamId, score, remark: remark.trim() || null } }).catch(() => undefined);
    if (!r) return;
    feedback.success('评分已保存');
    refresh();
    onClose();
  };
  return (
    <Modal open title={`给「${team.name}」评分`} okText="保存" cancelText="取消" okButtonProps={{ disabled: score == null }} confirmLoading={m.isPending} onOk={() => void ok()} onCancel={onClose} destroyOnHidden>
      <p>
        <label htmlFor="sc-score">企业评分（0-100）</label>
        <br />
        <InputNumber id="sc-score" min={0} max={100} precision={0} value={score} onChange={(v) => setScore(v)} />
      </p>
      <label htmlFor="sc-remark">评语（可空，至多 200 字）</label>
      <Input.TextArea id="sc-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} rows={3} />
    </Modal>
  );
}

function AwardDialog({ team, balance, onClose }: { team: ScTeam; balance: number; onClose: () => void }) {
  const [level, setLevel] = useState<number>(1);
  const [amount, setAmount] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const m = useSanchuangAward();
  const refresh = useRefreshAll();
  const ok = async () => {
    if (amount == null) return;
    const r = await m.mutateAsync({ data: { teamId: team.teamId, level: level as 1, amount: toFen(amount), remark: remark.trim() || null } }).catch(() => undefined);
    if (!r) return;
    feedback.success(`已颁发${r.award?.levelText ?? ''}，奖金从营销资金支付`);
    refresh();
    onClose();
  };
  return (
    <Modal open title={`给「${team.name}」颁奖`} okText="颁奖并支付奖金" cancelText="取消" okButtonProps={{ disabled: amount == null }} confirmLoading={m.isPending} onOk={() => void ok()} onCancel={onClose} destroyOnHidden>
      <p className="xm-mk-muted">奖金从营销资金支付，当前余额 {yuan(balance)}；每支团队只能获一个奖项。</p>
      <p>
        <label htmlFor="sc-level">奖项</label>
        <br />
        <Select id="sc-level" style={{ width: 200 }} value={level} onChange={setLevel} options={LEVELS} />
      </p>
      <p>
        <label htmlFor="sc-amount">奖金（元）</label>
        <br />
        <InputNumber id="sc-amount" min={1} max={100_000} precision={2} value={amount} onChange={(v) => setAmount(v)} style={{ width: 200 }} />
      </p>
      <label htmlFor="sc-award-remark">颁奖说明（可空）</label>
      <Input.TextArea id="sc-award-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} rows={2} />
    </Modal>
  );
}

function teamColumns(round: ScRound, act: (t: ScTeam, what: 'score' | 'award') => void): DataColumn<ScTeam>[] {
  return [
    { key: 'name', title: '团队', width: 200, render: (t) => `${t.name}（${t.schoolName}）` },
    { key: 'leader', title: '队长 / 人数', width: 120, render: (t) => `${t.leader} / ${t.members} 人` },
    { key: 'code', title: '推广码', width: 120, render: (t) => t.teamCode },
    { key: 'topic', title: '承接命题', width: 200, render: (t) => t.topicTitle },
    { key: 'orders', title: '订单', width: 80, align: 'right', render: (t) => t.orders },
    { key: 'paid', title: '实付', width: 110, align: 'right', render: (t) => yuan(t.paidAmount) },
    { key: 'judge', title: '评委评分', width: 90, align: 'right', render: (t) => t.judgeScore ?? '—' },
    { key: 'mine', title: '企业评分', width: 90, align: 'right', render: (t) => t.merchantScore ?? '—' },
    { key: 'award', title: '奖项', width: 150, render: (t) => (t.award ? <StatusTag color={LEVEL_COLOR[t.award.level]}>{`${t.award.levelText} ${yuan(t.award.amount)}`}</StatusTag> : '—') },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      pin: 'end',
      render: (t) => (
        <span className="xm-mk-actions">
          {round.phase !== 4 && (
            <Auth authKey={EDIT}>
              <button type="button" onClick={() => act(t, 'score')}>
                评分
              </button>
            </Auth>
          )}
          {round.phase === 3 && !t.award && (
            <Auth authKey={AWARD}>
              <button type="button" onClick={() => act(t, 'award')}>
                颁奖
              </button>
            </Auth>
          )}
        </span>
      ),
    },
  ];
}

export function TeamPanel({ round }: { round: ScRound }) {
  const [topicId, setTopicId] = useState<number | null>(null);
  const topics = useSanchuangTopicList({ activityId: round.roundId, pageSize: PAGE });
  // Keyset pages of 100, newest first; 加载更多 asks for the next page from the last one's cursor.
  const body = { activityId: round.roundId, pageSize: PAGE, ...(topicId ? { topicId } : {}) };
  const q = useInfiniteQuery({
    queryKey: [...getSanchuangTeamListQueryKey(body), 'infinite'],
    queryFn: ({ pageParam, signal }) => sanchuangTeamList({ ...body, cursor: pageParam }, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last?.nextCursor ?? null,
  });
  const rows = q.data?.pages.flatMap((p) => p?.list ?? []) ?? [];
  const [acting, setActing] = useState<{ t: ScTeam; what: 'score' | 'award' } | null>(null);
  const balance = useSanchuangRound({ activityId: round.roundId }).data?.marketingBalance ?? 0;
  return (
    <>
      <div className="xm-sc-bar">
        <label htmlFor="sc-topic-filter">命题</label>
        <Select id="sc-topic-filter" allowClear placeholder="全部命题" style={{ width: 280 }} value={topicId} onChange={(v) => setTopicId(v ?? null)} options={(topics.data?.list ?? []).map((t) => ({ value: t.topicId, label: t.title }))} />
        <span className="xm-mk-muted">团队的订单与实付来自计入该团队的已付款订单（每单只计入一支团队）。</span>
      </div>
      {q.isError ? <LoadError variant="result" what="参赛团队" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<ScTeam> aria-label="参赛团队" rows={rows} columns={teamColumns(round, (t, what) => setActing({ t, what }))} rowKey={(t) => t.teamId} empty="还没有团队承接本店的命题" />}
      {q.hasNextPage && (
        <div className="xm-sc-bar">
          <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            加载更多
          </Button>
        </div>
      )}
      {acting?.what === 'score' && <ScoreDialog team={acting.t} onClose={() => setActing(null)} />}
      {acting?.what === 'award' && <AwardDialog team={acting.t} balance={balance} onClose={() => setActing(null)} />}
    </>
  );
}

// ------------------------------------------------------------------------------------------------- awards ----

export function AwardPanel({ round, balance }: { round: ScRound; balance: number }) {
  const q = useSanchuangAwardList({ activityId: round.roundId });
  const teams = useSanchuangTeamList({ activityId: round.roundId, pageSize: PAGE });
  const [acting, setActing] = useState<{ t: ScTeam; what: 'score' | 'award' } | null>(null);
  const columns: DataColumn<ScAward>[] = [
    { key: 'level', title: '奖项', width: 100, render: (a) => <StatusTag color={LEVEL_COLOR[a.level]}>{a.levelText}</StatusTag> },
    { key: 'team', title: '团队', width: 220, render: (a) => `${a.teamName}（${a.schoolName}）` },
    { key: 'topic', title: '命题', width: 200, render: (a) => a.topicTitle },
    { key: 'amount', title: '奖金', width: 110, align: 'right', render: (a) => yuan(a.amount) },
    { key: 'remark', title: '说明', width: 200, render: (a) => a.remark ?? '—' },
    { key: 'no', title: '营销资金流水号', width: 190, render: (a) => a.recordNo ?? '—' },
    { key: 'at', title: '颁奖时间', width: 150, render: (a) => day(a.createdAt) },
  ];
  const waiting = (teams.data?.list ?? []).filter((t) => !t.award);
  return (
    <>
      <div className="xm-sc-bar">
        {round.phase === 3 ? <span>评奖中：可给下列未获奖的团队颁奖，奖金从营销资金支付（余额 {yuan(balance)}）。</span> : <span className="xm-mk-muted">只有评奖期可以颁奖（这一届{round.phaseText}）。</span>}
        <RouterAnchor to="/finance/marketing">营销资金流水</RouterAnchor>
      </div>
      {q.isError ? <LoadError variant="result" what="奖项" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<ScAward> aria-label="已颁奖项" rows={q.data.list} columns={columns} rowKey={(a) => a.awardId} empty="这一届还没有颁奖" />}
      {round.phase === 3 && (
        <>
          <h2 className="xm-mk-h2">待颁奖团队</h2>
          <DataTable<ScTeam> aria-label="待颁奖团队" rows={waiting} columns={teamColumns(round, (t, what) => setActing({ t, what })).filter((c) => c.key !== 'award')} rowKey={(t) => t.teamId} empty="所有团队都已获奖" />
        </>
      )}
      {acting?.what === 'score' && <ScoreDialog team={acting.t} onClose={() => setActing(null)} />}
      {acting?.what === 'award' && <AwardDialog team={acting.t} balance={balance} onClose={() => setActing(null)} />}
    </>
  );
}
