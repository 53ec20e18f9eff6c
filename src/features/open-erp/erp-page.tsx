import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import {
  getErpAbutmentDetailQueryKey,
  getErpFormListQueryKey,
  getErpShopConfigDetailQueryKey,
  useErpAbutment,
  useErpAbutmentDetail,
  useErpAuthConfirm,
  useErpCancelAbutment,
  useErpCheckGoodsInfo,
  useErpFormInfo,
  useErpFormList,
  useErpGetAuthPreview,
  useErpInInventoryWhitelist,
  useErpMerchantConfirm,
  useErpMerchantConfirmAlreadyAuth,
  useErpShopConfigDetail,
  useErpUnbind,
  useErpUpdateShopConfig,
} from '@/api/gen/endpoints/open-erp/open-erp';
import type { ErpAbutment, ErpShopConfig, ErpVendor as GenVendor } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { ERP_PARTNERS, ERP_VENDORS, type ErpVendor } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { useLiveInvalidate } from '@/lib/live';
import { feedback } from '@/lib/feedback';
import { GuideLink } from './guide-pages';
import './open-erp.css';

const routeApi = getRouteApi('/_authed/_app/open/erp/');
const LIVE_KEYS = [getErpShopConfigDetailQueryKey(), getErpAbutmentDetailQueryKey()];
export const MANAGE_KEY = 'open.manage';

const AUTH_STATUS: Record<number, [string, string]> = {
  0: ['未授权', 'default'],
  1: ['授权中（待核验）', 'processing'],
  2: ['已授权', 'green'],
  3: ['授权失败', 'red'],
  4: ['授权已过期', 'orange'],
};
const ABUTMENT_STATUS: Record<number, [string, string]> = {
  0: ['未对接', 'default'],
  1: ['已申请待受理', 'processing'],
  2: ['服务商配置中', 'processing'],
  3: ['待商家确认', 'orange'],
  4: ['已对接', 'green'],
  5: ['已撤销', 'default'],
  6: ['已驳回', 'red'],
};
const FORM_STATUS: Record<number, [string, string]> = {
  0: ['待受理', 'processing'],
  1: ['处理中', 'processing'],
  2: ['已完成', 'green'],
  3: ['已驳回', 'red'],
  4: ['已撤销', 'default'],
};
const PROBLEM: Record<number, string> = {
  0: '正常',
  1: '缺少商家编码',
  2: '商家编码重复',
  3: 'ERP 中不存在该编码',
};
const vendorName = (v: string | null | undefined) => (v ? (ERP_VENDORS[v as ErpVendor] ?? v) : '-');
const partyName = (a: { vendor?: string | null; partner?: string | null }) =>
  a.vendor ? vendorName(a.vendor) : a.partner ? `${ERP_PARTNERS[a.partner as keyof typeof ERP_PARTNERS] ?? a.partner}（跨境清关）` : '-';

function useRefreshAll() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: getErpShopConfigDetailQueryKey() });
    void qc.invalidateQueries({ queryKey: getErpAbutmentDetailQueryKey() });
    void qc.invalidateQueries({
      queryKey: getErpFormListQueryKey({ pageNum: 1, pageSize: 10 }),
    });
  };
}

