import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import {
  companyTransferSmsCode,
  getCompanySettingDetailQueryKey,
  useCompanyChangeRequestCancel,
  useCompanyChangeRequestCreate,
  useCompanyContactEmailUpdate,
  useCompanySettingDetail,
  useCompanyTransferOwner,
} from '@/api/gen/endpoints/company/company';
import { getUserInfoQueryKey } from '@/api/gen/endpoints/account/account';
import type { CompanyChangeRequest, CompanySetting } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { SmsCodeButton } from '@/components/sms-code-button';
import { CHANGE_STATUS, COMPANY_TYPES, EDIT_KEY, MANAGE_KEY } from './constants';
import './company.css';

const DETAIL_KEY = getCompanySettingDetailQueryKey();

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '-'}</dd>
    </>
  );
}

function ChangeList({ r }: { r: CompanyChangeRequest }) {
  return (
    <ul className="xm-co-change">
      {r.changes.map((c) => (
        <li key={c.field}>
          {c.label}：{c.before ? <span className="xm-co-old">{c.field === 'licenseImageUrl' ? '原照片' : c.before}</span> : '（无）'} → <strong>{c.field === 'licenseImageUrl' ? '新照片' : c.after}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The verified company data, read-only, with the change requests sent to the platform. */
function VerifiedCard({ d, closed }: { d: CompanySetting; closed: boolean }) {
  const c = d.company;
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const cancel = useCompanyChangeRequestCancel();
  const p = d.pendingChange;
  return (
    <Card
      title="认证资料"
      extra={
        d.isOwner && !closed && !p ? (
          <Auth authKey={EDIT_KEY}>
            <Button onClick={() => setOpen(true)}>申请变更</Button>
          </Auth>
        ) : null
      }
    >
      <div className="xm-co-stack">
        <Alert type="info" showIcon title="以下资料已通过平台认证，不能直接修改；如有变化，请提交变更申请，平台审核通过后生效。" />
        {p ? (
          <Alert
            type="warning"
            showIcon
            title={`资料变更申请待平台审核（提交于 ${formatTime(p.createdAt)}）`}
            description={
              <>
                <ChangeList r={p} />
                <div className="xm-co-muted">变更原因：{p.reason}</div>
              </>
            }
            action={
              d.isOwner && !closed ? (
                <Auth authKey={EDIT_KEY}>
                  <Button
                    size="small"
                    loading={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(
                        { data: { changeRequestId: p.changeRequestId } },
                        {
                          onSuccess: () => {
                            feedback.success('已撤回变更申请');
                            void qc.invalidateQueries({ queryKey: DETAIL_KEY });
                          },
                        },
                      )
                    }
                  >
                    撤回申请
                  </Button>
                </Auth>
              ) : null
            }
          />
        ) : null}
        <dl className="xm-co-desc" aria-label="认证资料">
          <Field label="公司名称">{c.companyName}</Field>
          <Field label="店铺名称">{c.shopName}</Field>
          <Field label="主体类型">{COMPANY_TYPES[c.companyType]}</Field>
          <Field label="统一社会信用代码">{c.creditCode}</Field>
          <Field label="注册地址">{c.licenseAddress}</Field>
          <Field label="营业期限">{c.licenseValidFrom ? `${formatTime(c.licenseValidFrom, 'YYYY-MM-DD')} 至 ${c.licenseLongTerm ? '长期' : formatTime(c.licenseValidTo, 'YYYY-MM-DD')}` : null}</Field>
          <Field label="法定代表人/经营者">{c.legalPersonName}</Field>
          <Field label="证件号码">{c.legalPersonIdMasked}</Field>
          <Field label="结算账户">{c.settlementBankName ? `${c.settlementBankName} ${c.settlementAccountMasked ?? ''}` : null}</Field>
          <Field label="主营类目">{c.mainCategories.length ? c.mainCategories.join('、') : null}</Field>
          <Field label="认证通过时间">{c.verifiedAt ? formatTime(c.verifiedAt) : null}</Field>
        </dl>
        {d.changeRequests.some((r) => r.status !== 0) ? (
          <section aria-label="变更记录">
            <h3 className="xm-co-muted">变更记录</h3>
            <ul className="xm-co-checks">
              {d.changeRequests
                .filter((r) => r.status !== 0)
                .map((r) => (
                  <li key={r.changeRequestId}>
                    <StatusTag color={CHANGE_STATUS[r.status]!.color}>{CHANGE_STATUS[r.status]!.text}</StatusTag> {formatTime(r.createdAt)}
                    <ChangeList r={r} />
                    {r.rejectReason ? <div className="xm-co-muted">驳回原因：{r.rejectReason}</div> : null}
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
      </div>
      <ChangeRequestModal open={open} onClose={() => setOpen(false)} d={d} />
    </Card>
  );
}

interface ChangeForm {
  companyName?: string;
  licenseAddress?: string;
  legalPersonName?: string;
  reason: string;
}

function ChangeRequestModal({ open, onClose, d }: { open: boolean; onClose: () => void; d: CompanySetting }) {
  const [form] = Form.useForm<ChangeForm>();
  const create = useCompanyChangeRequestCreate();
  const qc = useQueryClient();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null); // a refused form shows its messages; nothing to throw
    if (!v) return;
    const data = {
      reason: v.reason,
      ...(v.companyName?.trim() && v.companyName.trim() !== d.company.companyName ? { companyName: v.companyName.trim() } : {}),
      ...(v.licenseAddress?.trim() && v.licenseAddress.trim() !== d.company.licenseAddress ? { licenseAddress: v.licenseAddress.trim() } : {}),
      ...(v.legalPersonName?.trim() && v.legalPersonName.trim() !== d.company.legalPersonName ? { legalPersonName: v.legalPersonName.trim() } : {}),
    };
    create.mutate(
      { data },
      {
        onSuccess: () => {
          feedback.success('变更申请已提交，等待平台审核');
          void qc.invalidateQueries({ queryKey: DETAIL_KEY });
          onClose();
          form.resetFields();
        },
      },
    );
  };
  return (
    <Modal open={open} title="申请变更认证资料" okText="提交审核" cancelText="取消" onOk={submit} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ companyName: d.company.companyName, licenseAddress: d.company.licenseAddress ?? '', legalPersonName: d.company.legalPersonName ?? '' }}>
        <Form.Item name="companyName" label="公司名称（营业执照名称）" rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="licenseAddress" label="注册地址" rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="legalPersonName" label="法定代表人/经营者姓名" rules={[{ max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="reason" label="变更原因" rules={[{ required: true, whitespace: true, message: '请填写变更原因' }, { min: 2, max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：公司已迁址，营业执照已办理变更登记" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ContactCard({ d, closed }: { d: CompanySetting; closed: boolean }) {
  const [form] = Form.useForm<{ contactEmail: string }>();
  const update = useCompanyContactEmailUpdate();
  const qc = useQueryClient();
  return (
    <Card title="联系邮箱">
      <p className="xm-co-muted">平台通知、对账单与发票将发送到这个邮箱，修改后立即生效，无需审核。</p>
      <Auth authKey={EDIT_KEY} fallback={<div>{d.contactEmail ?? '未设置'}</div>}>
        {closed ? (
          <div>{d.contactEmail ?? '未设置'}</div>
        ) : (
          <Form
            form={form}
            layout="inline"
            initialValues={{ contactEmail: d.contactEmail ?? '' }}
            onFinish={(v) =>
              update.mutate(
                { data: { contactEmail: v.contactEmail.trim() || null } },
                {
                  onSuccess: () => {
                    feedback.success('联系邮箱已保存');
                    void qc.invalidateQueries({ queryKey: DETAIL_KEY });
                  },
                },
              )
            }
          >
            <Form.Item name="contactEmail" label="邮箱" rules={[{ type: 'email', message: '请输入正确的邮箱地址' }, { max: 100 }]}>
              <Input style={{ width: 300 }} maxLength={100} placeholder="name@example.com" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                保存
              </Button>
            </Form.Item>
          </Form>
        )}
      </Auth>
    </Card>
  );
}

interface TransferForm {
  userId: number;
  formerOwnerRoleId: number | 'manager';
  smsCode: string;
}

function OwnerCard({ d, closed }: { d: CompanySetting; closed: boolean }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<TransferForm>();
  const transfer = useCompanyTransferOwner();
  const qc = useQueryClient();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    transfer.mutate(
      { data: { userId: v.userId, formerOwnerRoleId: v.formerOwnerRoleId === 'manager' ? null : v.formerOwnerRoleId, smsCode: v.smsCode } },
      {
        onSuccess: (r) => {
          setOpen(false);
          feedback.success(`已将店铺负责人转让给 ${r?.ownerName ?? ''}，你现在的角色是「${r?.formerOwnerRole ?? ''}」`);
          // The guard's session (keys, owner flag) comes from user info: reload it.
          void qc.invalidateQueries({ queryKey: getUserInfoQueryKey() }).then(() => window.location.reload());
        },
      },
    );
  };
  const roleOptions = [{ value: 'manager' as const, label: '店长（缺省）' }, ...d.roles.filter((r) => r.name !== '店长').map((r) => ({ value: r.roleId, label: r.name }))];
  return (
    <Card
      title="店铺负责人"
      extra={
        d.isOwner && !closed ? (
          <Auth authKey={MANAGE_KEY}>
            <Button onClick={() => setOpen(true)} disabled={!d.transferCandidates.length}>
              转让负责人
            </Button>
          </Auth>
        ) : null
      }
    >
      <dl className="xm-co-desc" aria-label="店铺负责人">
        <Field label="姓名">{d.owner?.name}</Field>
        <Field label="手机号">{d.owner?.phoneMasked}</Field>
      </dl>
      {d.isOwner && !d.transferCandidates.length ? <p className="xm-co-muted">公司还没有其他在职成员，添加员工后才能转让。</p> : null}
      <Modal open={open} title="转让店铺负责人" okText="确认转让" cancelText="取消" onOk={submit} onCancel={() => setOpen(false)} confirmLoading={transfer.isPending} destroyOnHidden>
        <Alert type="warning" showIcon title="转让后，新负责人拥有全部权限（包括关店与再次转让）；你将留在公司，担任下面选择的角色。" />
        <Form form={form} layout="vertical" initialValues={{ formerOwnerRoleId: 'manager' }} style={{ marginTop: 16 }}>
          <Form.Item name="userId" label="新负责人" rules={[{ required: true, message: '请选择新负责人' }]}>
            <Select
              placeholder="选择一位在职成员"
              options={d.transferCandidates.map((m) => ({ value: m.userId, label: `${m.name}（${m.phoneMasked}${m.roleName ? `，${m.roleName}` : ''}）` }))}
            />
          </Form.Item>
          <Form.Item name="formerOwnerRoleId" label="你转让后的角色" rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item label="短信验证码" required>
            <Space wrap>
              <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }, { pattern: /^\d{6}$/, message: '验证码为 6 位数字' }]}>
                <Input aria-label="短信验证码" maxLength={6} inputMode="numeric" style={{ width: 140 }} />
              </Form.Item>
              <SmsCodeButton send={() => companyTransferSmsCode()} />
            </Space>
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

export function CompanySettingPage() {
  const q = useCompanySettingDetail();
  const d = q.data;
  const closed = !!d?.closedAt;
  return (
    <PageContainer title="公司设置">
      {q.isError ? (
        <Alert type="error" showIcon title="公司资料加载失败" action={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <div className="xm-co-stack">
          {closed ? <Alert type="warning" showIcon title={`店铺已于 ${formatTime(d.closedAt)} 关闭，资料只能查看。`} /> : null}
          <VerifiedCard d={d} closed={closed} />
          <OwnerCard d={d} closed={closed} />
          <ContactCard d={d} closed={closed} />
          <Card title="关闭店铺">
            <p className="xm-co-muted">不再经营时可以关闭店铺：订单、售后、资金与异议都处理完毕后，由店铺负责人短信确认关闭，保证金随即退还。</p>
            <RouterAnchor href="/close">{closed ? '查看关店结果' : '查看关店前提'}</RouterAnchor>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
