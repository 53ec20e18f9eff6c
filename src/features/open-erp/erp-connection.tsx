import { useNavigate } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { useErpAuthConfirm, useErpCancelAbutment, useErpGetAuthPreview, useErpMerchantConfirm, useErpUnbind } from '@/api/gen/endpoints/open-erp/open-erp';
import type { ErpAbutment, ErpShopConfig, ErpVendor as GenVendor } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { StatusOf } from '@/components/status-tag';
import { type ErpVendor } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { ABUTMENT_STATUS, AUTH_STATUS, MANAGE_KEY, partyName, useRefreshAll, vendorName } from './erp-shared';
import './open-erp.css';

/** The ERP's confirmation link: which ERP, which shop, which data; the owner confirms or leaves. */
export function AuthConfirmCard({ vendor, state, code }: { vendor: ErpVendor; state: string; code: string }) {
  const navigate = useNavigate();
  const refresh = useRefreshAll();
  const preview = useErpGetAuthPreview({ vendor: vendor as GenVendor, state, authCode: code }, { query: { retry: false } });
  const confirm = useErpAuthConfirm();
  const leave = () => void navigate({ to: '/open/erp', search: {} });
  if (preview.isLoading) return <Skeleton active />;
  if (preview.isError || !preview.data) {
    return <Alert type="error" showIcon title="授权链接无效或已过期" description="请回到 ERP 重新发起授权。" action={<Button onClick={leave}>返回</Button>} />;
  }
  const p = preview.data;
  return (
    <Card title={`${p.vendorName} 请求访问本店数据`} aria-label="确认 ERP 授权">
      <div className="xm-erp-stack">
        <dl className="xm-erp-desc">
          <dt>ERP 服务商</dt>
          <dd>{p.vendorName}</dd>
          <dt>授权店铺</dt>
          <dd>{p.shopName}</dd>
          <dt>发起时间</dt>
          <dd>{formatTime(p.requestedAt)}</dd>
          <dt>链接有效期</dt>
          <dd>还剩 {Math.ceil(p.expireSeconds / 60)} 分钟</dd>
        </dl>
        <div>
          <h3 className="xm-erp-h3">授权范围</h3>
          <ul className="xm-erp-notes">
            {p.scopes.map((s) => (
              <li key={s.code}>
                <strong>{s.name}</strong>：{s.description}
              </li>
            ))}
          </ul>
        </div>
        <div className="xm-erp-actions">
          <Auth authKey={MANAGE_KEY} fallback={<Alert type="warning" showIcon title="需要「ERP 对接」的操作权限才能确认授权，请联系店铺负责人。" />}>
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(
                  {
                    data: {
                      vendor: vendor as GenVendor,
                      state,
                      authCode: code,
                    },
                  },
                  {
                    onSuccess: () => {
                      feedback.success(`已授权 ${p.vendorName} 访问本店数据`);
                      refresh();
                      leave();
                    },
                  },
                )
              }
            >
              确认授权
            </Button>
          </Auth>
          <Button onClick={leave}>暂不授权</Button>
        </div>
      </div>
    </Card>
  );
}

export function ConnectionCard({ cfg, abutment }: { cfg: ErpShopConfig; abutment: ErpAbutment | null | undefined }) {
  const refresh = useRefreshAll();
  const unbind = useErpUnbind();
  const confirm = useErpMerchantConfirm();
  const cancel = useErpCancelAbutment();
  return (
    <Card title="连接状态" size="small">
      <div className="xm-erp-stack">
        <dl className="xm-erp-desc">
          <dt>ERP 服务商</dt>
          <dd>{vendorName(cfg.vendor)}</dd>
          <dt>授权状态</dt>
          <dd>
            <StatusOf map={AUTH_STATUS} value={cfg.authStatus} fallback="-" />
          </dd>
          <dt>对接状态</dt>
          <dd>
            <StatusOf map={ABUTMENT_STATUS} value={abutment?.status ?? 0} fallback="-" />
            {abutment ? (
              <span className="xm-erp-muted">
                （{partyName(abutment)}，申请于 {formatTime(abutment.appliedAt)}）
              </span>
            ) : null}
          </dd>
          <dt>最近同步</dt>
          <dd>{cfg.lastSyncAt ? formatTime(cfg.lastSyncAt) : '从未同步'}</dd>
          <dt>AppKey</dt>
          <dd>{cfg.appKey ? <code>{cfg.appKey}</code> : '-'}</dd>
          <dt>授权范围</dt>
          <dd>{cfg.scopes.length ? cfg.scopes.map((s) => s.name).join('、') : '-'}</dd>
          <dt>调用频率上限</dt>
          <dd>{cfg.ratePerMinute ? `每分钟 ${cfg.ratePerMinute} 次` : '-'}</dd>
        </dl>
        <Auth authKey={MANAGE_KEY}>
          <div className="xm-erp-actions">
            {abutment?.status === 3 ? (
              <Button
                type="primary"
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(
                    { data: { abutmentId: abutment.abutmentId } },
                    {
                      onSuccess: () => (feedback.success('已确认对接完成'), refresh()),
                    },
                  )
                }
              >
                确认对接完成
              </Button>
            ) : null}
            {abutment && [1, 2, 3].includes(abutment.status) ? (
              <Popconfirm
                title="撤销这次对接申请？"
                okText="撤销"
                cancelText="取消"
                onConfirm={() =>
                  cancel.mutate(
                    { data: { abutmentId: abutment.abutmentId } },
                    {
                      onSuccess: () => (feedback.success('已撤销对接申请'), refresh()),
                    },
                  )
                }
              >
                <Button>撤销申请</Button>
              </Popconfirm>
            ) : null}
            {cfg.vendor ? (
              <Popconfirm
                title={`解绑 ${vendorName(cfg.vendor)}？`}
                description="解绑后 ERP 的 AppKey 立即失效，订单、库存与商品同步全部停止。"
                okText="解绑"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() =>
                  unbind.mutate(
                    { data: { vendor: cfg.vendor as GenVendor } },
                    {
                      onSuccess: () => (feedback.success('已解绑'), refresh()),
                    },
                  )
                }
              >
                <Button danger>解绑 ERP</Button>
              </Popconfirm>
            ) : null}
          </div>
        </Auth>
      </div>
    </Card>
  );
}
