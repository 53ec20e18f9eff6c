import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tabs from 'antd/es/tabs';
import {
  getSeRewardAgentStatsQueryKey,
  getSeRewardConfigGetQueryKey,
  getSeRewardListQueryKey,
  getSeRewardRuleListQueryKey,
  getSeRewardStatisticsQueryKey,
  seRewardAgentStats,
  seRewardList,
  useSeRewardConfigGet,
  useSeRewardConfigSave,
  useSeRewardPay,
  useSeRewardRuleDetail,
  useSeRewardRuleList,
  useSeRewardRuleSave,
  useSeRewardRuleStatus,
  useSeRewardScopeOptions,
  useSeRewardStatistics,
} from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeReward, SeRewardAgentStatsEnvelopeDataListItem, SeRewardRule, SeRewardStateCount, SeRewardStatisticsEnvelopeDataDaysItem, SeRewardStatisticsEnvelopeDataSchoolsItem } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatMoney, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE, PHASE_COLOR } from './constants';
import { rewardValueText, type RewardListSearch } from './reward-search';
import './school-employee.css';

export const REWARD_EDIT = ['agent.reward.page', 'agent.reward.edit'];
export const REWARD_PAY = ['agent.reward.page', 'agent.reward.pay'];
const REWARD_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'default' };
const RULE_PHASE_COLOR: Record<number, string> = { ...PHASE_COLOR, 2: 'green' };
const LIVE_KEYS = [[getSeRewardListQueryKey()[0]], [getSeRewardStatisticsQueryKey()[0]], [getSeRewardAgentStatsQueryKey()[0]]];
const PAY_MAX = 100;

function StateCards({ states, active, onPick }: { states: SeRewardStateCount[]; active?: number; onPick?: (s: number | undefined) => void }) {
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

// ------------------------------------------------------------------------------------------- list page ----

const listRoute = getRouteApi('/_authed/_app/school-employee/sales-reward-list');

/** /school-employee/sales-reward-list: the reward records (state cards, filters, payout) and the rules. */
export function SalesRewardListPage() {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const go = (s: RewardListSearch) => void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as RewardListSearch });
  return (
    <PageContainer
      title="销售奖励"
      extra={
        <Auth authKey={REWARD_EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/school-employee/sales-reward-add' })}>
            新增奖励规则
          </Button>
        </Auth>
      }
    >
      <Tabs
        activeKey={search.tab ?? 'records'}
        onChange={(k) => go(k === 'rules' ? { tab: 'rules' } : {})}
        items={[
          { key: 'records', label: '奖励记录' },
          { key: 'rules', label: '奖励规则' },
        ]}
      />
      {search.tab === 'rules' ? <RuleTable /> : <RewardRecords search={search} go={go} />}
    </PageContainer>
  );
}

interface RecordFilter {
  keyword?: string;
}

