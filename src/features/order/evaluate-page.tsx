import { useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { evaluationList, useEvaluationReply, useEvaluationReport } from '@/api/gen/endpoints/order/order';
import type { Evaluation } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import './evaluate.css';
import { feedback } from '@/lib/feedback';
import { formatTime } from '@/lib/dayjs';
import { serverNow } from '@/lib/server-clock';
import type { EvaluateSearch } from './search';

const routeApi = getRouteApi('/_authed/_app/order/evaluate');
const KEY = '/xm-merchant/order/evaluation/list';

function ReplyBox({ e, onDone }: { e: Evaluation; onDone: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(e.reply ?? '');
  const reply = useEvaluationReply();
  const canReply = useCan()(OP.evaluationReply);
  const editable = canReply && e.replyEditableUntil != null && e.replyEditableUntil > serverNow();
  const save = async () => {
    if (!text.trim()) {
      feedback.error('请输入回复内容');
      return;
    }
    const ok = await reply.mutateAsync({ data: { evaluationId: e.evaluationId, content: text.trim() } }).then(() => true, () => false);
    if (!ok) return;
    feedback.success(e.reply ? '回复已修改' : '回复成功');
    setEditing(false);
    onDone();
  };
  if (e.reply && !editing) {
    return (
      <div style={{ background: '#fafafa', padding: '8px 12px', borderRadius: 6, marginTop: 8 }}>
        <strong>商家回复：</strong>
        {e.reply}
        <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>
          {formatTime(e.repliedAt)}
          {editable ? (
            <>
              {' · '}可修改至 {formatTime(e.replyEditableUntil, 'MM-DD HH:mm')}
              <Button type="link" size="small" onClick={() => setEditing(true)}>
                修改回复
              </Button>
            </>
          ) : (
            ' · 已超过 24 小时，不能修改'
          )}
        </div>
      </div>
    );
  }
  if (!editing) {
    if (!canReply) return null;
    return (
      <Button size="small" style={{ marginTop: 8 }} onClick={() => setEditing(true)}>
        回复
      </Button>
    );
  }
  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input.TextArea aria-label="回复内容" value={text} onChange={(ev) => setText(ev.target.value)} maxLength={500} rows={2} placeholder="回复买家（每条评价只能回复一次，24 小时内可修改）" />
      <Button type="primary" loading={reply.isPending} onClick={save} style={{ height: 'auto' }}>
        提交
      </Button>
      <Button onClick={() => setEditing(false)} style={{ height: 'auto' }}>
        取消
      </Button>
    </Space.Compact>
  );
}

/** A review's rating as five stars (display only; an antd Rate per review costs mount time on a long list). */
export function Stars({ value }: { value: number }) {
  return (
    <span className="xm-stars" role="img" aria-label={`${value} 星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? 'xm-star-on' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

/** /order/evaluate: reviews with rating / has-images / replied filters, image preview, reply, report. */
export function EvaluatePage() {
  const canReport = useCan()(OP.evaluationReply);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState<Evaluation | null>(null);
  const [reason, setReason] = useState('');
  // One preview for the page, mounted when a thumbnail is opened (not an antd Image per thumbnail).
  const [preview, setPreview] = useState<{ images: string[]; current: number } | null>(null);
  const report = useEvaluationReport();
  const body = useMemo(
    () => ({
      ...(search.rating ? { rating: search.rating } : {}),
      ...(search.hasImages !== undefined ? { hasImages: search.hasImages === 1 } : {}),
      ...(search.replied !== undefined ? { replied: search.replied === 1 } : {}),
    }),
    [search],
  );
  const q = useInfiniteQuery({
    queryKey: [KEY, 'infinite', body],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => evaluationList({ ...body, cursor: pageParam, pageSize: 20 }, undefined, signal),
    getNextPageParam: (last) => (last?.hasMore ? last.nextCursor : undefined),
  });
  const items = q.data?.pages.flatMap((p) => p?.list ?? []) ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEY] });
  const set = (patch: Partial<EvaluateSearch>) => void navigate({ search: (s: EvaluateSearch) => Object.fromEntries(Object.entries({ ...s, ...patch }).filter(([, v]) => v !== undefined)) });
  return (
    <PageContainer title="评价管理">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>评分</span>
        <Select
          aria-label="评分"
          style={{ width: 120 }}
          value={search.rating ?? 0}
          onChange={(v) => set({ rating: v || undefined })}
          options={[{ value: 0, label: '全部' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} 星` }))]}
        />
        <span style={{ marginLeft: 12 }}>图片</span>
        <Segmented
          value={search.hasImages === undefined ? 'all' : String(search.hasImages)}
          onChange={(v) => set({ hasImages: v === 'all' ? undefined : (Number(v) as 0 | 1) })}
          options={[
            { value: 'all', label: '全部' },
            { value: '1', label: '有图' },
            { value: '0', label: '无图' },
          ]}
        />
        <span style={{ marginLeft: 12 }}>回复</span>
        <Segmented
          value={search.replied === undefined ? 'all' : String(search.replied)}
          onChange={(v) => set({ replied: v === 'all' ? undefined : (Number(v) as 0 | 1) })}
          options={[
            { value: 'all', label: '全部' },
            { value: '0', label: '未回复' },
            { value: '1', label: '已回复' },
          ]}
        />
      </Space>
      <Card size="small">
        <List
          loading={q.isLoading}
          dataSource={items}
          locale={{ emptyText: <Empty description="暂无评价" /> }}
          renderItem={(e) => (
            <List.Item
              key={e.evaluationId}
              data-testid={`evaluation-${e.evaluationId}`}
              actions={!canReport ? [] : [
                e.reportStatus === 1 ? (
                  <Tag key="r" color="orange">已举报，待平台处理</Tag>
                ) : (
                  <button key="r" type="button" className="xm-link-btn xm-danger-link" onClick={() => { setReason(''); setReporting(e); }}>
                    举报
                  </button>
                ),
              ]}
            >
              <div style={{ width: '100%' }}>
                <div className="xm-eval-head">
                  <strong>{e.buyerNick}</strong>
                  <Stars value={e.rating} />
                  <span className="xm-eval-meta">{formatTime(e.createdAt)}</span>
                  <span className="xm-eval-meta">
                    {e.goodsName} · {e.specText}
                  </span>
                  <RouterAnchor to="/order/detail" search={{ orderId: e.orderId }}>
                    订单 {e.orderNo}
                  </RouterAnchor>
                </div>
                <p style={{ margin: '8px 0' }}>{e.content}</p>
                {e.images.length ? (
                  <div className="xm-eval-images">
                    {e.images.map((src, i) => (
                      <button key={i} type="button" className="xm-eval-thumb" aria-label={`查看评价图片 ${i + 1}`} onClick={() => setPreview({ images: e.images, current: i })}>
                        <img src={src} width={72} height={72} alt={`评价图片 ${i + 1}`} loading="lazy" />
                      </button>
                    ))}
                  </div>
                ) : null}
                <ReplyBox e={e} onDone={refresh} />
              </div>
            </List.Item>
          )}
        />
        {q.hasNextPage ? (
          <div style={{ textAlign: 'center', padding: 12 }}>
            <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
              加载更多
            </Button>
          </div>
        ) : null}
      </Card>
      {preview ? (
        <Image.PreviewGroup
          items={preview.images}
          preview={{
            // The preview's own alt names the image and the dialog (an item's alt does not reach the preview image
            // in @rc-component/image: its Preview passes its own alt prop last).
            alt: `评价图片 ${preview.current + 1}`,
            open: true,
            current: preview.current,
            onChange: (current) => setPreview((p) => (p ? { ...p, current } : p)),
            onOpenChange: (open) => {
              if (!open) setPreview(null);
            },
          }}
        />
      ) : null}
      <Modal
        open={!!reporting}
        title="举报恶意评价"
        okText="提交举报"
        cancelText="取消"
        confirmLoading={report.isPending}
        onCancel={() => setReporting(null)}
        onOk={async () => {
          if (reason.trim().length < 2) {
            feedback.error('请填写举报原因（至少 2 个字）');
            return;
          }
          const ok = await report.mutateAsync({ data: { evaluationId: reporting!.evaluationId, reason: reason.trim() } }).then(() => true, () => false);
          if (!ok) return;
          feedback.success('已提交举报，平台将尽快处理');
          setReporting(null);
          refresh();
        }}
      >
        <p style={{ color: '#666' }}>举报后由平台审核，每条评价只能举报一次。</p>
        <Input.TextArea aria-label="举报原因" rows={3} maxLength={200} showCount value={reason} onChange={(ev) => setReason(ev.target.value)} placeholder="请说明举报原因，如辱骂、广告、与商品无关等" />
      </Modal>
    </PageContainer>
  );
}
