import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
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
import { feedback } from '@/lib/feedback';
import { OnboardingFrame } from '../onboarding-frame';
import { stepKeyOfField, stepsFor, toDraft, toFormValues, toSubmit, type FormValues, type StepDef } from './verify-form';
import { LegalPersonStep, LicenseStep, ShopStep } from './verify-company-steps';
import { ConfirmStep, CrossBorderStep, SettlementStep } from './verify-settle-steps';

const routeApi = getRouteApi('/_authed/company-verify/');

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
