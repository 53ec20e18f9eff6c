import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import type { FormInstance, Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import {
  getUserInfoQueryKey,
  getVerifyDetailQueryKey,
  useVerifyDetail,
  useVerifySaveDraft,
  useVerifySubmit,
} from '@/api/gen/endpoints/account/account';
import type { CategoryOption } from '@/api/gen/model';
import { DOC_ACCEPT, IMAGE_ACCEPT, ImageUpload } from '@/components/upload/image-upload';
import { feedback } from '@/lib/feedback';
import { dayjs } from '@/lib/dayjs';
import { ID_NUMBER_HINTS, isValidCreditCode, isValidIdNumber, PHONE_RE } from '@/lib/validation/china-ids';
import { OnboardingFrame } from '../onboarding-frame';
import {
  ACCOUNT_TYPE_OPTIONS,
  AUTH_TYPE_OPTIONS,
  BRAND_TYPE_OPTIONS,
  COMPANY_TYPE_OPTIONS,
  FLAGSHIP_TYPE_OPTIONS,
  ID_TYPE_OPTIONS,
  labelOf,
  NO_BACK_ID_TYPES,
  PARTNER_OPTIONS,
  SHOP_TYPE_OPTIONS,
  stepKeyOfField,
  stepsFor,
  toDraft,
  toFormValues,
  toSubmit,
  type FormValues,
  type StepDef,
} from './verify-form';

/** One image in a form field that holds a single URL string. */
const single = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? [v] : [] }),
  normalize: (v: string[]) => v[0],
};

const routeApi = getRouteApi('/_authed/company-verify/');

const required = (label: string): Rule => ({ required: true, message: `请上传${label}` });

