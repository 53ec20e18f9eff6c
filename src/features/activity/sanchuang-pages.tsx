import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tabs from 'antd/es/tabs';
import {
  getSanchuangTeamListQueryKey,
  sanchuangTeamList,
  useActivityGoodsOptions,
  useSanchuangAward,
  useSanchuangAwardList,
  useSanchuangRound,
  useSanchuangRounds,
  useSanchuangTeamList,
  useSanchuangTeamScore,
  useSanchuangTopicClose,
  useSanchuangTopicList,
  useSanchuangTopicSave,
} from '@/api/gen/endpoints/activity/activity';
import type { ScAward, ScRound, ScTeam, ScTopic } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { SANCHUANG_TYPES, type SanchuangType } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { toFen, yuan } from './shared';
import './activity.css';
import { LoadError } from '@/components/load-error';

/** /activity/sanchuang/{type}/{activityId}: one 三创 round (activityId) seen as its topics, its teams or its awards. */

const EDIT = ['activity.platform.list', 'activity.platform.manage'];
const AWARD = ['activity.platform.list', 'activity.platform.pay'];
const PHASE_COLOR: Record<number, string> = { 1: 'default', 2: 'green', 3: 'orange', 4: 'blue' };
const LEVEL_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'purple' };
const LEVELS = [
  { value: 1, label: '一等奖' },
  { value: 2, label: '二等奖' },
  { value: 3, label: '三等奖' },
  { value: 4, label: '优秀奖' },
];
const LIVE_KEYS = [['/xm-merchant/activity/sanchuang/round'], ['/xm-merchant/activity/sanchuang/topic/list'], ['/xm-merchant/activity/sanchuang/team/list'], ['/xm-merchant/activity/sanchuang/award/list']];
const day = (t: number) => formatTime(t, 'YYYY-MM-DD HH:mm');
const PAGE = 100;

function useRefreshAll() {
  const qc = useQueryClient();
  return () => {
    for (const k of LIVE_KEYS) void qc.invalidateQueries({ queryKey: k });
  };
}

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