function RewardRecords({ search, go }: { search: RewardListSearch; go: (s: RewardListSearch) => void }) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const pay = useSeRewardPay();
  useLiveInvalidate('schoolEmployee.', LIVE_KEYS);
  const filter = useMemo(() => ({ state: search.state ?? null, agentId: search.agentId ?? null, keyword: search.keyword ?? null }), [search.state, search.agentId, search.keyword]);
  const list = useKeysetList<SeReward>([getSeRewardListQueryKey()[0], filter], (cursor, signal) => seRewardList({ ...filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  // The first page carries the counts per state (one grouped query on the server).
  const states = (list.query.data?.pages[0] as { states?: SeRewardStateCount[] } | null | undefined)?.states ?? null;
  const [form] = Form.useForm<RecordFilter>();
  const initial = useFormValues(form, { keyword: search.keyword });
  const payable = list.rows.filter((r) => r.state === 2).slice(0, PAY_MAX);

  const askPay = (rows: SeReward[]) => {
    const total = rows.reduce((s, r) => s + r.net, 0);
    modal.confirm({
      title: `发放 ${rows.length} 笔奖励，合计 ${formatMoney(total)}？`,
      content: '将从店铺可提现余额中支出，发放后不能撤回。',
      okText: '确认发放',
      cancelText: '取消',
      onOk: async () => {
        const r = await pay.mutateAsync({ data: { rewardIds: rows.map((x) => x.rewardId) } }).catch(() => null);
        if (!r) return;
        feedback.success(`已发放 ${r.count} 笔，合计 ${formatMoney(r.total)}；可提现余额 ${formatMoney(r.available)}`);
        for (const k of LIVE_KEYS) void queryClient.invalidateQueries({ queryKey: k });
      },
    });
  };

  const columns: DataColumn<SeReward>[] = [
    {
      key: 'agent',
      title: '代理',
      width: 110,
      render: (r) => (
        <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: r.agentId }}>
          {r.agentName}
        </RouterAnchor>
      ),
    },
    { key: 'school', title: '学校', width: 130, render: (r) => r.schoolName },
    { key: 'order', title: '订单号', width: 190, render: (r) => (r.kind === 2 ? <StatusTag color="purple">{r.kindText}</StatusTag> : r.orderNo) },
    { key: 'goods', title: '商品', width: 200, render: (r) => r.goodsName },
    { key: 'rule', title: '规则', width: 140, render: (r) => (r.kind === 2 ? '招募奖励配置' : r.ruleName) },
    { key: 'base', title: '计算基数', width: 110, align: 'right', render: (r) => (r.kind === 2 ? '—' : formatMoney(r.base)) },
    { key: 'amount', title: '奖励', width: 100, align: 'right', render: (r) => formatMoney(r.amount) },
    { key: 'reversed', title: '冲回', width: 100, align: 'right', render: (r) => (r.reversed ? formatMoney(-r.reversed) : '—') },
    { key: 'state', title: '状态', width: 90, render: (r) => <StatusTag color={REWARD_COLOR[r.state]}>{r.stateText}</StatusTag> },
    { key: 'paid', title: '付款时间', width: 150, render: (r) => formatTime(r.orderPaidAt, 'YYYY-MM-DD HH:mm') },
    { key: 'payAt', title: '发放时间', width: 150, render: (r) => (r.paidAt ? formatTime(r.paidAt, 'YYYY-MM-DD HH:mm') : '—') },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      pin: 'end',
      render: (r) =>
        r.state === 2 ? (
          <Auth authKey={REWARD_PAY} fallback={<span className="xm-se-muted">—</span>}>
            <button type="button" className="xm-link" onClick={() => askPay([r])} aria-label={r.kind === 2 ? `发放 ${r.agentName} 的招募奖励（${r.goodsName}）` : `发放 ${r.agentName} 订单 ${r.orderNo} 的奖励`}>
              发放
            </button>
          </Auth>
        ) : (
          <span className="xm-se-muted">—</span>
        ),
    },
  ];

  return (
    <>
      <p className="xm-se-muted" style={{ marginTop: 0 }}>
        代理推荐的订单按奖励规则逐行计算奖励：订单结算前为待结算，结算（及暂扣期）后可发放，退款按比例冲回，全额退款为已冲回；代理推荐的同学入职后另有招募奖励，立即可发放。发放从店铺可提现余额支出。
      </p>
      {states ? <StateCards states={states} active={search.state} onPick={(s) => go({ ...search, state: s })} /> : <Skeleton active paragraph={{ rows: 1 }} />}
      <Form<RecordFilter> form={form} layout="inline" initialValues={initial} onFinish={(v) => go({ ...search, keyword: v.keyword?.trim() || undefined })} className="xm-se-filters" aria-label="筛选奖励记录">
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="订单号、代理姓名或推荐码" maxLength={40} allowClear style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => go({})}>重置</Button>
        {search.agentId ? <span className="xm-se-muted">只看代理 {search.agentId}</span> : null}
        <Auth authKey={REWARD_PAY}>
          <Button disabled={!payable.length} onClick={() => askPay(payable)}>
            发放已加载的可发放奖励（{payable.length} 笔）
          </Button>
        </Auth>
      </Form>
      <KeysetTable<SeReward>
        aria-label="奖励记录"
        rows={list.rows}
        columns={columns}
        rowKey={(r) => r.rewardId}
        loading={list.loading}
        empty="没有符合条件的奖励记录"
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