/** /company-verify: the verification payload in steps, saved on the server as a draft as the merchant goes. */
export function VerifyPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const { session } = routeApi.useRouteContext();
  const isOwner = session.user.isOwner;
  const detail = useVerifyDetail({ query: { staleTime: 0, gcTime: 0, enabled: isOwner } });
  const saveDraft = useVerifySaveDraft();
  const submit = useVerifySubmit();
  const [current, setCurrent] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const restored = useRef(false);
  const companyType = Form.useWatch('companyType', form) as number | undefined;
  const steps = useMemo(() => stepsFor(companyType), [companyType]);
  const step = steps[Math.min(current, steps.length - 1)]!;
  // Only what this visit fetched: a cached answer from the result page may predate the platform's decision.
  const d = detail.isFetchedAfterMount ? detail.data : undefined;

  // Pending or passed: nothing to edit here.
  useEffect(() => {
    if (d && (d.reviewStatus === 0 || d.reviewStatus === 1)) void navigate({ to: '/company-verify/result', replace: true });
  }, [d, navigate]);

  // Restore the draft (or the rejected form) once.
  useEffect(() => {
    if (!d || restored.current) return;
    restored.current = true;
    form.setFieldsValue(toFormValues(d.form, d.companyType));
    const saved = d.form && 'currentStep' in d.form ? (d.form.currentStep ?? 0) : 0;
    setCurrent(Math.min(saved, stepsFor(d.form?.companyType ?? d.companyType).length - 1));
  }, [d, form]);

  const refreshSession = async () => {
    await queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() });
    await router.invalidate();
  };

  const persist = async (stepIndex: number, explicit: boolean) => {
    const draft = toDraft(form.getFieldsValue(true) as FormValues, stepIndex);
    const r = await saveDraft.mutateAsync({ data: draft }).catch(() => null);
    if (r && explicit) feedback.success('草稿已保存');
    if (r) await queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() });
    return r;
  };

  /** Validates the fields of the step on screen only. */
  const validateStep = async (key: StepDef['key']) => {
    const names = form
      .getFieldsError()
      .map((f) => f.name)
      .filter((n) => stepKeyOfField(n) === key);
    try {
      await form.validateFields(names);
      return true;
    } catch {
      return false;
    }
  };

  const go = async (to: number) => {
    if (to > current && !(await validateStep(step.key))) {
      feedback.error('请先完善本步骤中标红的信息');
      return;
    }
    setCurrent(to);
    window.scrollTo({ top: 0 });
    await persist(to, false);
  };

  const onSubmit = async () => {
    try {
      await form.validateFields();
    } catch (e) {
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) {
        const idx = steps.findIndex((s) => s.key === stepKeyOfField(first.name));
        if (idx >= 0) setCurrent(idx);
        feedback.error(`请完善「${steps[idx]?.title ?? ''}」中标红的信息`);
      }
      return;
    }
    if (!agreed) {
      feedback.error('请先阅读并同意《商家入驻协议》');
      return;
    }
    const r = await submit.mutateAsync({ data: toSubmit(form.getFieldsValue(true) as FormValues) }).catch(() => null);
    if (!r) return;
    feedback.success('已提交平台审核');
    queryClient.removeQueries({ queryKey: getVerifyDetailQueryKey() });
    await refreshSession();
    await navigate({ to: '/company-verify/result', replace: true });
  };

  if (!isOwner) {
    return (
      <OnboardingFrame title="企业认证">
        <Card>
          <Result status="403" title="仅店铺负责人可以填写企业认证资料" subTitle="请联系店铺负责人完成企业认证。" extra={<Button onClick={() => void navigate({ to: '/login/apply' })}>返回入驻申请</Button>} />
        </Card>
      </OnboardingFrame>
    );
  }

  if (!d || d.reviewStatus === 0 || d.reviewStatus === 1) {
    return (
      <OnboardingFrame title="企业认证">
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </OnboardingFrame>
    );
  }

  return (
    <OnboardingFrame title="企业认证" subtitle="填写资质信息，提交平台审核" width={960}>
      <Card>
        {d.reviewStatus === -1 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 20 }}
            message="上次提交未通过审核，请按驳回原因修改后重新提交"
            description={`驳回原因：${d.reviewReason ?? '未填写'}`}
            data-testid="verify-reject-reason"
          />
        )}
        <Steps className="xm-verify-steps" current={current} size="small" items={steps.map((s) => ({ title: s.title }))} onChange={(i) => void go(i)} />
        <Form form={form} layout="horizontal" labelCol={{ flex: '150px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 760, margin: '0 auto' }} scrollToFirstError>
          {steps.map((s) => (
            <div key={s.key} hidden={s.key !== step.key} data-testid={`verify-step-${s.key}`}>
              {s.key === 'license' && <LicenseStep form={form} />}
              {s.key === 'legalPerson' && <LegalPersonStep companyType={companyType} />}
              {s.key === 'shop' && <ShopStep categories={d.categoryOptions} />}
              {s.key === 'settlement' && <SettlementStep form={form} companyType={companyType} />}
              {s.key === 'crossBorder' && <CrossBorderStep />}
              {s.key === 'confirm' && s.key === step.key && <ConfirmStep values={form.getFieldsValue(true) as FormValues} categories={d.categoryOptions} agreed={agreed} onAgree={setAgreed} />}
            </div>
          ))}
        </Form>
        <div className="xm-verify-actions">
          <Space>
            <Button onClick={() => void persist(current, true)} loading={saveDraft.isPending} data-testid="verify-save-draft">
              保存草稿
            </Button>
            <span className="xm-verify-hint">切换步骤时自动保存草稿，下次进入可继续填写</span>
          </Space>
          <Space>
            {current > 0 && <Button onClick={() => void go(current - 1)}>上一步</Button>}
            {step.key !== 'confirm' ? (
              <Button type="primary" onClick={() => void go(current + 1)}>
                下一步
              </Button>
            ) : (
              <Button type="primary" onClick={() => void onSubmit()} loading={submit.isPending} data-testid="verify-submit">
                {d.reviewStatus === -1 ? '重新提交审核' : '提交审核'}
              </Button>
            )}
          </Space>
        </div>
      </Card>
    </OnboardingFrame>
  );
}

