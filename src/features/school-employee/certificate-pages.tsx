import { useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import {
  getSeCertificateCandidatesQueryKey,
  getSeCertificateListQueryKey,
  seCertificateList,
  useSeCertificateCandidates,
  useSeCertificateDetail,
  useSeCertificateIssue,
  useSeCertificatePdf,
  useSeCertificateRevoke,
} from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeCertificate } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useKeysetList } from '@/lib/use-keyset-list';
import './school-employee.css';

const ISSUE = ['agent.recruit.list', 'agent.recruit.manage'];
const STATUS: Record<number, [string, string]> = { 1: ['有效', 'green'], 2: ['已撤销', 'red'] };
const day = (t: number) => formatTime(t, 'YYYY-MM-DD');

function invalidate(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/xm-job/merchant/certificate/') });
}

function IssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cand = useSeCertificateCandidates({ query: { enabled: open } });
  const issue = useSeCertificateIssue();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ agentId?: number; workSummary: string; comment: string }>();
  const agents = cand.data?.list ?? [];
  const submit = async (v: { agentId?: number; workSummary: string; comment: string }) => {
    const r = await issue.mutateAsync({ data: { agentId: v.agentId!, workSummary: v.workSummary.trim(), comment: v.comment.trim() } }).catch(() => null);
    if (!r) return;
    feedback.success(`已开具实习证明 ${r.certNo}`);
    invalidate(queryClient);
    void queryClient.invalidateQueries({ queryKey: getSeCertificateCandidatesQueryKey() });
    onClose();
    void navigate({ to: '/school-employee/internship-certificate/detail', search: { certificateId: r.certificateId } });
  };
  return (
    <Modal open={open} title="开具实习证明" okText="开具" cancelText="取消" okButtonProps={{ loading: issue.isPending }} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden width={640}>
      <p className="xm-se-muted">实习期间（入职至离任，在岗的至今天）与期间内的推荐订单按记录写入证明；工作内容与评价由店铺填写。</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="agentId" label="代理" rules={[{ required: true, message: '请选择代理' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={cand.isLoading ? '加载中…' : agents.length ? '选择在岗或已离任的代理' : '没有可开具的代理'}
            options={agents.map((a) => ({ value: a.agentId, label: `${a.name} · ${a.schoolName} · ${a.role}（${a.state === 4 ? '在岗' : '已离任'}，${a.activeAt ? day(a.activeAt) : ''} 起）` }))}
            onChange={(id: number) => form.setFieldValue('workSummary', agents.find((a) => a.agentId === id)?.workContent ?? '')}
          />
        </Form.Item>
        <Form.Item name="workSummary" label="实习工作内容" rules={[{ required: true, whitespace: true, message: '请填写实习工作内容' }, { min: 5, message: '至少 5 个字' }]}>
          <Input.TextArea maxLength={1000} showCount rows={3} />
        </Form.Item>
        <Form.Item name="comment" label="实习评价" rules={[{ required: true, whitespace: true, message: '请填写实习评价' }, { min: 5, message: '至少 5 个字' }]}>
          <Input.TextArea maxLength={500} showCount rows={3} placeholder="如：工作认真负责，沟通能力强" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /school-employee/internship-certificate: the certificates the shop issued, newest first; issue a new one. */
export function CertificateListPage() {
  const [open, setOpen] = useState(false);
  const list = useKeysetList<SeCertificate>([getSeCertificateListQueryKey()[0]], (cursor, signal) =>
    seCertificateList({ cursor, pageSize: 20 }, undefined, signal).then((p) => (p ? { ...p, hasMore: p.nextCursor !== null } : null)),
  );
  const columns: DataColumn<SeCertificate>[] = [
    {
      key: 'no',
      title: '证明编号',
      width: 170,
      render: (c) => (
        <RouterAnchor to="/school-employee/internship-certificate/detail" search={{ certificateId: c.certificateId }}>
          {c.certNo}
        </RouterAnchor>
      ),
    },
    { key: 'name', title: '学生', width: 100, render: (c) => c.agentName },
    { key: 'school', title: '学校', width: 130, render: (c) => c.schoolName },
    { key: 'role', title: '岗位', width: 120, render: (c) => c.role },
    { key: 'period', title: '实习期间', width: 200, render: (c) => `${day(c.periodStart)} 至 ${day(c.periodEnd)}` },
    { key: 'orders', title: '推荐订单', width: 140, render: (c) => `${c.orderCount} 笔 / ${formatMoney(c.orderAmount)}` },
    { key: 'status', title: '状态', width: 90, render: (c) => <StatusTag color={STATUS[c.status]![1]}>{STATUS[c.status]![0]}</StatusTag> },
    { key: 'issued', title: '开具时间', width: 150, render: (c) => formatTime(c.issuedAt, 'YYYY-MM-DD HH:mm') },
  ];
  return (
    <PageContainer
      title="实习证明"
      extra={
        <Auth authKey={ISSUE}>
          <Button type="primary" onClick={() => setOpen(true)}>
            开具实习证明
          </Button>
        </Auth>
      }
    >
      <p className="xm-se-muted" style={{ marginTop: 0 }}>
        为在岗或已离任的校园代理开具实习证明：实习期间与推荐订单取自记录，证明带编号与验证码，可打印或下载 PDF；开错可撤销后重开。
      </p>
      <KeysetTable<SeCertificate> aria-label="实习证明" rows={list.rows} columns={columns} rowKey={(c) => c.certificateId} loading={list.loading} empty="还没有开具实习证明" hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
      <IssueDialog open={open} onClose={() => setOpen(false)} />
    </PageContainer>
  );
}

const detailRoute = getRouteApi('/_authed/_app/school-employee/internship-certificate/detail');

/** /school-employee/internship-certificate/detail?certificateId=: the printable certificate, its PDF, revoking. */
export function CertificateDetailPage() {
  const { certificateId } = detailRoute.useSearch();
  const q = useSeCertificateDetail({ certificateId: certificateId ?? 0 }, { query: { enabled: !!certificateId } });
  const pdf = useSeCertificatePdf();
  const revoke = useSeCertificateRevoke();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const c = q.data;
  if (!certificateId) return <PageContainer title="实习证明详情">缺少证明编号</PageContainer>;
  if (!c) return <PageContainer title="实习证明详情">{q.isError ? <p role="alert">实习证明不存在</p> : <Skeleton active />}</PageContainer>;
  const openPdf = async () => {
    const r = await pdf.mutateAsync({ data: { certificateId } }).catch(() => null);
    if (r) window.open(r.url, '_blank', 'noopener');
  };
  const submitRevoke = async (v: { reason: string }) => {
    const r = await revoke.mutateAsync({ data: { certificateId, reason: v.reason.trim() } }).catch(() => null);
    if (!r) return;
    setOpen(false);
    feedback.success('实习证明已撤销');
    invalidate(queryClient);
    void queryClient.invalidateQueries({ queryKey: getSeCertificateCandidatesQueryKey() });
  };
  return (
    <PageContainer
      title="实习证明详情"
      extra={
        <span className="xm-se-actions">
          <Button onClick={() => window.print()}>打印</Button>
          <Button type="primary" loading={pdf.isPending} onClick={() => void openPdf()}>
            下载 PDF
          </Button>
          {c.status === 1 ? (
            <Auth authKey={ISSUE}>
              <Button danger onClick={() => (form.resetFields(), setOpen(true))}>
                撤销
              </Button>
            </Auth>
          ) : null}
        </span>
      }
    >
      {c.status === 2 ? (
        <p role="status" className="xm-cert-revoked">
          已于 {formatTime(c.revokedAt ?? 0, 'YYYY-MM-DD HH:mm')} 撤销：{c.revokeReason}
        </p>
      ) : null}
      <article className="xm-cert" aria-label="实习证明">
        <h2>实 习 证 明</h2>
        <p className="xm-cert-no">证明编号：{c.certNo}</p>
        <p>
          兹证明 {c.agentName} 同学（{c.schoolName}，{c.major}专业）于 {formatTime(c.periodStart, 'YYYY年M月D日')} 至 {formatTime(c.periodEnd, 'YYYY年M月D日')} 在我店「{c.shopName}」担任「{c.role}」，参与校园实习。
        </p>
        <h3>实习工作内容</h3>
        <p>{c.workSummary}</p>
        <h3>实习业绩</h3>
        <p>
          实习期间经其推荐码成交订单 {c.orderCount} 笔，实付金额 {formatMoney(c.orderAmount)}。
        </p>
        <h3>实习评价</h3>
        <p>{c.comment}</p>
        <p>特此证明。</p>
        <p className="xm-cert-sign">
          {c.shopName}
          <br />
          {formatTime(c.issuedAt, 'YYYY年M月D日')}
        </p>
        <p className="xm-cert-code">
          验证码：<strong data-testid="verify-code">{c.verifyCode}</strong>（可凭证明编号与验证码向店铺核实）
        </p>
      </article>
      <p>
        <RouterAnchor to="/school-employee/internship-certificate">返回实习证明列表</RouterAnchor>
      </p>
      <Modal open={open} title={`撤销实习证明 ${c.certNo}？`} okText="撤销" okButtonProps={{ danger: true, loading: revoke.isPending }} cancelText="取消" onCancel={() => setOpen(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submitRevoke}>
          <Form.Item name="reason" label="撤销原因" rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }, { min: 2, message: '至少 2 个字' }]}>
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