function RuleTable() {
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

// -------------------------------------------------------------------------------------------- add page ----

interface RuleValues {
  name: string;
  mode: 1 | 2;
  value: number;
  scope: 1 | 2 | 3;
  scopeId?: number;
  tiers: { threshold: number; value: number }[];
  period: [Dayjs, Dayjs];
}

const addRoute = getRouteApi('/_authed/_app/school-employee/sales-reward-add');
/** The form shows yuan and percent; the wire carries fen and basis points (both ×100). */
const toWire = (v: number) => Math.round(v * 100);
const fromWire = (v: number) => v / 100;

/** /school-employee/sales-reward-add?ruleId=: create a rule or edit one. */
export function SalesRewardAddPage() {
  const { ruleId } = addRoute.useSearch();
  const detail = useSeRewardRuleDetail({ ruleId: ruleId ?? 0 }, { query: { enabled: !!ruleId } });
  const [keyword, setKeyword] = useState('');
  const options = useSeRewardScopeOptions({ keyword: keyword || null });
  const save = useSeRewardRuleSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<RuleValues>();
  const mode = Form.useWatch('mode', form) ?? 2;
  const scope = Form.useWatch('scope', form) ?? 1;
  const r = detail.data;
  useEffect(() => {
    if (r)
      form.setFieldsValue({
        name: r.name,
        mode: r.mode,
        value: fromWire(r.value),
        scope: r.scope,
        scopeId: r.scopeId ?? undefined,
        tiers: r.tiers.map((t) => ({ threshold: fromWire(t.threshold), value: fromWire(t.value) })),
        period: [dayjs(r.startAt), dayjs(r.endAt - 1)],
      });
  }, [r, form]);
  const goodsOptions = useMemo(() => {
    const list = (options.data?.goods ?? []).map((g) => ({ value: g.goodsId, label: `${g.name}（${formatMoney(g.priceMin)} 起）` }));
    if (r?.scope === 3 && r.scopeId && !list.some((g) => g.value === r.scopeId)) list.unshift({ value: r.scopeId, label: r.scopeName ?? String(r.scopeId) });
    return list;
  }, [options.data, r]);
  const submit = async (v: RuleValues) => {
    const res = await save
      .mutateAsync({
        data: {
          ruleId: ruleId ?? null,
          name: v.name.trim(),
          mode: v.mode,
          value: toWire(v.value),
          scope: v.scope,
          scopeId: v.scope === 1 ? null : (v.scopeId ?? null),
          tiers: (v.tiers ?? []).map((t) => ({ threshold: toWire(t.threshold), value: toWire(t.value) })),
          startAt: v.period[0].startOf('day').valueOf(),
          endAt: v.period[1].endOf('day').valueOf() + 1,
        },
      })
      .catch(() => null);
    if (!res) return;
    feedback.success(ruleId ? '奖励规则已保存' : '奖励规则已创建');
    void queryClient.invalidateQueries({ queryKey: getSeRewardRuleListQueryKey() });
    void navigate({ to: '/school-employee/sales-reward-list', search: { tab: 'rules' } });
  };
  const unit = mode === 1 ? '元/件' : '%';
  if (ruleId && !r) return <PageContainer title="编辑奖励规则">{detail.isError ? <p role="alert">奖励规则不存在</p> : <Skeleton active />}</PageContainer>;
  return (
    <PageContainer title={ruleId ? '编辑奖励规则' : '新增奖励规则'}>
      <Form<RuleValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit} initialValues={{ mode: 2, scope: 1, value: 5, tiers: [], period: [dayjs().startOf('day'), dayjs().add(90, 'day')] }}>
        <p className="xm-se-muted" style={{ marginTop: 0 }}>
          规则按买家付款时间生效。一行订单命中多条规则时取最具体的（指定商品 &gt; 类目 &gt; 全部商品），同级取最新的。奖励不会高于该行实付金额。修改只影响之后计算的订单。
        </p>
        <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}>
          <Input maxLength={30} showCount placeholder="如：全店推荐奖励" />
        </Form.Item>
        <Form.Item name="mode" label="奖励方式">
          <Radio.Group
            options={[
              { value: 2, label: '按实付金额比例' },
              { value: 1, label: '每件商品行固定金额' },
            ]}
          />
        </Form.Item>
        <Form.Item name="value" label={`基础奖励（${unit}）`} rules={[{ required: true, message: '请输入基础奖励' }]}>
          <InputNumber min={0.01} max={mode === 1 ? 10000 : 50} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="scope" label="适用范围">
          <Radio.Group
            options={[
              { value: 1, label: '全部商品' },
              { value: 2, label: '指定类目' },
              { value: 3, label: '指定商品' },
            ]}
          />
        </Form.Item>
        {scope === 2 ? (
          <Form.Item name="scopeId" label="类目" rules={[{ required: true, message: '请选择类目' }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} placeholder="选择类目（含下级类目）" options={(options.data?.categories ?? []).map((c) => ({ value: c.categoryId, label: c.name }))} />
          </Form.Item>
        ) : scope === 3 ? (
          <Form.Item name="scopeId" label="商品" rules={[{ required: true, message: '请选择商品' }]}>
            <Select showSearch={{ filterOption: false, onSearch: setKeyword }} placeholder="输入商品名称搜索" options={goodsOptions} />
          </Form.Item>
        ) : null}
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>阶梯奖励（代理当月推荐订单实付合计达到门槛时，至多 5 档）</legend>
              {fields.map((f, i) => (
                <div key={f.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  <Form.Item name={[f.name, 'threshold']} rules={[{ required: true, message: '请输入门槛' }]}>
                    <InputNumber min={0.01} max={100000000} precision={2} prefix="满 ¥" aria-label={`第 ${i + 1} 档门槛（元）`} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} rules={[{ required: true, message: '请输入奖励' }]}>
                    <InputNumber min={0.01} max={mode === 1 ? 10000 : 50} precision={2} suffix={unit} aria-label={`第 ${i + 1} 档奖励（${unit}）`} style={{ width: 180 }} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} aria-label={`删除第 ${i + 1} 档`}>
                    删除
                  </Button>
                </div>
              ))}
              {fields.length < 5 ? (
                <Button type="dashed" onClick={() => add()}>
                  添加阶梯
                </Button>
              ) : null}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="period" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <div className="xm-se-actions">
          <Auth authKey={REWARD_EDIT}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Auth>
          <Button onClick={() => void navigate({ to: '/school-employee/sales-reward-list', search: { tab: 'rules' } })}>取消</Button>
        </div>
      </Form>
    </PageContainer>
  );
}