/** The way in from the activity square: the first running (or being judged) round's topics. */
export function SanchuangLink() {
  const q = useSanchuangRounds({});
  const r = q.data?.list[0];
  if (!r) return null;
  return (
    <>
      {'、'}
      <RouterAnchor to="/activity/sanchuang/$type/$activityId" params={{ type: 'topic', activityId: r.roundId }}>
        三创赛（{r.name}）
      </RouterAnchor>
    </>
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

// ------------------------------------------------------------------------------------------------- topics ----

interface TopicValues {
  title: string;
  brief: string;
  goodsIds: number[];
  resources?: string;
  budget: number;
  teamLimit: number;
}

function TopicForm({ round, topic, onDone }: { round: ScRound; topic: ScTopic | null; onDone: () => void }) {
  const [form] = Form.useForm<TopicValues>();
  const goods = useActivityGoodsOptions({});
  const save = useSanchuangTopicSave();
  const refresh = useRefreshAll();
  const init: Partial<TopicValues> = topic
    ? { title: topic.title, brief: topic.brief, goodsIds: topic.goodsIds, resources: topic.resources, budget: topic.discountBudget / 100, teamLimit: topic.teamLimit }
    : { goodsIds: [], budget: 0, teamLimit: 5 };
  const submit = async (v: TopicValues) => {
    const r = await save
      .mutateAsync({ data: { activityId: round.roundId, ...(topic ? { topicId: topic.topicId, version: topic.version } : {}), title: v.title.trim(), brief: v.brief.trim(), goodsIds: v.goodsIds, resources: (v.resources ?? '').trim(), discountBudget: toFen(v.budget), teamLimit: v.teamLimit } })
      .catch(() => undefined);
    if (!r) return;
    feedback.success(topic ? '命题已修改' : '命题已发布，学生团队可以承接');
    refresh();
    onDone();
  };
  return (
    <Form<TopicValues> form={form} layout="vertical" initialValues={init} onFinish={submit} id="sc-topic-form">
      <Form.Item name="title" label="命题标题" rules={[{ required: true, whitespace: true, message: '请输入命题标题' }, { min: 2, max: 60, message: '命题标题须为 2-60 个字' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="brief" label="命题说明" rules={[{ required: true, whitespace: true, message: '请填写命题说明' }]}>
        <Input.TextArea maxLength={1000} showCount rows={3} />
      </Form.Item>
      <Form.Item name="goodsIds" label="命题商品" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择 1 件命题商品' }]}>
        <Select mode="multiple" maxCount={20} loading={goods.isLoading} optionFilterProp="label" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))} placeholder="选择本店在售商品（至多 20 件）" />
      </Form.Item>
      <Form.Item name="resources" label="提供资源（样品、物料等）">
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="budget" label="优惠预算（元）" rules={[{ required: true, message: '请输入优惠预算' }]}>
        <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="teamLimit" label="团队上限（支）" rules={[{ required: true, message: '请输入团队上限' }]}>
        <InputNumber min={1} max={50} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {topic ? '保存修改' : '发布命题'}
      </Button>
    </Form>
  );
}

function TopicPanel({ round }: { round: ScRound }) {
  const q = useSanchuangTopicList({ activityId: round.roundId, pageSize: PAGE });
  const close = useSanchuangTopicClose();
  const refresh = useRefreshAll();
  const [editing, setEditing] = useState<ScTopic | 'new' | null>(null);
  const doClose = async (t: ScTopic) => {
    const r = await close.mutateAsync({ data: { topicId: t.topicId } }).catch(() => undefined);
    if (!r) return;
    feedback.success('命题已关闭，不再有新团队承接');
    refresh();
  };
  const columns: DataColumn<ScTopic>[] = [
    { key: 'title', title: '命题', width: 220, render: (t) => t.title },
    { key: 'goods', title: '命题商品', width: 240, render: (t) => t.goods.map((g) => g.name).join('、') },
    { key: 'res', title: '资源 / 优惠预算', width: 200, render: (t) => `${t.resources || '—'} / ${yuan(t.discountBudget)}` },
    { key: 'teams', title: '团队（已承接/上限）', width: 150, align: 'right', render: (t) => `${t.teams} / ${t.teamLimit}` },
    { key: 'orders', title: '团队订单', width: 100, align: 'right', render: (t) => t.orders },
    { key: 'paid', title: '团队实付', width: 120, align: 'right', render: (t) => yuan(t.paidAmount) },
    { key: 'status', title: '状态', width: 90, render: (t) => <StatusTag color={t.status === 1 ? 'green' : 'default'}>{t.statusText}</StatusTag> },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      pin: 'end',
      render: (t) => (
        <span className="xm-mk-actions">
          <RouterAnchor to="/activity/sanchuang/$type/$activityId" params={{ type: 'team', activityId: round.roundId }}>
            团队
          </RouterAnchor>
          {t.status === 1 && round.topicOpen && (
            <Auth authKey={EDIT}>
              <button type="button" onClick={() => setEditing(t)}>
                编辑
              </button>
            </Auth>
          )}
          {t.status === 1 && (
            <Auth authKey={EDIT}>
              <button type="button" className="xm-mk-danger" onClick={() => void doClose(t)}>
                关闭
              </button>
            </Auth>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <div className="xm-sc-bar">
        {round.topicOpen ? (
          <Auth authKey={EDIT}>
            <Button type="primary" onClick={() => setEditing('new')}>
              发布命题
            </Button>
          </Auth>
        ) : (
          <span className="xm-mk-muted">这一届赛事不在命题征集时间内，不能发布命题。</span>
        )}
      </div>
      {q.isError ? <LoadError variant="result" what="企业命题" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<ScTopic> aria-label="企业命题" rows={q.data.list} columns={columns} rowKey={(t) => t.topicId} empty="本店在这一届还没有命题" />}
      <Modal open={editing !== null} title={editing === 'new' ? '发布企业命题' : '编辑企业命题'} footer={null} onCancel={() => setEditing(null)} destroyOnHidden width={640}>
        {editing !== null && <TopicForm round={round} topic={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

// -------------------------------------------------------------------------------------------------- teams ----

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

function TeamPanel({ round }: { round: ScRound }) {
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

function AwardPanel({ round, balance }: { round: ScRound; balance: number }) {
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
