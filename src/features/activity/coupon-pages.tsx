import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tabs from 'antd/es/tabs';
import { useActivityGoodsOptions, useCouponDetail, useCouponList, useCouponSave, useCouponStatistics, useCouponStop } from '@/api/gen/endpoints/activity/activity';
import type { Coupon, CouponDay } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { K, STATE_COLOR, toFen, yuan } from './shared';
import './activity.css';
import { LoadError } from '@/components/load-error';

const EDIT = ['coupon.list', 'coupon.edit'];
const LIVE_KEYS = [[K.coupons]];
const STATES = [
  { key: '0', label: '全部' },
  { key: '1', label: '未开始' },
  { key: '2', label: '进行中' },
  { key: '3', label: '已结束' },
  { key: '4', label: '已停发' },
];

/** /marketing/coupon: the shop's coupons by state (in the URL), with their claims and uses. */
export function CouponListPage({ state }: { state?: number }) {
  const navigate = useNavigate();
  const q = useCouponList({ pageSize: 100, ...(state ? { state: state as 1 } : {}) });
  const stop = useCouponStop();
  const qc = useQueryClient();
  const { modal } = App.useApp();
  useLiveInvalidate('coupon.changed', LIVE_KEYS);
  const askStop = (c: Coupon) =>
    modal.confirm({
      title: `停发优惠券「${c.name}」？`,
      content: '停发后买家不能再领取；已领取的券在有效期内仍可使用。',
      okText: '停发',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await stop.mutateAsync({ data: { couponId: c.couponId } }).catch(() => undefined);
        if (r === undefined) return;
        feedback.success('已停发');
        void qc.invalidateQueries({ queryKey: [K.coupons] });
      },
    });
  const columns: DataColumn<Coupon>[] = [
    { key: 'name', title: '名称', width: 180, render: (c) => <RouterAnchor to="/marketing/coupon/detail" search={{ couponId: c.couponId }}>{c.name}</RouterAnchor> },
    { key: 'type', title: '类型', width: 90, render: (c) => c.typeText },
    { key: 'rule', title: '优惠', width: 200, render: (c) => c.rule },
    { key: 'qty', title: '领取 / 使用 / 总量', width: 150, align: 'right', render: (c) => `${c.claimed} / ${c.used} / ${c.total}` },
    { key: 'claim', title: '领取时间', width: 220, render: (c) => `${formatTime(c.claimStart, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(c.claimEnd, 'MM-DD HH:mm')}` },
    { key: 'state', title: '状态', width: 90, render: (c) => <StatusTag color={STATE_COLOR[c.state]}>{c.stateText}</StatusTag> },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      pin: 'end',
      render: (c) => (
        <span className="xm-mk-actions">
          <RouterAnchor to="/marketing/coupon/statistics" search={{ couponId: c.couponId }}>
            数据
          </RouterAnchor>
          {(c.state === 1 || c.state === 2) && (
            <Auth authKey={EDIT}>
              <RouterAnchor to="/marketing/coupon/edit" search={{ couponId: c.couponId }}>
                编辑
              </RouterAnchor>
              <button type="button" className="xm-mk-danger" onClick={() => askStop(c)}>
                停发
              </button>
            </Auth>
          )}
        </span>
      ),
    },
  ];
  return (
    <PageContainer
      title="优惠券"
      extra={
        <Auth authKey={EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/marketing/coupon/edit', search: {} })}>
            新建优惠券
          </Button>
        </Auth>
      }
    >
      <Tabs activeKey={String(state ?? 0)} items={STATES} onChange={(k) => void navigate({ to: '/marketing/coupon', search: k === '0' ? {} : { state: Number(k) } })} />
      {q.isError ? <LoadError variant="result" what="优惠券" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<Coupon> aria-label="优惠券" rows={q.data.list} columns={columns} rowKey={(c) => c.couponId} empty="没有优惠券" />}
    </PageContainer>
  );
}

interface Values {
  name: string;
  type: 1 | 2 | 3;
  threshold?: number;
  faceValue?: number;
  rate?: number;
  maxOff?: number | null;
  total: number;
  perBuyerLimit: number;
  claim: [Dayjs, Dayjs];
  validKind: 1 | 2;
  valid?: [Dayjs, Dayjs];
  validDays?: number;
  scope: 1 | 2;
  goodsIds: number[];
  audience: 1 | 2 | 3;
  shopShare: number;
}