function LicenseStep({ form }: { form: FormInstance<FormValues> }) {
  const longTerm = Form.useWatch(['license', 'longTerm'], form);
  return (
    <>
      <Form.Item name="companyType" label="公司类型" rules={[{ required: true, message: '请选择公司类型' }]}>
        <Radio.Group options={COMPANY_TYPE_OPTIONS.map((o) => ({ ...o }))} />
      </Form.Item>
      <Form.Item name={['license', 'imageUrl']} label="营业执照" rules={[required('营业执照图片')]} extra="请上传清晰完整的营业执照照片，JPG/PNG/WEBP/GIF，5 MB 以内" {...single}>
        <ImageUpload scene="license" accept={IMAGE_ACCEPT} label="上传执照" />
      </Form.Item>
      <Form.Item
        name={['license', 'creditCode']}
        label="统一社会信用代码"
        normalize={(v: string) => v?.toUpperCase().replace(/\s/g, '')}
        rules={[
          { required: true, message: '请输入统一社会信用代码' },
          { len: 18, message: '统一社会信用代码为 18 位' },
          { validator: async (_r, v: string) => (!v || v.length !== 18 || isValidCreditCode(v) ? undefined : Promise.reject(new Error('统一社会信用代码校验位不正确，请核对营业执照'))) },
        ]}
      >
        <Input placeholder="18 位，不含 I、O、S、V、Z" maxLength={18} />
      </Form.Item>
      <Form.Item name={['license', 'name']} label="执照名称" rules={[{ required: true, message: '请输入营业执照上的名称' }, { min: 2, max: 100 }, { whitespace: true }]}>
        <Input placeholder="与营业执照一致" maxLength={100} />
      </Form.Item>
      <Form.Item name={['license', 'address']} label="注册地址" rules={[{ required: true, message: '请输入注册地址' }, { min: 5, max: 200 }, { whitespace: true }]}>
        <Input placeholder="营业执照上的住所或经营场所" maxLength={200} />
      </Form.Item>
      <Form.Item label="营业期限" required style={{ marginBottom: 0 }}>
        <Space wrap align="start">
          <Form.Item name={['license', 'validFrom']} rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker placeholder="开始日期" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <span style={{ lineHeight: '32px' }}>至</span>
          <Form.Item
            name={['license', 'validTo']}
            dependencies={[['license', 'longTerm'], ['license', 'validFrom']]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v) => {
                  if (getFieldValue(['license', 'longTerm'])) return;
                  if (!v) throw new Error('请选择截止日期或勾选长期有效');
                  if (v.isBefore(dayjs(), 'day')) throw new Error('营业执照已过期');
                  const from = getFieldValue(['license', 'validFrom']);
                  if (from && !v.isAfter(from, 'day')) throw new Error('截止日期须晚于开始日期');
                },
              }),
            ]}
          >
            <DatePicker placeholder="截止日期" disabled={!!longTerm} />
          </Form.Item>
          <Form.Item name={['license', 'longTerm']} valuePropName="checked">
            <Checkbox
              onChange={(e) => {
                if (e.target.checked) form.setFieldValue(['license', 'validTo'], null);
              }}
            >
              长期有效
            </Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </>
  );
}

