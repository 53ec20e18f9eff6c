import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Timeline from 'antd/es/timeline';
import { roadshowApplications, useActivityGoodsOptions, useRoadshowApplications, useRoadshowApply, useRoadshowCancel, useRoadshowList, useRoadshowSchedule } from '@/api/gen/endpoints/activity/activity';
import type { Roadshow, RoadshowApplication } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { PHASE_COLOR, yuan } from './shared';
import { ROADSHOW_TABS, type RoadshowTab } from './roadshow-search';
import './activity.css';
import { LoadError } from '@/components/load-error';

const PAY = ['activity.platform.list', 'common.roadshow.list', 'activity.platform.pay'];
const K = { list: '/xm-merchant/activity/roadshow/list', apps: '/xm-merchant/activity/roadshow/applications', schedule: '/xm-merchant/activity/roadshow/schedule' } as const;
const LIVE_KEYS = [[K.list], [K.apps], [K.schedule]];
const APP_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default', 4: 'blue' };
const TAB_STATUS: Record<RoadshowTab, 0 | 1 | 2 | 3 | 4> = { pending: 0, approved: 1, rejected: 2, cancelled: 3, ended: 4 };
const TAB_TEXT: Record<RoadshowTab, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回', cancelled: '已取消', ended: '已结束' };

const slotDay = (t: number) => formatTime(t, 'YYYY-MM-DD dddd');

// ------------------------------------------------------------------------------------- the events ----

interface ApplyValues {
  slotId: number;
  goodsIds: number[];
  contactName: string;
  contactPhone: string;
  remark?: string;
}

function ApplyDialog({ r, balance, onClose }: { r: Roadshow; balance: number; onClose: () => void }) {
  const [form] = Form.useForm<ApplyValues>();
  const goods = useActivityGoodsOptions({});
  const apply = useRoadshowApply();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const submit = async (v: ApplyValues) => {
    const res = await apply
      .mutateAsync({ data: { roadshowId: r.roadshowId, slotId: v.slotId, goodsIds: v.goodsIds, contactName: v.contactName.trim(), contactPhone: v.contactPhone.trim(), remark: v.remark?.trim() || null } })
      .catch(() => undefined);
    if (!res) return;
    feedback.success(`已报名，展位费 ${yuan(res.fee)} 已从营销账户扣除，等待平台审核`);
    void qc.invalidateQueries({ queryKey: [K.list] });
    void qc.invalidateQueries({ queryKey: [K.apps] });
    onClose();
    void navigate({ to: '/activity/roadshow-activity', search: { status: 'pending' } });
  };
  return (
    <Modal open title={`报名路演：${r.name}`} okText={`报名并支付 ${yuan(r.boothFee)}`} cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={apply.isPending} destroyOnHidden>
      <p className="xm-mk-muted">
        {r.school} · {r.venue} · {r.date}。展位费 {yuan(r.boothFee)} 报名时从营销账户扣除（当前余额 {yuan(balance)}）；报名截止（{formatTime(r.signupEnd, 'MM-DD HH:mm')}）前取消或被驳回全额退回。
      </p>
      <Form<ApplyValues> form={form} layout="vertical" onFinish={submit} initialValues={{ slotId: r.slots.find((s) => s.placesLeft > 0)?.slotId }}>
        <Form.Item name="slotId" label="时段" rules={[{ required: true, message: '请选择时段' }]}>
          <Radio.Group>
            {r.slots.map((s) => (
              <Radio key={s.slotId} value={s.slotId} disabled={s.placesLeft <= 0}>
                {s.label}（剩 {s.placesLeft}/{s.places}）
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="goodsIds" label="展示商品（1-10 件）" rules={[{ required: true, message: '请选择要展示的商品' }, { type: 'array', max: 10, message: '展示商品至多 10 件' }]}>
          <Select mode="multiple" loading={goods.isLoading} placeholder="选择在售商品" optionFilterProp="label" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))} />
        </Form.Item>
        <Form.Item name="contactName" label="现场联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }, { max: 20, message: '联系人最多 20 个字' }]}>
          <Input maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" rules={[{ required: true, message: '请填写联系电话' }, { pattern: /^1\d{10}$/, message: '联系电话应为 11 位手机号' }]}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="remark" label="备注（选填）">
          <Input.TextArea maxLength={200} rows={2} placeholder="如需要电源、桌椅" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RoadshowCard({ r, onApply }: { r: Roadshow; onApply: (r: Roadshow) => void }) {
  return (
    <Card title={r.name} extra={<StatusTag color={PHASE_COLOR[r.phase]}>{r.phaseText}</StatusTag>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 's', label: '学校', children: `${r.school}（${r.city}）` },
          { key: 'v', label: '场地', children: r.venue },
          { key: 'd', label: '日期', children: slotDay(r.startAt) },
          { key: 't', label: '时段与名额', children: r.slots.map((s) => `${s.label} 剩 ${s.placesLeft}/${s.places}`).join('；') },
          { key: 'f', label: '展位费', children: yuan(r.boothFee) },
          { key: 'w', label: '报名时间', children: `${formatTime(r.signupStart, 'MM-DD HH:mm')} 至 ${formatTime(r.signupEnd, 'MM-DD HH:mm')}` },
          { key: 'i', label: '介绍', children: r.description },
          {
            key: 'q',
            label: '本店',
            children: r.myApplicationId ? (
              <RouterAnchor to="/activity/roadshow-activity" search={{}}>
                已报名（{r.myStatus === 0 ? '待审核' : r.myStatus === 4 ? '已结束' : '已通过'}）
              </RouterAnchor>
            ) : r.canApply ? (
              '可报名'
            ) : (
              <span className="xm-mk-reason">不可报名：{r.reason}</span>
            ),
          },
        ]}
      />
      {r.canApply && (
        <Auth authKey={PAY}>
          <Button type="primary" onClick={() => onApply(r)}>
            我要报名
          </Button>
        </Auth>
      )}
    </Card>
  );
}

