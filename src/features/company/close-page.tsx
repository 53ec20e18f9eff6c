import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { companyCloseSmsCode, getCompanyCloseCheckQueryKey, useCompanyClose, useCompanyCloseCheck } from '@/api/gen/endpoints/company/company';
import { getUserInfoQueryKey } from '@/api/gen/endpoints/account/account';
import type { CompanyCloseCheck } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { SmsCodeButton } from '@/components/sms-code-button';
import { CLOSE_KEY } from './constants';
import './company.css';

const LINK_TEXT: Record<string, string> = { orders: '去处理订单', afterSale: '去处理售后', balance: '去查看资金', disputes: '去查看对账单', deposit: '去查看保证金' };

function Checks({ d }: { d: CompanyCloseCheck }) {
  return (
    <ul className="xm-co-checks" aria-label="关店前提">
      {d.checks.map((c) => (
        <li key={c.key} className="xm-co-check" data-ok={String(c.ok)} data-testid={`check-${c.key}`}>
          <span className="xm-co-check-icon" data-ok={String(c.ok)}>
            {c.ok ? <CheckCircleFilled aria-label="已满足" /> : <CloseCircleFilled aria-label="未满足" />}
          </span>
          <span className="xm-co-check-label">{c.label}</span>
          <span className="xm-co-check-detail">{c.detail}</span>
          {!c.ok ? (
            <span className="xm-co-check-link">
              <RouterAnchor href={c.link}>{LINK_TEXT[c.key] ?? '去处理'}</RouterAnchor>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Confirm({ d }: { d: CompanyCloseCheck }) {
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const close = useCompanyClose();
  const qc = useQueryClient();
  const router = useRouter();
  const submit = () =>
    close.mutate(
      { data: { smsCode: code } },
      {
        onSuccess: async () => {
          feedback.success('店铺已关闭');
          await qc.invalidateQueries({ queryKey: getCompanyCloseCheckQueryKey() });
          // The session (banner, keys) comes from user info: load it again, then let the guard read it.
          await qc.refetchQueries({ queryKey: getUserInfoQueryKey() });
          await router.invalidate();
        },
        onError: () => void qc.invalidateQueries({ queryKey: getCompanyCloseCheckQueryKey() }),
      },
    );
  return (
    <Card title="确认关闭店铺">
      <div className="xm-co-stack">
        <Alert
          type="warning"
          showIcon
          title="关闭后不能自行恢复"
          description={
            <ul className="xm-co-change">
              <li>店铺立即下线，{d.onSaleGoods} 件在售商品全部下架；</li>
              <li>保证金 {formatMoney(d.depositBalance)} 退回结算账户；</li>
              <li>员工仍可登录查看订单、资金等历史数据，但不能再做任何修改。</li>
            </ul>
          }
        />
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
          我已了解关店的后果，确认关闭店铺
        </Checkbox>
        <Space wrap>
          <Input aria-label="短信验证码" placeholder="短信验证码" maxLength={6} inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} style={{ width: 160 }} />
          <SmsCodeButton send={() => companyCloseSmsCode()} disabled={!agreed} />
        </Space>
        <div>
          <Button type="primary" danger disabled={!agreed || code.length !== 6} loading={close.isPending} onClick={submit}>
            确认关闭店铺
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function ClosePage() {
  const q = useCompanyCloseCheck();
  const d = q.data;
  return (
    <PageContainer
      title="关闭店铺"
      extra={
        d && !d.closedAt ? (
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            重新检查
          </Button>
        ) : null
      }
    >
      {q.isError ? (
        <Alert type="error" showIcon title="关店检查加载失败" action={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : !d ? (
        <Skeleton active />
      ) : d.closedAt ? (
        <Result
          status="info"
          title={`店铺已于 ${formatTime(d.closedAt)} 关闭`}
          subTitle={d.closure ? `下架商品 ${d.closure.delistedGoods} 件，退还保证金 ${formatMoney(d.closure.depositRefunded)}。历史订单、资金与对账单仍可查看。` : '历史订单、资金与对账单仍可查看。'}
        />
      ) : (
        <div className="xm-co-stack">
          {d.allPassed ? (
            <Alert type="success" showIcon title="所有前提均已满足，店铺负责人可以关闭店铺。" />
          ) : (
            <Alert type="error" showIcon title={`还不能关闭店铺：${d.checks.filter((c) => !c.ok).length} 项前提未满足，请按提示处理后重新检查。`} />
          )}
          <Card title="关店前提">
            <Checks d={d} />
          </Card>
          {d.allPassed ? (
            d.isOwner ? (
              <Auth authKey={CLOSE_KEY}>
                <Confirm d={d} />
              </Auth>
            ) : (
              <Alert type="info" showIcon title="只有店铺负责人可以关闭店铺。" />
            )
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}
