import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tabs from 'antd/es/tabs';
import Timeline from 'antd/es/timeline';
import { useActivityData, useActivityDetail, useActivityEntryWithdraw, useActivityGoodsOptions, useActivitySquare, useActivitySubmit } from '@/api/gen/endpoints/activity/activity';
import type { MkActivity, MkActivityDataDay, MkEntry, MkSkuOption } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { ENTRY_COLOR, PHASE_COLOR, toFen, TYPE_TEXT, yuan } from './shared';
import { SanchuangLink } from './sanchuang-link';
import { GroupSection } from './group-section';
import './activity.css';
import { LoadError } from '@/components/load-error';

const EDIT = ['activity.platform.list', 'activity.platform.edit'];
const LIVE_KEYS = [['/xm-merchant/activity/detail']];
type ActType = 21 | 2 | 4;
const PHASES = [
  { key: '0', label: '全部' },
  { key: '2', label: '报名中' },
  { key: '1', label: '未开始报名' },
  { key: '3', label: '报名已截止' },
  { key: '4', label: '活动进行中' },
  { key: '5', label: '已结束' },
];
const day = (t: number) => formatTime(t, 'YYYY-MM-DD HH:mm');

function ActivityCard({ a }: { a: MkActivity }) {
  return (
    <Card
      title={
        <RouterAnchor to="/activity/detail/$activityId" params={{ activityId: a.activityId }}>
          {a.name}
        </RouterAnchor>
      }
      extra={<StatusTag color={PHASE_COLOR[a.phase]}>{a.phaseText}</StatusTag>}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 't', label: '类型', children: a.typeText },
          { key: 's', label: '报名时间', children: `${day(a.signupStart)} 至 ${day(a.signupEnd)}` },
          { key: 'p', label: '活动时间', children: `${day(a.startAt)} 至 ${day(a.endAt)}` },
          { key: 'r', label: '要求', children: a.rules.join('；') },
          { key: 'q', label: '本店资格', children: a.qualified ? '可报名' : <span className="xm-mk-reason">不可报名：{a.reason}</span> },
        ]}
      />
      {a.qualified && (
        <Auth authKey={EDIT}>
          <RouterAnchor to="/activity/submit/$activityType/$activityId" params={{ activityType: a.type as ActType, activityId: a.activityId }}>
            去报名
          </RouterAnchor>
        </Auth>
      )}
    </Card>
  );
}

function ActivityCards({ list }: { list: MkActivity[] }) {
  if (!list.length) return <p className="xm-mk-muted">没有活动</p>;
  return (
    <div className="xm-mk-cards">
      {list.map((a) => (
        <ActivityCard key={a.activityId} a={a} />
      ))}
    </div>
  );
}

/** /activity/square: activities open for sign-up first, each with its requirements and this shop's standing. */
export function SquarePage() {
  const q = useActivitySquare({});
  return (
    <PageContainer title="活动广场">
      <p className="xm-mk-muted">
        分类：
        <RouterAnchor to="/activity/square-list/$activityType" params={{ activityType: 21 }}>校园团</RouterAnchor>、
        <RouterAnchor to="/activity/square-list/$activityType" params={{ activityType: 2 }}>秒杀</RouterAnchor>、
        <RouterAnchor to="/activity/square-list/$activityType" params={{ activityType: 4 }}>折扣专区</RouterAnchor>
        <SanchuangLink />
      </p>
      {q.isError ? <LoadError variant="result" what="平台活动" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <ActivityCards list={q.data.list} />}
    </PageContainer>
  );
}

/** /activity/square-list/{21,2,4}: the activities of one type; the phase filter lives in the URL. */
export function SquareListPage({ activityType, phase }: { activityType: ActType; phase?: number }) {
  const navigate = useNavigate();
  const q = useActivitySquare({ type: activityType, ...(phase ? { phase: phase as 1 } : {}) });
  return (
    <PageContainer title={`${TYPE_TEXT[activityType]}活动`}>
      <Tabs activeKey={String(phase ?? 0)} items={PHASES} onChange={(k) => void navigate({ to: '/activity/square-list/$activityType', params: { activityType }, search: k === '0' ? {} : { phase: Number(k) } })} />
      {q.isError ? <LoadError variant="result" what="平台活动" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <ActivityCards list={q.data.list} />}
    </PageContainer>
  );
}

