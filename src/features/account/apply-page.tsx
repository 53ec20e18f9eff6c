import { useState } from 'react';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import { getUserInfoQueryKey, useApplyReview } from '@/api/gen/endpoints/account/account';
import { APP_NAME } from '@/lib/constants';
import { useFreshUser } from './verify/use-fresh-user';
import { useLogout } from './use-logout';
import './login-page.css';

const routeApi = getRouteApi('/_authed/login/apply');

export const COMPANY_TYPES = [
  { value: 1, label: '企业', desc: '有限责任公司、股份有限公司等' },
  { value: 2, label: '个体工商户', desc: '持有个体工商户营业执照' },
  { value: 3, label: '小微商户', desc: '无营业执照的个人经营者' },
  { value: 4, label: '跨境企业', desc: '境外主体，经保税仓或直邮发货' },
] as const;

const STEP_OF: Record<number, number> = { [-2]: 0, 0: 1, [-1]: 1, 1: 2 };

/** /login/apply: where the onboarding application stands (spec §4) and the next step. */
export function ApplyPage() {
  const { session } = routeApi.useRouteContext();
  const fresh = useFreshUser(session.user.reviewStatus);
  const u = fresh.data ?? session.user;
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const apply = useApplyReview();
  const [companyType, setCompanyType] = useState<number>(u.companyType);

  const start = async () => {
    const r = await apply.mutateAsync({ data: { companyType: companyType as 1 | 2 | 3 | 4 } }).catch(() => null);
    if (!r) return;
    await queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() });
    await router.invalidate();
    await navigate({ to: '/company-verify/entry' });
  };

  const enterShop = async () => {
    await queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() });
    await router.invalidate();
    await navigate({ to: '/overview' });
  };

  const status = u.reviewStatus;
  return (
    <div className="xm-login" style={{ justifyContent: 'flex-start', paddingTop: 48 }}>
      <div className="xm-login-brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <div>
          <h1>商家入驻</h1>
          <p>{APP_NAME} · {u.companyName}</p>
        </div>
      </div>
      <Card style={{ width: '100%', maxWidth: 720 }}>
        <Steps
          current={STEP_OF[status] ?? 0}
          status={status === -1 ? 'error' : undefined}
          items={[{ title: '填写认证资料' }, { title: '平台审核' }, { title: '开店经营' }]}
          style={{ marginBottom: 24 }}
        />
        {status === -2 && u.draftStatus === 1 && (
          <div data-testid="apply-draft">
            <Alert type="info" showIcon message="您有尚未提交的企业认证草稿，继续填写并提交平台审核即可完成入驻。" style={{ marginBottom: 24 }} />
            <Button type="primary" onClick={() => void navigate({ to: '/company-verify' })}>
              继续填写认证资料
            </Button>
          </div>
        )}
        {status === -2 && u.draftStatus !== 1 && (
          <div data-testid="apply-todo">
            <Alert type="info" showIcon message="请选择公司类型，并填写企业认证资料后提交平台审核。" style={{ marginBottom: 16 }} />
            <Radio.Group value={companyType} onChange={(e) => setCompanyType(e.target.value as number)} style={{ width: '100%' }}>
              <Space direction="vertical" style={{ width: '100%' }}>
                {COMPANY_TYPES.map((t) => (
                  <Radio key={t.value} value={t.value}>
                    <b>{t.label}</b> <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{t.desc}</span>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <div style={{ marginTop: 24 }}>
              <Button type="primary" onClick={() => void start()} loading={apply.isPending}>
                开始入驻申请
              </Button>
            </div>
          </div>
        )}
        {status === 0 && (
          <Result
            status="info"
            title="入驻申请审核中"
            subTitle="平台将在 1-3 个工作日内完成审核，审核结果会通过短信通知您，请耐心等待。"
            extra={
              <Space>
                <Button type="primary" loading={fresh.isFetching} onClick={() => void fresh.refetch()}>
                  刷新审核状态
                </Button>
                <Button onClick={() => void navigate({ to: '/company-verify/result' })}>查看提交的资料</Button>
              </Space>
            }
          />
        )}
        {status === -1 && (
          <Result
            status="error"
            title="入驻申请未通过"
            subTitle={<span data-testid="apply-reason">驳回原因：{u.reviewReason ?? '未填写'}</span>}
            extra={
              <Button type="primary" onClick={() => void navigate({ to: '/company-verify' })}>
                修改资料并重新提交
              </Button>
            }
          />
        )}
        {status === 1 && (
          <Result
            status="success"
            title="入驻审核已通过"
            subTitle="您的店铺已开通，现在可以开始经营。"
            extra={
              <Button type="primary" onClick={() => void enterShop()} data-testid="apply-enter">
                进入店铺
              </Button>
            }
          />
        )}
        <div style={{ textAlign: 'right', marginTop: 16 }}>
          <Button type="link" onClick={() => void logout()}>
            退出登录
          </Button>
        </div>
      </Card>
    </div>
  );
}