// ------------------------------------------------------------------------------------------ config page ----

interface ConfigValues {
  recruitEnabled: boolean;
  recruitAmount: number;
  holdDays: number;
  minPayout: number;
}

/** /school-employee/recruit-reward-config: the recruit reward, the hold after settlement and the minimum payout. */
export function RecruitRewardConfigPage() {
  const q = useSeRewardConfigGet();
  const save = useSeRewardConfigSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ConfigValues>();
  useEffect(() => {
    if (q.data) form.setFieldsValue({ recruitEnabled: q.data.recruitEnabled, recruitAmount: fromWire(q.data.recruitAmount), holdDays: q.data.holdDays, minPayout: fromWire(q.data.minPayout) });
  }, [q.data, form]);
  const submit = async (v: ConfigValues) => {
    const r = await save.mutateAsync({ data: { recruitEnabled: v.recruitEnabled, recruitAmount: toWire(v.recruitAmount), holdDays: v.holdDays, minPayout: toWire(v.minPayout) } }).catch(() => null);
    if (!r) return;
    feedback.success('招募奖励配置已保存');
    queryClient.setQueryData(getSeRewardConfigGetQueryKey(), r);
  };
  return (
    <PageContainer title="招募奖励配置">
      {!q.data ? (
        <Skeleton active />
      ) : (
        <Form<ConfigValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit}>
          <p className="xm-se-muted" style={{ marginTop: 0 }}>
            招募奖励：在岗代理推荐的同学成为新的在岗代理后，给推荐人的一次性奖励。销售奖励在订单结算后再经过暂扣天数才可发放，单次发放合计不低于最低发放金额。
            {q.data.updatedAt ? ` 最近修改：${formatTime(q.data.updatedAt, 'YYYY-MM-DD HH:mm')}` : ' 当前为默认配置。'}
          </p>
          <Form.Item name="recruitEnabled" label="启用招募奖励" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="recruitAmount" label="每名新代理的招募奖励（元）" rules={[{ required: true, message: '请输入招募奖励' }]}>
            <InputNumber min={0} max={10000} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="holdDays" label="订单结算后暂扣（天）" rules={[{ required: true, message: '请输入暂扣天数' }]}>
            <InputNumber min={0} max={30} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="minPayout" label="单次最低发放金额（元）" rules={[{ required: true, message: '请输入最低发放金额' }]}>
            <InputNumber min={0} max={1000} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Auth authKey={REWARD_EDIT}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Auth>
        </Form>
      )}
    </PageContainer>
  );
}

// -------------------------------------------------------------------------------------- statistics page ----