function entryColumns(withdraw: ((e: MkEntry) => void) | null): DataColumn<MkEntry>[] {
  return [
    { key: 'goods', title: '商品', width: 220, render: (e) => `${e.goodsName}${e.specText ? ` ${e.specText}` : ''}` },
    { key: 'price', title: '商品价 / 活动价', width: 150, align: 'right', render: (e) => `${yuan(e.goodsPrice)} / ${yuan(e.activityPrice)}` },
    { key: 'stock', title: '活动库存 / 已售', width: 130, align: 'right', render: (e) => `${e.stock} / ${e.sold}` },
    { key: 'limit', title: '每人限购', width: 90, align: 'right', render: (e) => e.perBuyerLimit },
    { key: 'extra', title: '类型设置', width: 160, render: (e) => (e.slot ? `场次 ${e.slot}` : e.groupSize ? `${e.groupSize} 人团，${e.autoFill ? '未成团平台补足' : '未成团退款'}` : '—') },
    { key: 'status', title: '审核', width: 180, render: (e) => (<><StatusTag color={ENTRY_COLOR[e.status]}>{e.statusText}</StatusTag>{e.reviewNote ? <span className="xm-mk-muted">{e.reviewNote}</span> : null}</>) },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      pin: 'end',
      render: (e) => (
        <span className="xm-mk-actions">
          {e.status === 1 && (
            <RouterAnchor to="/activity/data/$activityType/$activityId/$goodsId" params={{ activityType: 2, activityId: e.activityId, goodsId: e.goodsId }}>
              数据
            </RouterAnchor>
          )}
          {e.status === 0 && withdraw && (
            <Auth authKey={EDIT}>
              <button type="button" onClick={() => withdraw(e)}>
                撤回
              </button>
            </Auth>
          )}
        </span>
      ),
    },
  ];
}

/** /activity/detail/{activityId}: rules, timeline and this shop's entries with their review state. */
export function ActivityDetailPage({ activityId }: { activityId: number }) {
  const q = useActivityDetail({ activityId });
  const w = useActivityEntryWithdraw();
  useLiveInvalidate('activity.entry', LIVE_KEYS);
  const qc = useQueryClient();
  const withdraw = async (e: MkEntry) => {
    const r = await w.mutateAsync({ data: { entryId: e.entryId } }).catch(() => undefined);
    if (!r) return;
    feedback.success('已撤回，活动库存不再占用');
    void qc.invalidateQueries();
  };
  const d = q.data;
  const cols = entryColumns(withdraw).map((c) =>
    c.key === 'actions' && d
      ? { ...c, render: (e: MkEntry) => <EntryActions e={e} type={d.activity.type as ActType} withdraw={withdraw} /> }
      : c,
  );
  return (
    <PageContainer
      title={d ? d.activity.name : '活动详情'}
      extra={
        d?.activity.qualified && (
          <Auth authKey={EDIT}>
            <RouterAnchor to="/activity/submit/$activityType/$activityId" params={{ activityType: d.activity.type as ActType, activityId }}>
              报名商品
            </RouterAnchor>
          </Auth>
        )
      }
    >
      {q.isError ? <LoadError variant="result" what="活动" retry={() => void q.refetch()} /> : !d ? <Skeleton active /> : (
        <>
          <Card>
            <Descriptions
              column={2}
              items={[
                { key: 't', label: '类型', children: d.activity.typeText },
                { key: 'ph', label: '阶段', children: <StatusTag color={PHASE_COLOR[d.activity.phase]}>{d.activity.phaseText}</StatusTag> },
                { key: 'd', label: '介绍', children: d.activity.description, span: 2 },
                { key: 'r', label: '规则与要求', children: d.activity.rules.join('；'), span: 2 },
                { key: 'sh', label: '平台补贴', children: `活动价优惠的 ${d.activity.platformShareBp / 100}% 由平台补贴（结算时计入补贴）` },
                { key: 'q', label: '本店资格', children: d.activity.qualified ? '可报名' : <span className="xm-mk-reason">不可报名：{d.activity.reason}</span> },
              ]}
            />
          </Card>
          <h2 className="xm-mk-h2">时间线</h2>
          <Timeline items={d.timeline.map((t) => ({ color: t.done ? 'green' : 'gray', children: `${day(t.at)} ${t.text}` }))} />
          <h2 className="xm-mk-h2">本店报名</h2>
          <DataTable<MkEntry> aria-label="本店报名" rows={d.entries} columns={cols} rowKey={(e) => e.entryId} empty="本店还没有报名" />
        </>
      )}
    </PageContainer>
  );
}

function EntryActions({ e, type, withdraw }: { e: MkEntry; type: ActType; withdraw: (e: MkEntry) => void }) {
  return (
    <span className="xm-mk-actions">
      {e.status === 1 && (
        <RouterAnchor to="/activity/data/$activityType/$activityId/$goodsId" params={{ activityType: type, activityId: e.activityId, goodsId: e.goodsId }}>
          数据
        </RouterAnchor>
      )}
      {e.status === 0 && (
        <Auth authKey={EDIT}>
          <button type="button" onClick={() => withdraw(e)}>
            撤回
          </button>
        </Auth>
      )}
    </span>
  );
}

