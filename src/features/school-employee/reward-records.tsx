import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { getSeRewardListQueryKey, seRewardList, useSeRewardPay } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeReward, SeRewardStateCount } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import { type RewardListSearch } from './reward-search';
import { LIVE_KEYS, PAY_MAX, REWARD_COLOR, REWARD_PAY, StateCards } from './reward-shared';
import './school-employee.css';

interface RecordFilter {
  keyword?: string;
}

export function RewardRecords({ search, go }: { search: RewardListSearch; go: (s: RewardListSearch) => void }) {
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