/** /school-employee/sales-reward-statistics: totals, per school, per day and per agent (keyset pages). */
export function SalesRewardStatisticsPage() {
  const stats = useSeRewardStatistics({});
  useLiveInvalidate('schoolEmployee.', LIVE_KEYS);
  const agents = useKeysetList<SeRewardAgentStatsEnvelopeDataListItem>([getSeRewardAgentStatsQueryKey()[0]], (cursor, signal) => seRewardAgentStats({ cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const d = stats.data;
  const schoolColumns: DataColumn<SeRewardStatisticsEnvelopeDataSchoolsItem>[] = [
    { key: 'school', title: '学校', width: 160, render: (s) => s.schoolName },
    { key: 'agents', title: '代理数', width: 90, align: 'right', render: (s) => s.agents },
    { key: 'count', title: '奖励笔数', width: 100, align: 'right', render: (s) => s.count },
    { key: 'amount', title: '应发', width: 120, align: 'right', render: (s) => formatMoney(s.amount) },
    { key: 'paid', title: '已发放', width: 120, align: 'right', render: (s) => formatMoney(s.paid) },
  ];
  const dayColumns: DataColumn<SeRewardStatisticsEnvelopeDataDaysItem>[] = [
    { key: 'date', title: '日期', width: 120, render: (x) => x.date },
    { key: 'amount', title: '产生奖励', width: 120, align: 'right', render: (x) => formatMoney(x.amount) },
    { key: 'paid', title: '发放', width: 120, align: 'right', render: (x) => formatMoney(x.paid) },
  ];
  const agentColumns: DataColumn<SeRewardAgentStatsEnvelopeDataListItem>[] = [
    {
      key: 'name',
      title: '代理',
      width: 110,
      render: (a) => (
        <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: a.agentId }}>
          {a.name}
        </RouterAnchor>
      ),
    },
    { key: 'school', title: '学校', width: 140, render: (a) => a.schoolName },
    { key: 'code', title: '推荐码', width: 110, render: (a) => a.referralCode },
    {
      key: 'count',
      title: '奖励笔数',
      width: 100,
      align: 'right',
      render: (a) => (
        <RouterAnchor to="/school-employee/sales-reward-list" search={{ agentId: a.agentId }} title={`查看${a.name}的奖励记录`}>
          {a.count}
        </RouterAnchor>
      ),
    },
    { key: 'amount', title: '奖励', width: 110, align: 'right', render: (a) => formatMoney(a.amount) },
    { key: 'reversed', title: '冲回', width: 100, align: 'right', render: (a) => (a.reversed ? formatMoney(-a.reversed) : '—') },
    { key: 'pending', title: '待结算', width: 110, align: 'right', render: (a) => formatMoney(a.pending) },
    { key: 'payable', title: '可发放', width: 110, align: 'right', render: (a) => formatMoney(a.payable) },
    { key: 'paid', title: '已发放', width: 110, align: 'right', render: (a) => formatMoney(a.paid) },
  ];
  return (
    <PageContainer title="奖励统计">
      {stats.isError ? (
        <p role="alert">奖励统计加载失败，请刷新重试</p>
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <StateCards states={d.states} />
          <div className="xm-se-cards" style={{ marginTop: 16 }}>
            <div className="xm-se-card">
              <div className="xm-se-label">应付未付</div>
              <div className="xm-se-value" data-testid="reward-owed">
                {formatMoney(d.owed)}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">已发放</div>
              <div className="xm-se-value">{formatMoney(d.paid)}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">店铺可提现余额</div>
              <div className="xm-se-value">{formatMoney(d.available)}</div>
            </div>
          </div>
          <div className="xm-se-row">
            <section className="xm-se-panel" aria-labelledby="rw-school">
              <h3 id="rw-school">各学校</h3>
              <DataTable aria-label="各学校的奖励" rows={d.schools} columns={schoolColumns} rowKey={(s) => s.schoolName} empty="还没有奖励" />
            </section>
            <section className="xm-se-panel" aria-labelledby="rw-day">
              <h3 id="rw-day">近 30 天每天</h3>
              <DataTable aria-label="近 30 天每天的奖励" rows={[...d.days].reverse()} columns={dayColumns} rowKey={(x) => x.date} empty="没有数据" />
            </section>
          </div>
        </>
      )}
      <h3 style={{ marginTop: 16 }}>各代理</h3>
      <KeysetTable<SeRewardAgentStatsEnvelopeDataListItem>
        aria-label="各代理的奖励"
        rows={agents.rows}
        columns={agentColumns}
        rowKey={(a) => a.agentId}
        loading={agents.loading}
        empty="还没有代理获得奖励"
        hasMore={agents.hasMore}
        loadingMore={agents.loadingMore}
        onLoadMore={agents.loadMore}
      />
    </PageContainer>
  );
}