interface Row {
  sku: MkSkuOption;
  goodsName: string;
  on: boolean;
  price?: number;
  stock?: number;
  limit?: number;
  slot?: string;
  groupSize?: number;
  autoFill?: boolean;
}

/** /activity/submit/{activityType}/{activityId}: sign SKUs up; the type comes from the route context. */
export function SubmitPage({ activityType, activityId }: { activityType: ActType; activityId: number }) {
  const navigate = useNavigate();
  const q = useActivityDetail({ activityId });
  const goods = useActivityGoodsOptions({});
  const submit = useActivitySubmit();
  const qc = useQueryClient();
  const [rows, setRows] = useState<Record<number, Row>>({});
  const a = q.data?.activity;
  const all: Row[] = (goods.data?.list ?? []).flatMap((g) => g.skus.map((sku) => rows[sku.skuId] ?? { sku, goodsName: g.name, on: false }));
  const set = (r: Row, patch: Partial<Row>) => setRows((m) => ({ ...m, [r.sku.skuId]: { ...r, ...patch } }));
  const chosen = all.filter((r) => r.on);
  const send = async () => {
    if (!chosen.length) return feedback.error('请至少选择 1 个 SKU');
    const res = await submit
      .mutateAsync({
        data: {
          activityType,
          activityId,
          entries: chosen.map((r) => ({
            skuId: r.sku.skuId,
            activityPrice: toFen(r.price),
            stock: r.stock ?? 0,
            perBuyerLimit: r.limit ?? 1,
            ...(activityType === 2 ? { slot: r.slot ?? null } : {}),
            ...(activityType === 21 ? { groupSize: r.groupSize ?? null, autoFill: r.autoFill ?? true } : {}),
          })),
        },
      })
      .catch(() => undefined);
    if (!res) return;
    feedback.success('报名已提交，等待平台审核');
    await qc.invalidateQueries();
    void navigate({ to: '/activity/detail/$activityId', params: { activityId } });
  };
  const columns: DataColumn<Row>[] = [
    { key: 'on', title: '选择', width: 60, render: (r) => <Checkbox checked={r.on} onChange={(e) => set(r, { on: e.target.checked, price: r.price ?? Math.floor(r.sku.lowest30 * 0.85) / 100, stock: r.stock ?? Math.min(r.sku.stock, Math.max(a?.minStock ?? 1, 10)), limit: r.limit ?? 1, slot: r.slot ?? a?.slots[0], groupSize: r.groupSize ?? 3, autoFill: r.autoFill ?? true })} aria-label={`选择 ${r.goodsName} ${r.sku.specText}`} /> },
    { key: 'goods', title: '商品', width: 220, render: (r) => `${r.goodsName}${r.sku.specText ? ` ${r.sku.specText}` : ''}` },
    { key: 'price', title: '价格 / 近 30 天最低', width: 150, align: 'right', render: (r) => `${yuan(r.sku.price)} / ${yuan(r.sku.lowest30)}` },
    { key: 'stock', title: '库存', width: 70, align: 'right', render: (r) => r.sku.stock },
    { key: 'ap', title: '活动价（元）', width: 130, render: (r) => <InputNumber size="small" disabled={!r.on} min={0.01} max={1000000} precision={2} value={r.price} onChange={(v) => set(r, { price: v ?? undefined })} aria-label={`${r.goodsName} ${r.sku.specText} 活动价`} /> },
    { key: 'as', title: '活动库存', width: 110, render: (r) => <InputNumber size="small" disabled={!r.on} min={1} max={1000000} precision={0} value={r.stock} onChange={(v) => set(r, { stock: v ?? undefined })} aria-label={`${r.goodsName} ${r.sku.specText} 活动库存`} /> },
    { key: 'lim', title: '每人限购', width: 100, render: (r) => <InputNumber size="small" disabled={!r.on} min={1} max={99} precision={0} value={r.limit} onChange={(v) => set(r, { limit: v ?? undefined })} aria-label={`${r.goodsName} ${r.sku.specText} 每人限购`} /> },
    ...(activityType === 2
      ? [{ key: 'slot', title: '场次', width: 150, render: (r: Row) => <Select size="small" disabled={!r.on} value={r.slot} options={(a?.slots ?? []).map((s) => ({ value: s, label: s }))} onChange={(v) => set(r, { slot: v })} aria-label={`${r.goodsName} ${r.sku.specText} 场次`} style={{ width: 130 }} /> }]
      : []),
    ...(activityType === 21
      ? [
          { key: 'gs', title: '成团人数', width: 100, render: (r: Row) => <InputNumber size="small" disabled={!r.on} min={2} max={10} precision={0} value={r.groupSize} onChange={(v) => set(r, { groupSize: v ?? undefined })} aria-label={`${r.goodsName} ${r.sku.specText} 成团人数`} /> },
          { key: 'af', title: '24 小时未成团', width: 150, render: (r: Row) => <Select size="small" disabled={!r.on} value={r.autoFill ? 1 : 0} options={[{ value: 1, label: '平台补足成团' }, { value: 0, label: '全额退款' }]} onChange={(v) => set(r, { autoFill: v === 1 })} aria-label={`${r.goodsName} ${r.sku.specText} 未成团处理`} style={{ width: 130 }} /> },
        ]
      : []),
  ];
  return (
    <PageContainer title={`${TYPE_TEXT[activityType]}报名${a ? `：${a.name}` : ''}`}>
      {q.isError ? <LoadError variant="result" what="活动" retry={() => void q.refetch()} /> : !a || !goods.data ? <Skeleton active /> : (
        <>
          <Alert type={a.qualified ? 'info' : 'warning'} showIcon message={a.qualified ? `报名截止 ${day(a.signupEnd)}；${a.rules.join('；')}` : `不可报名：${a.reason}`} />
          <p className="xm-mk-muted">活动库存从商品库存中划出：同一 SKU 各活动占用的活动库存之和不超过商品库存；驳回或撤回后不再占用。</p>
          <DataTable<Row> aria-label="可报名的 SKU" rows={all} columns={columns} rowKey={(r) => r.sku.skuId} empty="没有在售商品" />
          <div style={{ marginTop: 16 }}>
            <Auth authKey={EDIT}>
              <Button type="primary" onClick={() => void send()} loading={submit.isPending} disabled={!a.qualified}>
                提交报名（{chosen.length} 个 SKU）
              </Button>
            </Auth>
          </div>
        </>
      )}
    </PageContainer>
  );
}