function LegalPersonStep({ companyType }: { companyType?: number }) {
  const who = companyType === 2 || companyType === 3 ? '经营者' : '法定代表人';
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 20 }} message={`请填写${who}本人的证件信息，并上传证件照片。`} />
      <Form.Item name={['legalPerson', 'idType']} label="证件类型" rules={[{ required: true, message: '请选择证件类型' }]} initialValue={1}>
        <Select options={ID_TYPE_OPTIONS.map((o) => ({ ...o }))} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item noStyle dependencies={[['legalPerson', 'idType']]}>
        {({ getFieldValue }) => {
          const idType = getFieldValue(['legalPerson', 'idType']) as number | undefined;
          return (
            <>
              <Form.Item
                name={['legalPerson', 'idNumber']}
                label="证件号码"
                extra={idType ? `格式：${ID_NUMBER_HINTS[idType]}` : undefined}
                normalize={(v: string) => v?.toUpperCase().replace(/\s/g, '')}
                rules={[
                  { required: true, message: '请输入证件号码' },
                  { validator: async (_r, v: string) => (!v || !idType || isValidIdNumber(idType, v) ? undefined : Promise.reject(new Error('证件号码格式不正确，请核对'))) },
                ]}
              >
                <Input placeholder="与证件一致" maxLength={30} />
              </Form.Item>
              <Form.Item name={['legalPerson', 'name']} label={`${who}姓名`} rules={[{ required: true, message: '请输入姓名' }, { min: 2, max: 50 }, { whitespace: true }]}>
                <Input placeholder="与证件一致" maxLength={50} />
              </Form.Item>
              <Form.Item name={['legalPerson', 'idFrontUrl']} label={idType === 3 ? '护照资料页' : '证件人像面'} rules={[required('证件人像面照片')]} {...single}>
                <ImageUpload scene="idcard" label="人像面" />
              </Form.Item>
              {!NO_BACK_ID_TYPES.has(idType ?? 1) && (
                <Form.Item name={['legalPerson', 'idBackUrl']} label="证件国徽面" rules={[required('证件国徽面（背面）照片')]} {...single}>
                  <ImageUpload scene="idcard" label="国徽面" />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
      <Form.Item
        name={['legalPerson', 'phone']}
        label="手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: PHONE_RE, message: '请输入正确的中国大陆手机号' },
        ]}
      >
        <Input placeholder="用于接收审核通知" maxLength={15} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

function ShopStep({ categories }: { categories: CategoryOption[] }) {
  return (
    <>
      <Form.Item name={['shop', 'shopName']} label="店铺名称" rules={[{ required: true, message: '请输入店铺名称' }, { min: 2, max: 30 }, { whitespace: true }]}>
        <Input placeholder="2 至 30 个字" maxLength={30} showCount />
      </Form.Item>
      <Form.Item name={['shop', 'shopType']} label="店铺类型" rules={[{ required: true, message: '请选择店铺类型' }]}>
        <Radio.Group options={SHOP_TYPE_OPTIONS.map((o) => ({ ...o }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={[['shop', 'shopType'], ['shop', 'brandType']]}>
        {({ getFieldValue }) => {
          const shopType = getFieldValue(['shop', 'shopType']) as number | undefined;
          const brandType = getFieldValue(['shop', 'brandType']) as number | undefined;
          const brandRequired = shopType === 1 || shopType === 2 || brandType === 2;
          return (
            <>
              {shopType === 1 && (
                <Form.Item name={['shop', 'flagshipType']} label="旗舰店类型" rules={[{ required: true, message: '请选择旗舰店类型' }]}>
                  <Radio.Group options={FLAGSHIP_TYPE_OPTIONS.map((o) => ({ ...o }))} />
                </Form.Item>
              )}
              <Form.Item name={['shop', 'brandType']} label="品牌类型" rules={[{ required: true, message: '请选择品牌类型' }]}>
                <Radio.Group options={BRAND_TYPE_OPTIONS.map((o) => ({ ...o }))} />
              </Form.Item>
              <Form.Item name={['shop', 'brandName']} label="品牌名称" rules={[{ required: brandRequired, message: '请输入品牌名称' }, { max: 50 }]}>
                <Input placeholder={brandRequired ? '经营的主品牌' : '选填，经营的主品牌'} maxLength={50} />
              </Form.Item>
              {brandType === 2 && (
                <>
                  <Form.Item name={['shop', 'authType']} label="授权类型" rules={[{ required: true, message: '请选择授权类型' }]}>
                    <Radio.Group options={AUTH_TYPE_OPTIONS.map((o) => ({ ...o }))} />
                  </Form.Item>
                  <Form.Item
                    name={['shop', 'authDocUrls']}
                    label="授权文件"
                    rules={[{ required: true, type: 'array', min: 1, message: '请上传授权文件' }]}
                    extra="品牌授权书或一级代理授权书，图片或 PDF，最多 5 个"
                  >
                    <ImageUpload scene="brand" accept={DOC_ACCEPT} max={5} label="上传文件" />
                  </Form.Item>
                  <Form.Item name={['shop', 'authValidTo']} label="授权截止日期" extra="授权无期限可不填">
                    <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                  </Form.Item>
                </>
              )}
            </>
          );
        }}
      </Form.Item>
      <Form.Item name={['shop', 'mainCategoryIds']} label="主营类目" rules={[{ required: true, type: 'array', min: 1, message: '请选择主营类目' }, { type: 'array', max: 10, message: '主营类目最多 10 个' }]}>
        <Select mode="multiple" placeholder="请选择 1 至 10 个类目" options={categories.map((c) => ({ value: c.id, label: c.name }))} maxCount={10} allowClear />
      </Form.Item>
    </>
  );
}

function SettlementStep({ form, companyType }: { form: FormInstance<FormValues>; companyType?: number }) {
  const companyOnly = companyType === 1 || companyType === 4;
  const accountType = Form.useWatch(['settlement', 'accountType'], form);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 20 }}
        message={companyOnly ? '企业须使用对公账户，开户名与营业执照名称一致。' : '可使用对公账户或经营者本人的个人账户，开户名须与执照名称或经营者姓名一致。'}
      />
      <Form.Item name={['settlement', 'accountType']} label="账户类型" rules={[{ required: true, message: '请选择账户类型' }]}>
        <Radio.Group options={ACCOUNT_TYPE_OPTIONS.map((o) => ({ ...o, disabled: companyOnly && o.value === 2 }))} />
      </Form.Item>
      <Form.Item
        name={['settlement', 'accountName']}
        label="开户名"
        dependencies={[['settlement', 'accountType']]}
        rules={[
          { required: true, message: '请输入开户名' },
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (!v) return;
              const t = getFieldValue(['settlement', 'accountType']);
              const want = t === 1 ? getFieldValue(['license', 'name']) : t === 2 ? getFieldValue(['legalPerson', 'name']) : undefined;
              if (want && v.trim() !== String(want).trim()) throw new Error(t === 1 ? '对公账户的开户名须与营业执照名称一致' : '个人账户的开户名须与经营者姓名一致');
            },
          }),
        ]}
      >
        <Input placeholder={accountType === 2 ? '经营者姓名' : '与营业执照名称一致'} maxLength={100} />
      </Form.Item>
      <Form.Item name={['settlement', 'bankName']} label="开户银行" rules={[{ required: true, message: '请输入开户银行' }, { min: 2, max: 50 }]}>
        <Input placeholder="如：中国工商银行" maxLength={50} />
      </Form.Item>
      <Form.Item name={['settlement', 'branchName']} label="开户支行" rules={[{ required: true, message: '请输入开户支行' }, { min: 2, max: 100 }]}>
        <Input placeholder="支行全称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name={['settlement', 'accountNumber']}
        label="银行账号"
        normalize={(v: string) => v?.replace(/\s/g, '')}
        rules={[
          { required: true, message: '请输入银行账号' },
          { pattern: /^\d{8,30}$/, message: '银行账号为 8 至 30 位数字' },
        ]}
      >
        <Input placeholder="8 至 30 位数字" maxLength={30} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

function CrossBorderStep() {
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 20 }} message="跨境企业请填写境外经营主体与清关合作方信息。" />
      <Form.Item name={['crossBorder', 'overseasEntityName']} label="境外主体名称" rules={[{ required: true, message: '请输入境外主体名称' }, { min: 2, max: 200 }]}>
        <Input placeholder="境外经营主体的注册名称" maxLength={200} />
      </Form.Item>
      <Form.Item name={['crossBorder', 'region']} label="所在国家/地区" rules={[{ required: true, message: '请输入所在国家或地区' }, { min: 2, max: 50 }]}>
        <Input placeholder="如：中国香港" maxLength={50} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name={['crossBorder', 'partner']} label="清关合作方" rules={[{ required: true, message: '请选择清关合作方' }]}>
        <Select options={PARTNER_OPTIONS.map((o) => ({ ...o }))} placeholder="保税仓或清关服务商" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        name={['crossBorder', 'customsCode']}
        label="海关备案编码"
        normalize={(v: string) => v?.toUpperCase().trim()}
        rules={[{ pattern: /^[0-9A-Z]{10}$/, message: '海关备案编码为 10 位数字或大写字母' }]}
        extra="尚未备案可不填"
      >
        <Input placeholder="10 位" maxLength={10} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

function ConfirmStep({ values: v, categories, agreed, onAgree }: { values: FormValues; categories: CategoryOption[]; agreed: boolean; onAgree: (b: boolean) => void }) {
  const l = v.license ?? {};
  const p = v.legalPerson ?? {};
  const s = v.shop ?? {};
  const st = v.settlement ?? {};
  const cats = (s.mainCategoryIds ?? []).map((id) => categories.find((c) => c.id === id)?.name ?? id).join('、');
  const validity = l.longTerm ? `${l.validFrom?.format('YYYY-MM-DD') ?? '-'} 至 长期` : `${l.validFrom?.format('YYYY-MM-DD') ?? '-'} 至 ${l.validTo?.format('YYYY-MM-DD') ?? '-'}`;
  const masked = (n?: string) => (n && n.length > 8 ? `${n.slice(0, 4)} **** ${n.slice(-4)}` : (n ?? '-'));
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 20 }} message="请核对以下信息，提交后平台将在 1-3 个工作日内完成审核，审核期间不能修改。" />
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} styles={{ label: { whiteSpace: "nowrap" } }} data-testid="verify-summary">
        <Descriptions.Item label="公司类型">{labelOf(COMPANY_TYPE_OPTIONS, v.companyType)}</Descriptions.Item>
        <Descriptions.Item label="执照名称">{l.name || '-'}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{l.creditCode || '-'}</Descriptions.Item>
        <Descriptions.Item label="营业期限">{validity}</Descriptions.Item>
        <Descriptions.Item label="证件">{`${labelOf(ID_TYPE_OPTIONS, p.idType)} ${p.idNumber ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="姓名 / 手机">{`${p.name ?? '-'} / ${p.phone ?? '-'}`}</Descriptions.Item>
        <Descriptions.Item label="店铺">{`${s.shopName ?? '-'}（${labelOf(SHOP_TYPE_OPTIONS, s.shopType)}${s.shopType === 1 && s.flagshipType ? ` · ${labelOf(FLAGSHIP_TYPE_OPTIONS, s.flagshipType)}` : ''}）`}</Descriptions.Item>
        <Descriptions.Item label="品牌">{`${labelOf(BRAND_TYPE_OPTIONS, s.brandType)}${s.brandName ? ` · ${s.brandName}` : ''}${s.brandType === 2 ? ` · ${labelOf(AUTH_TYPE_OPTIONS, s.authType)}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="主营类目" span={2}>
          {cats || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="结算账户" span={2}>
          {`${labelOf(ACCOUNT_TYPE_OPTIONS, st.accountType)} · ${st.accountName ?? '-'} · ${st.bankName ?? ''} ${st.branchName ?? ''} · ${masked(st.accountNumber)}`}
        </Descriptions.Item>
        {v.companyType === 4 && (
          <Descriptions.Item label="跨境信息" span={2}>
            {`${v.crossBorder?.overseasEntityName ?? '-'}（${v.crossBorder?.region ?? '-'}） · ${labelOf(PARTNER_OPTIONS, v.crossBorder?.partner)}${v.crossBorder?.customsCode ? ` · 海关备案 ${v.crossBorder.customsCode}` : ''}`}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} style={{ marginTop: 20 }} data-testid="verify-agree">
        我已阅读并同意《商家入驻协议》，承诺所填信息真实有效
      </Checkbox>
    </>
  );
}