/** /activity/roadshow: the platform's roadshows, open ones first; school and month filters live in the URL. */
export function RoadshowPage({ school, month }: { school?: string; month?: string }) {
  const navigate = useNavigate();
  const q = useRoadshowList({ ...(school ? { school } : {}), ...(month ? { month } : {}) });
  const [applying, setApplying] = useState<Roadshow | null>(null);
  useLiveInvalidate('activity.roadshowReviewed', LIVE_KEYS);
  const months = Array.from({ length: 9 }, (_, i) => dayjs().add(i - 4, 'month').format('YYYY-MM'));
  const go = (s: { school?: string; month?: string }) => void navigate({ to: '/activity/roadshow', search: { ...(s.school ? { school: s.school } : {}), ...(s.month ? { month: s.month } : {}) } });
  return (
    <PageContainer
      title="路演活动"
      extra={
        <RouterAnchor to="/activity/roadshow-activity" search={{}}>
          本店报名与排期
        </RouterAnchor>
      }
    >
      <div className="xm-rs-filters">
        <label>
          学校
          <Select aria-label="学校" allowClear placeholder="全部学校" style={{ width: 200 }} value={school} onChange={(v) => go({ school: v, month })} options={(q.data?.schools ?? (school ? [school] : [])).map((s) => ({ value: s, label: s }))} />
        </label>
        <label>
          月份
          <Select aria-label="月份" allowClear placeholder="全部月份" style={{ width: 140 }} value={month} onChange={(v) => go({ school, month: v })} options={months.map((m) => ({ value: m, label: dayjs(`${m}-01`).format('YYYY 年 M 月') }))} />
        </label>
        {q.data && (
          <span className="xm-mk-muted">
            营销资金余额 {yuan(q.data.marketingBalance)}（<span className="xm-rs-link"><RouterAnchor to="/finance/marketing">充值与流水</RouterAnchor></span>）
          </span>
        )}
      </div>
      {q.isError ? (
        <LoadError variant="result" what="路演活动" retry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active />
      ) : q.data.list.length === 0 ? (
        <p className="xm-mk-muted">没有符合条件的路演</p>
      ) : (
        <div className="xm-mk-cards">
          {q.data.list.map((r) => (
            <RoadshowCard key={r.roadshowId} r={r} onApply={setApplying} />
          ))}
        </div>
      )}
      {applying && q.data && <ApplyDialog r={applying} balance={q.data.marketingBalance} onClose={() => setApplying(null)} />}
    </PageContainer>
  );
}

// ---------------------------------------------------------------------------- this shop's applications ----

function Schedule() {
  const q = useRoadshowSchedule({});
  if (q.isError) return <LoadError variant="result" what="路演排期" retry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active />;
  if (!q.data.list.length) return <p className="xm-mk-muted">暂无已通过的路演时段</p>;
  return (
    <Timeline
      items={q.data.list.map((a) => ({
        key: a.applicationId,
        color: a.status === 4 ? 'gray' : 'blue',
        children: (
          <span>
            <strong>{formatTime(a.startAt, 'M 月 D 日 dddd')} {a.slotLabel}</strong> · {a.school} {a.venue} · {a.roadshowName}
            {a.status === 4 ? '（已结束）' : ''}
          </span>
        ),
      }))}
    />
  );
}

