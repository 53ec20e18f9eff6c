import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { getUserInfoQueryKey, useVerifyDetail } from '@/api/gen/endpoints/account/account';
import { formatTime } from '@/lib/dayjs';
import { OnboardingFrame } from '../onboarding-frame';
import { useFreshUser } from './use-fresh-user';
import { COMPANY_TYPE_OPTIONS, labelOf, SHOP_TYPE_OPTIONS } from './verify-form';

const routeApi = getRouteApi('/_authed/company-verify/result');

/** /company-verify/result: pending, rejected (reason, fix and resubmit) or passed (enter the shop). */
export function VerifyResultPage() {
  const { session } = routeApi.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const fresh = useFreshUser(session.user.reviewStatus);
  const u = fresh.data ?? session.user;
  const detail = useVerifyDetail({ query: { enabled: u.isOwner, staleTime: 0 } });
  const submitted = detail.data?.submitted;

  const enterShop = async () => {
    await queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() });
    await router.invalidate();
    await navigate({ to: '/overview' });
  };

  const summary = submitted && (
    <Descriptions bordered size="small" column={1} style={{ marginTop: 8, textAlign: 'left' }}>
      <Descriptions.Item label="公司类型">{labelOf(COMPANY_TYPE_OPTIONS, submitted.companyType)}</Descriptions.Item>
      <Descriptions.Item label="执照名称">{submitted.license.name}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{submitted.license.creditCode}</Descriptions.Item>
      <Descriptions.Item label="店铺">{`${submitted.shop.shopName}（${labelOf(SHOP_TYPE_OPTIONS, submitted.shop.shopType)}）`}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{formatTime(detail.data?.submittedAt ?? null)}</Descriptions.Item>
    </Descriptions>
  );

  let body;
  if (fresh.isPending && !fresh.data) body = <Skeleton active />;
  else if (u.reviewStatus === 0)
    body = (
      <Result
        status="info"
        title="资料已提交，等待平台审核"
        subTitle="平台将在 1-3 个工作日内完成审核，结果会通过短信通知您。审核期间资料不能修改。"
        extra={
          <Space>
            <Button type="primary" loading={fresh.isFetching} onClick={() => void fresh.refetch()}>
              刷新审核状态
            </Button>
            <Button onClick={() => void navigate({ to: '/login/apply' })}>返回入驻申请</Button>
          </Space>
        }
      >
        {summary}
      </Result>
    );
  else if (u.reviewStatus === -1)
    body = (
      <Result
        status="error"
        title="审核未通过"
        subTitle={<span data-testid="result-reason">驳回原因：{u.reviewReason ?? '未填写'}</span>}
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/company-verify' })} data-testid="result-fix">
            修改资料并重新提交
          </Button>
        }
      >
        {summary}
      </Result>
    );
  else if (u.reviewStatus === 1)
    body = (
      <Result
        status="success"
        title="审核通过，店铺已开通"
        subTitle={`${u.shopName ?? u.companyName}已可以开始经营。`}
        extra={
          <Button type="primary" size="large" onClick={() => void enterShop()} data-testid="result-enter">
            进入店铺
          </Button>
        }
      />
    );
  else
    body = (
      <Result
        status="warning"
        title="尚未提交认证资料"
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/company-verify/entry' })}>
            去填写
          </Button>
        }
      />
    );

  return (
    <OnboardingFrame title="认证结果" subtitle={u.companyName}>
      <Card>{body}</Card>
    </OnboardingFrame>
  );
}
