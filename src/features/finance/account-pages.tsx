import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import {
  financeAccountSmsCode,
  useFinanceAccountDetail,
  useFinanceAccountUpdate,
  useFinanceYbDetail,
  useFinanceYbSubmit,
} from '@/api/gen/endpoints/finance/finance';
import type { FinanceAccountChange, FinanceAccountUpdateBody, FinanceYbSubmitBody } from '@/api/gen/model';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { ImageUpload } from '@/components/upload/image-upload';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { ACCOUNT_TYPES, COMPANY_TYPES, YB_STATUS } from './constants';
import { LoadError } from '@/components/load-error';
import { SmsCodeButton } from '@/components/sms-code-button';

const DETAIL_KEY = '/xm-merchant/finance/account/detail';
const YB_KEY = '/xm-merchant/finance/account/yb/detail';

/** /finance/account: the settlement bank account, the overseas account of cross-border companies, and who changed them. */
export function AccountPage() {
  const q = useFinanceAccountDetail();
  const navigate = useNavigate();
  const d = q.data;
  const changeColumns: DataColumn<FinanceAccountChange>[] = [
    { key: 'at', title: '修改时间', width: 180, render: (c) => formatTime(c.changedAt) },
    { key: 'who', title: '操作人', width: 140, render: (c) => c.operatorName },
    { key: 'no', title: '修改后账号', width: 200, render: (c) => c.accountNoMasked },
  ];
  return (
    <PageContainer
      title="收款账户"
      extra={
        d ? (
          <Space>
            <Button onClick={() => void navigate({ to: '/finance/account-yb' })}>易宝账户</Button>
            <Button type="primary" disabled={!d.isOwner} title={d.isOwner ? undefined : '仅店铺负责人可以修改收款账户'} onClick={() => void navigate({ to: '/finance/update-account' })}>
              {d.bankAccount ? '修改收款账户' : '绑定收款账户'}
            </Button>
          </Space>
        ) : null
      }
    >
      <div className="xm-fin xm-fin-narrow" style={{ maxWidth: 900 }}>
        {q.isError ? (
          <LoadError what="收款账户" retry={() => void q.refetch()} />
        ) : !d ? (
          <Skeleton active />
        ) : (
          <>
            {!d.isOwner ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`仅店铺负责人可以修改收款账户（验证码发送至负责人手机 ${d.ownerPhoneMasked}）。`} /> : null}
            <section className="xm-fin-section">
              <h3>结算银行账户</h3>
              {d.bankAccount ? (
                <dl className="xm-fin-desc">
                  <dt>账户类型</dt>
                  <dd>{ACCOUNT_TYPES[d.bankAccount.accountType]}</dd>
                  <dt>开户名</dt>
                  <dd>{d.bankAccount.accountName}</dd>
                  <dt>开户银行</dt>
                  <dd>{d.bankAccount.bankName}</dd>
                  <dt>开户支行</dt>
                  <dd>{d.bankAccount.branchName}</dd>
                  <dt>银行账号</dt>
                  <dd>{d.bankAccount.accountNoMasked}</dd>
                  <dt>绑定时间</dt>
                  <dd>{formatTime(d.bankAccount.updatedAt)}</dd>
                </dl>
              ) : (
                <Empty description="尚未绑定结算银行账户，绑定后才能提现" />
              )}
            </section>
            {d.overseasAccount ? (
              <section className="xm-fin-section">
                <h3>境外收款账户（跨境提现）</h3>
                <dl className="xm-fin-desc">
                  <dt>户名</dt>
                  <dd>{d.overseasAccount.accountName}</dd>
                  <dt>银行</dt>
                  <dd>{d.overseasAccount.bankName}</dd>
                  <dt>SWIFT 代码</dt>
                  <dd>{d.overseasAccount.swiftCode}</dd>
                  <dt>国家或地区</dt>
                  <dd>{d.overseasAccount.country}</dd>
                  <dt>币种</dt>
                  <dd>{d.overseasAccount.currency}</dd>
                  <dt>账号</dt>
                  <dd>{d.overseasAccount.accountNoMasked}</dd>
                </dl>
              </section>
            ) : null}
            <section className="xm-fin-section">
              <h3>账户规则</h3>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                <li>
                  公司类型：{COMPANY_TYPES[d.companyType]}，可用账户类型：{d.allowedAccountTypes.map((t) => ACCOUNT_TYPES[t]).join('、')}。
                </li>
                <li>开户名须与以下之一一致：{d.allowedNames.join('、')}。</li>
                <li>修改需店铺负责人操作并通过短信验证码确认，每次修改记入操作日志；有处理中的提现时不能修改。</li>
              </ul>
            </section>
            <section className="xm-fin-section">
              <h3>最近修改</h3>
              <DataTable<FinanceAccountChange> aria-label="最近修改" rows={d.changes} columns={changeColumns} rowKey={(c) => `${c.changedAt}-${c.accountNoMasked}`} empty="没有修改记录" />
            </section>
          </>
        )}
      </div>
    </PageContainer>
  );
}