function CouponForm({ coupon }: { coupon: Coupon | null }) {
  const navigate = useNavigate();
  const save = useCouponSave();
  const goods = useActivityGoodsOptions({});
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? coupon?.type ?? 1;
  const validKind = Form.useWatch('validKind', form) ?? coupon?.validKind ?? 2;
  const scope = Form.useWatch('scope', form) ?? coupon?.scope ?? 1;
  const running = coupon?.state === 2;
  const init: Partial<Values> = coupon
    ? {
        name: coupon.name,
        type: coupon.type as 1,
        threshold: coupon.threshold / 100,
        faceValue: coupon.faceValue / 100,
        rate: coupon.rateBp ? coupon.rateBp / 1000 : undefined,
        maxOff: coupon.maxOff == null ? null : coupon.maxOff / 100,
        total: coupon.total,
        perBuyerLimit: coupon.perBuyerLimit,
        claim: [dayjs(coupon.claimStart), dayjs(coupon.claimEnd)],
        validKind: coupon.validKind as 1,
        valid: coupon.validStart != null && coupon.validEnd != null ? [dayjs(coupon.validStart), dayjs(coupon.validEnd)] : undefined,
        validDays: coupon.validDays ?? undefined,
        scope: coupon.scope as 1,
        goodsIds: coupon.goodsIds,
        audience: coupon.audience as 1,
        shopShare: coupon.shopShareBp / 100,
      }
    : { type: 1, total: 1000, perBuyerLimit: 1, validKind: 2, validDays: 30, scope: 1, goodsIds: [], audience: 1, shopShare: 100, claim: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')] };
  const submit = async (v: Values) => {
    const r = await save
      .mutateAsync({
        data: {
          ...(coupon ? { couponId: coupon.couponId, version: coupon.version } : {}),
          name: v.name.trim(),
          type: v.type,
          threshold: v.type === 3 ? 0 : toFen(v.threshold),
          faceValue: v.type === 2 ? 0 : toFen(v.faceValue),
          rateBp: v.type === 2 ? Math.round((v.rate ?? 0) * 1000) : 0,
          maxOff: v.type === 2 && v.maxOff ? toFen(v.maxOff) : null,
          total: v.total,
          perBuyerLimit: v.perBuyerLimit,
          claimStart: v.claim[0].valueOf(),
          claimEnd: v.claim[1].valueOf(),
          validKind: v.validKind,
          validStart: v.validKind === 1 && v.valid ? v.valid[0].valueOf() : null,
          validEnd: v.validKind === 1 && v.valid ? v.valid[1].valueOf() : null,
          validDays: v.validKind === 2 ? (v.validDays ?? null) : null,
          scope: v.scope,
          goodsIds: v.scope === 2 ? v.goodsIds : [],
          audience: v.audience,
          shopShareBp: Math.round(v.shopShare * 100),
        },
      })
      .catch(() => undefined);
    if (r === undefined) return;
    feedback.success('优惠券已保存');
    void qc.invalidateQueries({ queryKey: [K.coupons] });
    if (r) void navigate({ to: "/marketing/coupon/detail", search: { couponId: r.couponId } });
  };
  return (
    <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '140px' }} initialValues={init} onFinish={submit} className="xm-mk-form">
      {running && <p className="xm-mk-muted">进行中的优惠券只能修改名称、发放总量（不少于已领取的 {coupon!.claimed} 张）和延长领取结束时间。</p>}
      <Form.Item name="name" label="优惠券名称" rules={[{ required: true, whitespace: true, message: '请输入优惠券名称' }, { max: 30, message: '名称最多 30 个字' }]}>
        <Input maxLength={30} showCount />
      </Form.Item>
      <Form.Item name="type" label="类型">
        <Radio.Group disabled={running} options={[{ value: 1, label: '满减券' }, { value: 2, label: '折扣券' }, { value: 3, label: '无门槛券' }]} />
      </Form.Item>
      {type !== 3 && (
        <Form.Item name="threshold" label="使用门槛（元）" rules={[{ required: type === 1, message: '请输入使用门槛' }]}>
          <InputNumber min={0} max={100000} precision={2} disabled={running} addonBefore="满" />
        </Form.Item>
      )}
      {type !== 2 && (
        <Form.Item name="faceValue" label="面额（元）" rules={[{ required: true, message: '请输入面额' }]}>
          <InputNumber min={0.01} max={1000} precision={2} disabled={running} addonBefore="减" />
        </Form.Item>
      )}
      {type === 2 && (
        <>
          <Form.Item name="rate" label="折扣（折）" rules={[{ required: true, message: '请输入折扣' }]}>
            <InputNumber min={1} max={9.9} step={0.1} precision={1} disabled={running} addonAfter="折" />
          </Form.Item>
          <Form.Item name="maxOff" label="最多优惠（元）">
            <InputNumber min={0.01} max={100000} precision={2} disabled={running} placeholder="不封顶" />
          </Form.Item>
        </>
      )}
      <Form.Item name="total" label="发放总量（张）" rules={[{ required: true, message: '请输入发放总量' }]}>
        <InputNumber min={1} max={1000000} precision={0} />
      </Form.Item>
      <Form.Item name="perBuyerLimit" label="每人限领（张）" rules={[{ required: true, message: '请输入每人限领' }]}>
        <InputNumber min={1} max={10} precision={0} disabled={running} />
      </Form.Item>
      <Form.Item name="claim" label="领取时间" rules={[{ required: true, message: '请选择领取时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" needConfirm={false} disabled={[running, false]} />
      </Form.Item>
      <Form.Item name="validKind" label="用券时间">
        <Radio.Group disabled={running} options={[{ value: 1, label: '固定日期' }, { value: 2, label: '领取后 N 天内' }]} />
      </Form.Item>
      {validKind === 1 ? (
        <Form.Item name="valid" label="用券日期" rules={[{ required: true, message: '请选择用券时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={running} />
        </Form.Item>
      ) : (
        <Form.Item name="validDays" label="有效天数" rules={[{ required: true, message: '请输入有效天数' }]}>
          <InputNumber min={1} max={365} precision={0} disabled={running} addonAfter="天" />
        </Form.Item>
      )}
      <Form.Item name="scope" label="适用范围">
        <Radio.Group disabled={running} options={[{ value: 1, label: '全店商品' }, { value: 2, label: '指定商品' }]} />
      </Form.Item>
      {scope === 2 && (
        <Form.Item name="goodsIds" label="指定商品" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择 1 件商品' }]}>
          <Select mode="multiple" disabled={running} loading={goods.isLoading} optionFilterProp="label" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: `${g.name}（${yuan(g.price)}）` }))} aria-label="指定商品" />
        </Form.Item>
      )}
      <Form.Item name="audience" label="发放对象">
        <Radio.Group disabled={running} options={[{ value: 1, label: '全部买家' }, { value: 2, label: '新买家' }, { value: 3, label: '老买家' }]} />
      </Form.Item>
      <Form.Item name="shopShare" label="店铺出资比例" extra="店铺出资部分在买家用券时从营销账户扣除，其余由平台补贴。">
        <InputNumber min={0} max={100} precision={0} disabled={running} addonAfter="%" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /marketing/coupon/edit?couponId=: create (no id) or edit a coupon. */
export function CouponEditPage({ couponId }: { couponId?: number }) {
  const q = useCouponDetail({ couponId: couponId ?? 0 }, { query: { enabled: !!couponId } });
  return (
    <PageContainer title={couponId ? '编辑优惠券' : '新建优惠券'}>
      <Card>{couponId ? q.isError ? <LoadError variant="result" what="优惠券" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <CouponForm coupon={q.data} /> : <CouponForm coupon={null} />}</Card>
    </PageContainer>
  );
}

function describe(c: Coupon) {
  return [
    { key: 'type', label: '类型', children: c.typeText },
    { key: 'rule', label: '优惠', children: c.rule },
    { key: 'state', label: '状态', children: <StatusTag color={STATE_COLOR[c.state]}>{c.stateText}</StatusTag> },
    { key: 'qty', label: '已领取 / 总量', children: `${c.claimed} / ${c.total}` },
    { key: 'used', label: '已使用', children: c.used },
    { key: 'limit', label: '每人限领', children: `${c.perBuyerLimit} 张` },
    { key: 'claim', label: '领取时间', children: `${formatTime(c.claimStart, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(c.claimEnd, 'YYYY-MM-DD HH:mm')}` },
    { key: 'valid', label: '用券时间', children: c.validKind === 1 ? `${formatTime(c.validStart!, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(c.validEnd!, 'YYYY-MM-DD HH:mm')}` : `领取后 ${c.validDays} 天内` },
    { key: 'scope', label: '适用范围', children: c.scope === 1 ? '全店商品' : `指定商品 ${c.goodsIds.length} 件` },
    { key: 'aud', label: '发放对象', children: c.audienceText },
    { key: 'share', label: '出资', children: `店铺 ${c.shopShareBp / 100}%，平台 ${100 - c.shopShareBp / 100}%` },
    { key: 'stop', label: '停发时间', children: c.stoppedAt ? `${formatTime(c.stoppedAt)}（已领取的券仍可使用）` : '—' },
  ];
}

/** /marketing/coupon/detail?couponId= */
export function CouponDetailPage({ couponId }: { couponId?: number }) {
  const q = useCouponDetail({ couponId: couponId ?? 0 }, { query: { enabled: !!couponId } });
  return (
    <PageContainer
      title={q.data ? `优惠券：${q.data.name}` : '优惠券详情'}
      extra={
        q.data && (
          <RouterAnchor to="/marketing/coupon/statistics" search={{ couponId: q.data.couponId }}>
            查看数据
          </RouterAnchor>
        )
      }
    >
      <Card>{!couponId ? <p>请从优惠券列表选择一张优惠券。</p> : q.isError ? <LoadError variant="result" what="优惠券" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <Descriptions column={2} items={describe(q.data)} />}</Card>
    </PageContainer>
  );
}

/** /marketing/coupon/statistics?couponId=: claimed, used, use rate, paid amount, cost, return on cost, and the last 30 days. */
export function CouponStatisticsPage({ couponId }: { couponId?: number }) {
  const q = useCouponStatistics({ couponId: couponId ?? 0 }, { query: { enabled: !!couponId } });
  const d = q.data;
  const max = d ? Math.max(1, ...d.series.map((x) => x.used), ...d.series.map((x) => x.claimed)) : 1;
  const columns: DataColumn<CouponDay>[] = [
    { key: 'day', title: '日期', width: 110, render: (x) => x.day },
    {
      key: 'bar',
      title: '领取 / 使用',
      width: 260,
      render: (x) => (
        <span className="xm-mk-bars" role="img" aria-label={`领取 ${x.claimed}，使用 ${x.used}`}>
          <span className="xm-mk-bar claimed" style={{ width: `${(x.claimed / max) * 100}%` }} />
          <span className="xm-mk-bar used" style={{ width: `${(x.used / max) * 100}%` }} />
        </span>
      ),
    },
    { key: 'claimed', title: '领取', width: 70, align: 'right', render: (x) => x.claimed },
    { key: 'used', title: '使用', width: 70, align: 'right', render: (x) => x.used },
    { key: 'paid', title: '用券实付', width: 110, align: 'right', render: (x) => yuan(x.paidAmount) },
    { key: 'cost', title: '优惠成本', width: 110, align: 'right', render: (x) => yuan(x.cost) },
  ];
  return (
    <PageContainer title={d ? `优惠券数据：${d.coupon.name}` : '优惠券数据'}>
      {!couponId ? (
        <p>请从优惠券列表选择一张优惠券。</p>
      ) : q.isError ? (
        <LoadError variant="result" what="优惠券数据" retry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Card className="xm-mk-stats" role="group" aria-label="优惠券数据汇总">
            <Statistic title="已领取" value={d.claimed} />
            <Statistic title="已使用" value={d.used} />
            <Statistic title="使用率" value={`${(d.useRate * 100).toFixed(1)}%`} />
            <Statistic title="用券订单实付" value={yuan(d.paidAmount)} />
            <Statistic title="优惠成本" value={yuan(d.cost)} />
            <Statistic title="店铺出资" value={yuan(d.shopCost)} />
            <Statistic title="投入产出比" value={d.returnOnCost.toFixed(2)} />
          </Card>
          <h2 className="xm-mk-h2">近 30 天</h2>
          <DataTable<CouponDay> aria-label="每日数据" rows={[...d.series].reverse()} columns={columns} rowKey={(x) => x.day} empty="没有数据" />
        </>
      )}
    </PageContainer>
  );
}
