import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { getViolationDetailQueryKey, useViolationAppeal, useViolationDetail, useViolationSummary, violationList } from '@/api/gen/endpoints/after-sale/after-sale';
import type { Violation } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { Auth } from '@/components/auth';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { ImageUpload } from '@/components/upload/image-upload';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { V_STATUS } from './constants';
import { Countdown } from './countdown';
import './after-sale.css';

function Summary() {
  const s = useViolationSummary({}).data;
  if (!s) return null;
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions column={3} size="small">
        <Descriptions.Item label={`${s.year} 年扣分`}>
          <strong style={{ fontSize: 20 }}>{s.points}</strong> 分（{s.count} 条，申诉中 {s.appealing} 条）
        </Descriptions.Item>
        <Descriptions.Item label="下一档">{s.nextThreshold ? `满 ${s.nextThreshold.points} 分：${s.nextThreshold.text}` : '已达最高档'}</Descriptions.Item>
        <Descriptions.Item label="阈值">{s.thresholds.map((t) => `${t.points} 分 ${t.text}`).join('；')}</Descriptions.Item>
      </Descriptions>
      {s.restrictions.length ? <Alert type="error" showIcon message={`当前限制：${s.restrictions.join('；')}`} /> : <Alert type="success" showIcon message="当前没有因违规带来的店铺限制" />}
    </Card>
  );
}

/** /after-sale-violation/violation-list: points this year, restrictions, every violation with its penalty and appeal. */
export function ViolationListPage() {
  const [tab, setTab] = useState('0');
  const filter = tab === '0' ? {} : { status: Number(tab) };
  const list = useKeysetList<Violation>(['/xm-merchant/violation/list', filter], (cursor, signal) => violationList({ filter, cursor, pageSize: 50 }, undefined, signal));
  const columns: DataColumn<Violation>[] = [
    { key: 'no', title: '违规编号', width: 190, render: (r) => <RouterAnchor to="/after-sale-violation/violation-detail" search={{ violationId: r.violationId }}>{r.violationNo}</RouterAnchor> },
    { key: 'rule', title: '违规类型', width: 130, render: (r) => r.ruleName },
    { key: 'points', title: '扣分', width: 70, align: 'right', render: (r) => r.points },
    { key: 'penalty', title: '处罚', width: 180, render: (r) => `${r.penaltyText}${r.deducted ? ` ${formatMoney(r.deducted)}` : ''}` },
    { key: 'status', title: '状态', width: 100, render: (r) => <StatusTag color={V_STATUS[r.status]?.color}>{r.statusText}</StatusTag> },
    { key: 'deadline', title: '申诉截止', width: 150, render: (r) => formatTime(r.appealDeadlineAt, 'YYYY-MM-DD HH:mm') },
    { key: 'created', title: '记录时间', width: 150, render: (r) => formatTime(r.createdAt, 'YYYY-MM-DD HH:mm') },
    { key: 'op', title: '操作', width: 80, render: (r) => <RouterAnchor to="/after-sale-violation/violation-detail" search={{ violationId: r.violationId }}>{r.canAppeal ? '申诉' : '查看'}</RouterAnchor> },
  ];
  return (
    <PageContainer title="违规记录">
      <Summary />
      <Tabs activeKey={tab} onChange={setTab} items={[{ key: '0', label: '全部' }, ...Object.entries(V_STATUS).map(([k, v]) => ({ key: k, label: v.text }))]} />
      <KeysetTable<Violation> aria-label="违规记录" rows={list.rows} columns={columns} rowKey={(r) => r.violationId} loading={list.loading} empty="没有违规记录" hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
    </PageContainer>
  );
}

const detailRoute = getRouteApi('/_authed/_app/after-sale-violation/violation-detail');