/** The ERP's confirmation link: which ERP, which shop, which data; the owner confirms or leaves. */
function AuthConfirmCard({ vendor, state, code }: { vendor: ErpVendor; state: string; code: string }) {
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

function ConnectionCard({ cfg, abutment }: { cfg: ErpShopConfig; abutment: ErpAbutment | null | undefined }) {
  const refresh = useRefreshAll();
  const unbind = useErpUnbind();
  const confirm = useErpMerchantConfirm();
  const cancel = useErpCancelAbutment();
  const [auth, authColor] = AUTH_STATUS[cfg.authStatus] ?? ['-', 'default'];
  const [ab, abColor] = ABUTMENT_STATUS[abutment?.status ?? 0] ?? ['-', 'default'];
  return (
    <Card title="连接状态" size="small">
      <div className="xm-erp-stack">
        <dl className="xm-erp-desc">
          <dt>ERP 服务商</dt>
          <dd>{vendorName(cfg.vendor)}</dd>
          <dt>授权状态</dt>
          <dd>
            <StatusTag color={authColor}>{auth}</StatusTag>
          </dd>
          <dt>对接状态</dt>
          <dd>
            <StatusTag color={abColor}>{ab}</StatusTag>
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

function SwitchesCard({ cfg }: { cfg: ErpShopConfig }) {
  const [form] = Form.useForm();
  const refresh = useRefreshAll();
  const update = useErpUpdateShopConfig();
  const inventory = useErpInInventoryWhitelist();
  const canStock = inventory.data?.inWhitelist === true;
  useEffect(() => {
    form.setFieldsValue(cfg);
  }, [cfg, form]);
  return (
    <Card title="同步开关" size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={cfg}
        onFinish={(v) =>
          update.mutate(
            {
              data: {
                syncGoods: v.syncGoods,
                syncStock: v.syncStock,
                syncOrders: v.syncOrders,
                syncAfterSale: v.syncAfterSale,
                warehouseCode: v.warehouseCode?.trim() || null,
                stockSyncMode: v.stockSyncMode,
                orderPushDelayMinutes: v.orderPushDelayMinutes,
              },
            },
            {
              onSuccess: () => (feedback.success('同步设置已保存'), refresh()),
            },
          )
        }
      >
        <div className="xm-erp-switches">
          <Form.Item name="syncOrders" label="订单推送与发货回传" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="syncStock" label="库存同步" valuePropName="checked" extra={canStock ? undefined : '本店不在库存同步白名单内'}>
            <Switch disabled={!canStock} />
          </Form.Item>
          <Form.Item name="syncGoods" label="商品同步" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="syncAfterSale" label="售后单推送" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="warehouseCode"
            label="仓库编码"
            rules={[
              {
                pattern: /^[A-Za-z0-9_-]*$/,
                message: '仓库编码只能包含字母、数字、下划线或短横线',
              },
              { max: 64 },
            ]}
          >
            <Input placeholder="如 HZ-WH-01" maxLength={64} />
          </Form.Item>
          <Form.Item name="stockSyncMode" label="库存同步方式">
            <Select
              options={[
                { value: 1, label: '全量覆盖' },
                { value: 2, label: '增量变更' },
              ]}
            />
          </Form.Item>
          <Form.Item name="orderPushDelayMinutes" label="订单推送延迟（分钟）" rules={[{ required: true, message: '请输入订单推送延迟' }]}>
            <InputNumber min={0} max={1440} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Auth authKey={MANAGE_KEY}>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存同步设置
          </Button>
        </Auth>
      </Form>
    </Card>
  );
}

function ErrorsCard({ cfg }: { cfg: ErpShopConfig }) {
  return (
    <Card title="最近同步异常" size="small">
      {cfg.recentErrors.length === 0 ? (
        <p className="xm-erp-muted">暂无异常</p>
      ) : (
        <table className="xm-erp-table" aria-label="最近同步异常">
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">接口</th>
              <th scope="col">原因</th>
            </tr>
          </thead>
          <tbody>
            {cfg.recentErrors.map((e) => (
              <tr key={e.id}>
                <td>{formatTime(e.at)}</td>
                <td>
                  <code>{e.api}</code>
                </td>
                <td>{e.msg}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function GoodsCheckCard() {
  const [run, setRun] = useState(0);
  const [onlyProblem, setOnlyProblem] = useState(true);
  const check = useErpCheckGoodsInfo({ onlyProblem }, { query: { enabled: run > 0 } });
  const d = check.data;
  return (
    <Card
      title="商品编码检查"
      size="small"
      extra={
        <div className="xm-erp-actions">
          <Checkbox checked={onlyProblem} onChange={(e) => setOnlyProblem(e.target.checked)}>
            只看有问题的
          </Checkbox>
          <Button type="primary" loading={check.isFetching} onClick={() => (run > 0 ? void check.refetch() : setRun(1))}>
            检查商品编码
          </Button>
        </div>
      }
    >
      {!d ? (
        <p className="xm-erp-muted">ERP 按 SKU 的商家编码对应商品。上线前请检查：缺少编码或编码重复的 SKU，订单推到 ERP 后无法对应商品。ERP 推送过库存后，它从未推送过的编码标为「ERP 中不存在该编码」，请在 ERP 中建好对应商品。</p>
      ) : (
        <div className="xm-erp-stack">
          <p role="status">
            共检查 {d.totalSku} 个 SKU：正常 {d.matchedSku} 个，有问题 <strong>{d.problemSku}</strong> 个。
          </p>
          {d.items.length ? (
            <table className="xm-erp-table" aria-label="商品编码检查结果">
              <thead>
                <tr>
                  <th scope="col">商品</th>
                  <th scope="col">规格</th>
                  <th scope="col">商家编码</th>
                  <th scope="col">检查结果</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((i) => (
                  <tr key={i.skuId}>
                    <td>
                      <GuideLink href={`/goods/edit?goodsId=${i.goodsId}`}>{i.goodsName}</GuideLink>
                    </td>
                    <td>{i.skuName}</td>
                    <td>{i.outerSkuCode ? <code>{i.outerSkuCode}</code> : <span className="xm-erp-muted">（未填写）</span>}</td>
                    <td className={`xm-erp-problem-${i.problem}`}>{PROBLEM[i.problem]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function ApplyCard() {
  const [form] = Form.useForm();
  const refresh = useRefreshAll();
  const apply = useErpAbutment();
  const already = useErpMerchantConfirmAlreadyAuth();
  return (
    <Card title="申请对接" size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ abutmentType: 1 }}
        onFinish={(v) =>
          apply.mutate(
            {
              data: {
                abutmentType: 1,
                vendor: v.vendor,
                partner: null,
                vendorShopId: v.vendorShopId?.trim() || null,
                contactName: v.contactName.trim(),
                contactPhone: v.contactPhone.trim(),
                remark: v.remark?.trim() || undefined,
              },
            },
            {
              onSuccess: () => (feedback.success('对接申请已提交，平台受理后会通知服务商'), form.resetFields(), refresh()),
            },
          )
        }
      >
        <div className="xm-erp-switches">
          <Form.Item name="vendor" label="ERP 服务商" rules={[{ required: true, message: '请选择 ERP 服务商' }]}>
            <Select
              options={Object.entries(ERP_VENDORS).map(([value, label]) => ({
                value,
                label,
              }))}
              placeholder="请选择"
            />
          </Form.Item>
          <Form.Item name="vendorShopId" label="ERP 店铺编号（如有）" rules={[{ max: 64 }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[
              { required: true, message: '请输入联系人' },
              { min: 2, max: 20, message: '联系人为 2 至 20 个字' },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label="联系电话"
            rules={[
              { required: true, message: '请输入联系电话' },
              {
                pattern: /^(?:\+86|0086)?1[3-9]\d{9}$/,
                message: '请输入正确的手机号',
              },
            ]}
          >
            <Input maxLength={16} />
          </Form.Item>
        </div>
        <Form.Item name="remark" label="备注" rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Auth authKey={MANAGE_KEY}>
          <div className="xm-erp-actions">
            <Button type="primary" htmlType="submit" loading={apply.isPending}>
              提交对接申请
            </Button>
            <Button
              loading={already.isPending}
              onClick={async () => {
                const vendor = form.getFieldValue('vendor') as GenVendor | undefined;
                if (!vendor) return feedback.warning('请先选择 ERP 服务商');
                already.mutate(
                  {
                    data: {
                      vendor,
                      vendorShopId: form.getFieldValue('vendorShopId') || undefined,
                    },
                  },
                  {
                    onSuccess: () => (feedback.success('已提交，平台核验后授权生效'), refresh()),
                  },
                );
              }}
            >
              我已在 ERP 中完成授权
            </Button>
          </div>
        </Auth>
      </Form>
    </Card>
  );
}

function FormsCard() {
  const list = useErpFormList({ pageNum: 1, pageSize: 10 });
  const [openId, setOpenId] = useState<number | null>(null);
  const info = useErpFormInfo({ formId: openId ?? 1 }, { query: { enabled: openId !== null } });
  const rows = list.data?.list ?? [];
  return (
    <Card title="对接申请记录" size="small">
      {rows.length === 0 ? (
        <p className="xm-erp-muted">暂无申请</p>
      ) : (
        <table className="xm-erp-table" aria-label="对接申请记录">
          <thead>
            <tr>
              <th scope="col">申请单号</th>
              <th scope="col">对接方</th>
              <th scope="col">状态</th>
              <th scope="col">提交时间</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const [t, c] = FORM_STATUS[r.status] ?? ['-', 'default'];
              return (
                <tr key={r.formId}>
                  <td>{r.formNo}</td>
                  <td>{partyName(r)}</td>
                  <td>
                    <StatusTag color={c}>{t}</StatusTag>
                  </td>
                  <td>{formatTime(r.createdAt)}</td>
                  <td>
                    <Button type="link" size="small" onClick={() => setOpenId(r.formId)}>
                      查看
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Modal open={openId !== null} title={info.data ? `申请单 ${info.data.formNo}` : '申请单'} footer={null} onCancel={() => setOpenId(null)}>
        {info.data ? (
          <div className="xm-erp-stack">
            <dl className="xm-erp-desc">
              <dt>对接方</dt>
              <dd>{partyName(info.data)}</dd>
              <dt>联系人</dt>
              <dd>
                {info.data.contactName} {info.data.contactPhoneMasked}
              </dd>
              <dt>备注</dt>
              <dd>{info.data.remark ?? '-'}</dd>
              <dt>回复</dt>
              <dd>{info.data.reply ?? '-'}</dd>
            </dl>
            <ol className="xm-erp-notes">
              {info.data.logs.map((l) => (
                <li key={`${l.at}-${l.status}`}>
                  {formatTime(l.at)} {FORM_STATUS[l.status]?.[0]} · {l.operator}
                  {l.remark ? `：${l.remark}` : ''}
                </li>
              ))}
            </ol>
          </div>
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </Card>
  );
}

export function ErpPage() {
  const search = routeApi.useSearch();
  // The ERP's writes arrive as events (openErp.*); the last-sync time has none, hence the slow poll as well.
  useLiveInvalidate('openErp.', LIVE_KEYS);
  const cfg = useErpShopConfigDetail({ query: { refetchInterval: 15_000 } });
  const abutment = useErpAbutmentDetail({ query: { refetchInterval: 15_000 } });
  const pendingLink = search.vendor && search.state && search.code ? { vendor: search.vendor, state: search.state, code: search.code } : null;
  const active = abutment.data && [1, 2, 3, 4].includes(abutment.data.status);
  return (
    <PageContainer title="ERP 对接" extra={<GuideLink href="/open/erp/guide">对接指南</GuideLink>}>
      <div className="xm-erp-stack">
        {pendingLink ? <AuthConfirmCard {...pendingLink} /> : null}
        {cfg.isLoading || !cfg.data ? (
          <Skeleton active />
        ) : (
          <>
            <ConnectionCard cfg={cfg.data} abutment={abutment.data} />
            <SwitchesCard cfg={cfg.data} />
            <ErrorsCard cfg={cfg.data} />
            <GoodsCheckCard />
            {active ? null : <ApplyCard />}
            <FormsCard />
          </>
        )}
      </div>
    </PageContainer>
  );
}