/** /activity/data/{activityType}/{activityId}/{goodsId}: one goods' lines bought at the activity price, per day. */
export function ActivityDataPage({ activityType, activityId, goodsId, groupState }: { activityType: ActType; activityId: number; goodsId: number; groupState?: 1 | 2 | 3 }) {
  const q = useActivityData({ activityId, goodsId });
  const d = q.data;
  const columns: DataColumn<MkActivityDataDay>[] = [
    { key: 'day', title: '日期', width: 110, render: (x) => x.day },
    { key: 'orders', title: '订单', width: 80, align: 'right', render: (x) => x.orders },
    { key: 'buyers', title: '买家', width: 80, align: 'right', render: (x) => x.buyers },
    { key: 'units', title: '件数', width: 80, align: 'right', render: (x) => x.units },
    { key: 'paid', title: '实付', width: 110, align: 'right', render: (x) => yuan(x.paidAmount) },
    { key: 'refunds', title: '退款', width: 110, align: 'right', render: (x) => yuan(x.refunds) },
    { key: 'discount', title: '活动优惠', width: 110, align: 'right', render: (x) => yuan(x.discount) },
    { key: 'cost', title: '店铺出资', width: 110, align: 'right', render: (x) => yuan(x.cost) },
  ];
  return (
    <PageContainer title={d ? `活动数据：${d.goodsName}` : '活动数据'}>
      {q.isError ? <LoadError variant="result" what="活动数据" retry={() => void q.refetch()} /> : !d ? <Skeleton active /> : (
        <>
          <p className="xm-mk-muted">{d.activity.name}（{d.activity.typeText}，{d.activity.phaseText}）</p>
          <Card className="xm-mk-stats" role="group" aria-label="活动数据汇总">
            <Statistic title="订单" value={d.orders} />
            <Statistic title="买家" value={d.buyers} />
            <Statistic title="件数" value={d.units} />
            <Statistic title="实付" value={yuan(d.paidAmount)} />
            <Statistic title="退款" value={yuan(d.refunds)} />
            <Statistic title="活动优惠" value={yuan(d.discount)} />
            <Statistic title="店铺出资" value={yuan(d.cost)} />
          </Card>
          <h2 className="xm-mk-h2">每日</h2>
          <DataTable<MkActivityDataDay> aria-label="每日活动数据" rows={[...d.series].reverse()} columns={columns} rowKey={(x) => x.day} empty="还没有订单" />
          {d.activity.type === 21 && <GroupSection activityType={activityType} activityId={activityId} goodsId={goodsId} {...(groupState ? { groupState } : {})} />}
        </>
      )}
    </PageContainer>
  );
}

export { entryColumns };