/** /after-sale-violation/violation-detail?violationId=: rule, evidence, penalty, appeal deadline and outcome; the appeal form. */
export function ViolationDetailPage() {
  const { violationId } = detailRoute.useSearch();
  const q = useViolationDetail({ violationId }, { query: { enabled: violationId > 0 } });
  const appeal = useViolationAppeal();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const v = q.data;
  const submit = async (f: { text: string; images?: string[] }) => {
    const ok = await appeal.mutateAsync({ data: { violationId, text: f.text, images: f.images ?? [] } }).catch(() => null);
    if (ok) {
      void message.success('申诉已提交，等待平台处理');
      void queryClient.invalidateQueries({ queryKey: getViolationDetailQueryKey({ violationId }).slice(0, 1) });
    }
  };
  return (
    <PageContainer title="违规详情" extra={<RouterAnchor to="/after-sale-violation/violation-list">返回违规记录</RouterAnchor>}>
      {!violationId || q.isError ? (
        <Result status="404" title="违规记录不存在" />
      ) : !v ? (
        <Spin />
      ) : (
        <div className="xm-as-grid">
          <Card title={<span>{v.violationNo} <StatusTag color={V_STATUS[v.status]?.color}>{v.statusText}</StatusTag></span>}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="违规类型">{v.ruleName}（扣 {v.points} 分）</Descriptions.Item>
              <Descriptions.Item label="违规说明">{v.description}</Descriptions.Item>
              {v.orderNo ? <Descriptions.Item label="相关订单"><RouterAnchor to="/order/detail" search={{ orderId: v.orderId ?? 0 }}>{v.orderNo}</RouterAnchor></Descriptions.Item> : null}
              <Descriptions.Item label="证据">{v.evidence.length ? <div className="xm-as-imgs">{v.evidence.map((u, i) => <a key={u} href={u} target="_blank" rel="noreferrer">证据 {i + 1}</a>)}</div> : '无'}</Descriptions.Item>
              <Descriptions.Item label="处罚">
                {v.penaltyText}
                {v.penaltyAmount ? `：罚金 ${formatMoney(v.penaltyAmount)}，已从保证金扣除 ${formatMoney(v.deducted)}` : ''}
                {v.limitUntil ? `，至 ${formatTime(v.limitUntil, 'YYYY-MM-DD')}` : ''}
              </Descriptions.Item>
              <Descriptions.Item label="记录时间">{formatTime(v.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="申诉截止">
                {formatTime(v.appealDeadlineAt)}
                {v.canAppeal ? <> <Countdown deadline={v.appealDeadlineAt} waiting /></> : null}
              </Descriptions.Item>
              {v.appealedAt ? <Descriptions.Item label="申诉说明">{v.appealText}（{formatTime(v.appealedAt)}）</Descriptions.Item> : null}
              {v.decidedAt ? <Descriptions.Item label="申诉结果">{v.statusText}：{v.decisionNote}{v.status === 4 && v.deducted ? `，已退回保证金 ${formatMoney(v.deducted)}` : ''}</Descriptions.Item> : null}
            </Descriptions>
            {v.status === 4 && v.deducted ? (
              <p>
                <RouterAnchor to="/finance/deposit">查看保证金</RouterAnchor>
              </p>
            ) : null}
          </Card>
          <Card title="申诉">
            {v.canAppeal ? (
              <Auth authKey="violation.handle" fallback={<p>你没有申诉的权限</p>}>
                <Form layout="vertical" onFinish={(f) => void submit(f)}>
                  <Form.Item name="text" label="申诉说明" rules={[{ required: true, min: 5, message: '申诉说明至少 5 个字' }]}>
                    <Input.TextArea maxLength={500} rows={4} />
                  </Form.Item>
                  <Form.Item name="images" label="申诉凭证">
                    <ImageUpload scene="other" max={9} label="上传凭证" />
                  </Form.Item>
                  <p className="xm-muted">每条违规只能申诉一次，请一次提交完整的凭证。</p>
                  <Button type="primary" htmlType="submit" loading={appeal.isPending}>
                    提交申诉
                  </Button>
                </Form>
              </Auth>
            ) : (
              <p>{v.status === 2 ? '申诉已提交，等待平台处理' : v.appealedAt ? '已申诉，结果见左侧' : '已超过申诉期限'}</p>
            )}
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