/** /finance/update-account: the owner changes the settlement account with an SMS code (an audit row on the server). */
export function UpdateAccountPage() {
  const q = useFinanceAccountDetail();
  const update = useFinanceAccountUpdate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<FinanceAccountUpdateBody>();
  const d = q.data;
  const submit = async (v: FinanceAccountUpdateBody) => {
    const r = await update
      .mutateAsync({ data: { ...v, accountName: v.accountName.trim(), bankName: v.bankName.trim(), branchName: v.branchName.trim(), accountNumber: v.accountNumber.trim() } })
      .catch(() => null);
    if (!r) return;
    feedback.success('收款账户已修改');
    void queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] });
    void navigate({ to: '/finance/account' });
  };
  if (q.isError) return <PageContainer title="修改收款账户"><div className="xm-fin"><LoadError what="收款账户" retry={() => void q.refetch()} /></div></PageContainer>;
  if (!d) return <PageContainer title="修改收款账户"><div className="xm-fin"><Skeleton active /></div></PageContainer>;
  if (!d.isOwner) {
    return (
      <PageContainer title="修改收款账户">
        <Result status="403" title="仅店铺负责人可以修改收款账户" subTitle={`请联系店铺负责人（${d.ownerPhoneMasked}）操作。`} extra={<RouterAnchor to="/finance/account">返回收款账户</RouterAnchor>} />
      </PageContainer>
    );
  }
  const initial: Partial<FinanceAccountUpdateBody> = {
    accountType: d.bankAccount?.accountType ?? d.allowedAccountTypes[0],
    accountName: d.allowedNames.length === 1 ? d.allowedNames[0] : undefined,
    bankName: d.bankAccount?.bankName,
    branchName: d.bankAccount?.branchName,
  };
  return (
    <PageContainer title="修改收款账户">
      <div className="xm-fin xm-fin-narrow">
        {d.bankAccount ? (
          <p className="xm-fin-muted" style={{ marginTop: 0 }}>
            当前账户：{d.bankAccount.accountName} · {d.bankAccount.bankName} {d.bankAccount.accountNoMasked}
          </p>
        ) : null}
        <Form<FinanceAccountUpdateBody> form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={update.isPending}>
          <Form.Item name="accountType" label="账户类型" rules={[{ required: true, message: '请选择账户类型' }]} extra={d.allowedAccountTypes.length === 1 ? `${COMPANY_TYPES[d.companyType]}只能使用${ACCOUNT_TYPES[d.allowedAccountTypes[0]!]}` : undefined}>
            <Radio.Group>
              {d.allowedAccountTypes.map((t) => (
                <Radio key={t} value={t}>
                  {ACCOUNT_TYPES[t]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="accountName" label="开户名" rules={[{ required: true, message: '请选择开户名' }]} extra="须与营业执照名称或经营者姓名一致">
            <Select options={d.allowedNames.map((n) => ({ value: n, label: n }))} placeholder="选择开户名" />
          </Form.Item>
          <Form.Item name="bankName" label="开户银行" rules={[{ required: true, whitespace: true, message: '请填写开户银行' }, { min: 2, max: 50, message: '开户银行为 2 至 50 个字' }]}>
            <Input maxLength={50} placeholder="例如 招商银行" />
          </Form.Item>
          <Form.Item name="branchName" label="开户支行" rules={[{ required: true, whitespace: true, message: '请填写开户支行' }, { min: 2, max: 100, message: '开户支行为 2 至 100 个字' }]}>
            <Input maxLength={100} placeholder="开户支行全称" />
          </Form.Item>
          <Form.Item name="accountNumber" label="银行账号" rules={[{ required: true, message: '请填写银行账号' }, { pattern: /^\d{8,30}$/, message: '银行账号为 8 至 30 位数字' }]}>
            <Input maxLength={30} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item label={`短信验证码（发送至负责人手机 ${d.ownerPhoneMasked}）`} required>
            <Space wrap>
              <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请填写短信验证码' }, { pattern: /^\d{6}$/, message: '验证码为 6 位数字' }]}>
                <Input aria-label="短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="6 位数字" style={{ width: 140 }} />
              </Form.Item>
              <SmsCodeButton send={() => financeAccountSmsCode()} />
            </Space>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              确认修改
            </Button>
            <Button onClick={() => void navigate({ to: '/finance/account' })}>取消</Button>
          </Space>
        </Form>
      </div>
    </PageContainer>
  );
}

/** /finance/account-yb: the YeePay sub-account: its opening status, materials, bound card, and (re)submission. */
export function AccountYbPage() {
  const q = useFinanceYbDetail();
  const account = useFinanceAccountDetail();
  const submit = useFinanceYbSubmit();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FinanceYbSubmitBody & { idFront?: string[]; idBack?: string[] }>();
  const y = q.data;
  const isOwner = account.data?.isOwner ?? false;
  const send = async (v: FinanceYbSubmitBody & { idFront?: string[]; idBack?: string[] }) => {
    const r = await submit
      .mutateAsync({ data: { contactName: v.contactName.trim(), contactPhone: v.contactPhone.trim(), contactEmail: v.contactEmail.trim(), idFrontUrl: v.idFront?.[0] ?? '', idBackUrl: v.idBack?.[0] ?? '' } })
      .catch(() => null);
    if (!r) return;
    feedback.success('开户资料已提交，审核结果会在本页显示');
    void queryClient.invalidateQueries({ queryKey: [YB_KEY] });
  };
  const step = !y ? 0 : y.status === 2 ? 2 : y.status === 1 ? 1 : 0;
  return (
    <PageContainer title="易宝账户">
      <div className="xm-fin" style={{ maxWidth: 900 }}>
        <p className="xm-fin-muted" style={{ marginTop: 0 }}>
          店铺的货款经由平台合作的持牌支付机构（易宝支付）结算：开通子商户账户后，结算款进入该账户并提现到绑定的收款账户。
        </p>
        {q.isError ? (
          <LoadError what="易宝账户" retry={() => void q.refetch()} />
        ) : !y ? (
          <Skeleton active />
        ) : (
          <>
            <Steps
              current={step}
              status={y.status === 3 ? 'error' : y.status === 2 ? 'finish' : undefined}
              items={[{ title: '提交开户资料' }, { title: '资料审核' }, { title: '开通完成' }]}
              style={{ marginBottom: 24 }}
            />
            <p>
              开户状态：<StatusTag color={YB_STATUS[y.status]?.color}>{YB_STATUS[y.status]?.text}</StatusTag>
            </p>
            {y.status === 3 && y.rejectReason ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="开户资料被驳回" description={`原因：${y.rejectReason}。请修改后重新提交。`} /> : null}
            {y.status !== 0 ? (
              <dl className="xm-fin-desc">
                <dt>子商户编号</dt>
                <dd>{y.merchantNo ?? '开通后生成'}</dd>
                <dt>主体名称</dt>
                <dd>{y.licenceName ?? '-'}</dd>
                <dt>法定代表人</dt>
                <dd>{y.legalName ?? '-'}</dd>
                <dt>联系人</dt>
                <dd>{y.contactName ?? '-'}</dd>
                <dt>联系电话</dt>
                <dd>{y.contactPhoneMasked ?? '-'}</dd>
                <dt>联系邮箱</dt>
                <dd>{y.contactEmail ?? '-'}</dd>
                <dt>结算卡</dt>
                <dd>{y.settleAccountMasked ?? '-'}</dd>
                <dt>提交时间</dt>
                <dd>{formatTime(y.submittedAt)}</dd>
                <dt>开通时间</dt>
                <dd>{formatTime(y.openedAt)}</dd>
              </dl>
            ) : null}
            {y.status === 0 || y.status === 3 ? (
              isOwner ? (
                <section className="xm-fin-section xm-fin-narrow">
                  <h3>{y.status === 3 ? '重新提交开户资料' : '提交开户资料'}</h3>
                  <p className="xm-fin-muted">主体信息与结算卡取自企业认证与收款账户，只需补充联系人与法定代表人证件照片。</p>
                  <Form form={form} layout="vertical" onFinish={send} disabled={submit.isPending} initialValues={{ contactName: y.contactName ?? undefined, contactEmail: y.contactEmail ?? undefined }}>
                    <Form.Item name="contactName" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }, { min: 2, max: 50, message: '联系人为 2 至 50 个字' }]}>
                      <Input maxLength={50} />
                    </Form.Item>
                    <Form.Item name="contactPhone" label="联系电话" rules={[{ required: true, message: '请填写联系电话' }, { pattern: /^(?:\+86|0086)?1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}>
                      <Input maxLength={15} inputMode="tel" />
                    </Form.Item>
                    <Form.Item name="contactEmail" label="联系邮箱" rules={[{ required: true, message: '请填写联系邮箱' }, { type: 'email', message: '邮箱格式不正确' }, { max: 100 }]}>
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item name="idFront" label="法定代表人证件人像面" valuePropName="value" rules={[{ required: true, message: '请上传证件人像面' }]}>
                      <ImageUpload scene="idcard" max={1} label="上传人像面" />
                    </Form.Item>
                    <Form.Item name="idBack" label="法定代表人证件国徽面" valuePropName="value" rules={[{ required: true, message: '请上传证件国徽面' }]}>
                      <ImageUpload scene="idcard" max={1} label="上传国徽面" />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" loading={submit.isPending}>
                      提交审核
                    </Button>
                  </Form>
                </section>
              ) : (
                <Alert type="info" showIcon title="仅店铺负责人可以提交开户资料。" />
              )
            ) : null}
          </>
        )}
      </div>
    </PageContainer>
  );
}