/** /activity/roadshow-activity: this shop's applications (status tab in the URL), the schedule and the results. */
export function RoadshowActivityPage({ status }: { status?: RoadshowTab }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { modal } = App.useApp();
  const query = { pageSize: 20, ...(status ? { status: TAB_STATUS[status] } : {}) };
  const q = useRoadshowApplications(query);
  const [more, setMore] = useState<{ key: string; rows: RoadshowApplication[]; cursor: string | null } | null>(null);
  const cancel = useRoadshowCancel();
  useLiveInvalidate('activity.roadshowReviewed', LIVE_KEYS);
  useLiveInvalidate('activity.roadshow', LIVE_KEYS);
  const key = status ?? 'all';
  const extra = more?.key === key ? more : null;
  const rows = [...(q.data?.list ?? []), ...(extra?.rows ?? [])];
  const cursor = extra ? extra.cursor : (q.data?.nextCursor ?? null);
  const loadMore = async () => {
    if (!cursor) return;
    const page = await roadshowApplications({ ...query, cursor }).catch(() => undefined);
    if (page) setMore({ key, rows: [...(extra?.rows ?? []), ...page.list], cursor: page.nextCursor });
  };
  const askCancel = (a: RoadshowApplication) =>
    modal.confirm({
      title: `取消报名 ${a.applicationNo}？`,
      content: `取消后名额释放，展位费 ${yuan(a.fee)} 退回营销账户。`,
      okText: '取消报名',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: async () => {
        const r = await cancel.mutateAsync({ data: { applicationId: a.applicationId } }).catch(() => undefined);
        if (!r) return;
        feedback.success(`已取消，展位费 ${yuan(r.fee)} 已退回营销账户`);
        setMore(null);
        for (const k of Object.values(K)) void qc.invalidateQueries({ queryKey: [k] });
      },
    });
  const columns: DataColumn<RoadshowApplication>[] = [
    { key: 'no', title: '报名编号', width: 170, render: (a) => a.applicationNo },
    { key: 'rs', title: '路演', width: 220, render: (a) => `${a.roadshowName}（${a.school}）` },
    { key: 'slot', title: '时段', width: 170, render: (a) => `${formatTime(a.startAt, 'YYYY-MM-DD')} ${a.slotLabel}` },
    { key: 'goods', title: '展示商品', width: 200, render: (a) => a.goods.map((g) => g.name).join('、') },
    { key: 'fee', title: '展位费', width: 130, align: 'right', render: (a) => (a.refunded ? `${yuan(a.fee)}（已退回）` : yuan(a.fee)) },
    {
      key: 'status',
      title: '状态',
      width: 200,
      render: (a) => (
        <>
          <StatusTag color={APP_COLOR[a.status]}>{a.statusText}</StatusTag>
          {a.reviewNote ? <span className="xm-mk-muted">{a.reviewNote}</span> : null}
        </>
      ),
    },
    {
      key: 'result',
      title: '结果',
      width: 200,
      render: (a) => (a.result ? `到场 ${a.result.visitors} 人 · 线索 ${a.result.leads} · 成交 ${a.result.orders} 单` : a.status === 4 ? '待平台录入' : '—'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      pin: 'end',
      render: (a) =>
        a.cancellable ? (
          <Auth authKey={PAY}>
            <span className="xm-mk-actions">
              <button type="button" className="xm-mk-danger" onClick={() => askCancel(a)}>
                取消报名
              </button>
            </span>
          </Auth>
        ) : null,
    },
  ];
  const counts = q.data?.counts;
  const tabs = [
    { key: 'all', label: `全部${counts ? ` ${counts.all}` : ''}` },
    ...ROADSHOW_TABS.map((t) => ({ key: t, label: `${TAB_TEXT[t]}${counts ? ` ${counts[t]}` : ''}` })),
  ];
  return (
    <PageContainer
      title="路演报名"
      extra={
        <RouterAnchor to="/activity/roadshow" search={{}}>
          去报名路演
        </RouterAnchor>
      }
    >
      <h2 className="xm-mk-h2">排期</h2>
      <Schedule />
      <h2 className="xm-mk-h2">报名记录</h2>
      <Tabs activeKey={key} items={tabs} onChange={(k) => void navigate({ to: '/activity/roadshow-activity', search: k === 'all' ? {} : { status: k as RoadshowTab } })} />
      {q.isError ? (
        <LoadError variant="result" what="路演报名" retry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active />
      ) : (
        <>
          <DataTable<RoadshowApplication> aria-label="路演报名" rows={rows} columns={columns} rowKey={(a) => a.applicationId} empty="没有路演报名" />
          {cursor && (
            <Button onClick={() => void loadMore()} style={{ marginTop: 12 }}>
              加载更多
            </Button>
          )}
        </>
      )}
    </PageContainer>
  );
}
