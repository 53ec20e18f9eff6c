import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Timeline from 'antd/es/timeline';
import {
  useAfterSaleAgree,
  useAfterSaleDisputeProof,
  useAfterSaleNegotiate,
  useAfterSaleReceive,
  useAfterSaleRefuse,
  useAfterSaleRefuseReceipt,
  useAfterSaleReship,
  useAfterSaleSettingGet,
} from '@/api/gen/endpoints/after-sale/after-sale';
import type { AfterSaleDetail } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { ImageUpload } from '@/components/upload/image-upload';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { EVIDENCE_REQUIRED, LOGISTICS, REFUSE_CODES, STATUS, TYPE } from './constants';
import { Countdown } from './countdown';
import './after-sale.css';

type Dialog = null | 'agree' | 'refuse' | 'receive' | 'refuseReceipt' | 'reship' | 'proof';
const ACTOR = { 1: '商家', 2: '买家', 3: '平台' } as Record<number, string>;

function Images({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  return (
    <div className="xm-as-imgs">
      {urls.map((u, i) => (
        <a key={u} href={u} target="_blank" rel="noreferrer">
          <img src={u} alt={`图片 ${i + 1}`} />
        </a>
      ))}
    </div>
  );
}

/** The case page shared by /order/after-detail and the dispute detail: timeline, order snapshot, evidence, actions. */
export function CaseDetail({ d, queryKey, handleKey }: { d: AfterSaleDetail; queryKey: readonly unknown[]; handleKey: string }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm();
  const [note, setNote] = useState('');
  const settings = useAfterSaleSettingGet({}, { query: { enabled: dialog === 'agree' || dialog === 'refuse', staleTime: 60_000 } });
  const agree = useAfterSaleAgree();
  const refuse = useAfterSaleRefuse();
  const receive = useAfterSaleReceive();
  const refuseReceipt = useAfterSaleRefuseReceipt();
  const reship = useAfterSaleReship();
  const negotiate = useAfterSaleNegotiate();
  const proof = useAfterSaleDisputeProof();
  const done = (msg: string) => {
    void message.success(msg);
    setDialog(null);
    form.resetFields();
    void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1) });
    void queryClient.invalidateQueries({ queryKey: ['/xm-merchant/afterSale/list'] });
  };
  const base = { afterSaleId: d.afterSaleId, version: d.version };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const lines = d.lines.map((l) => ({ orderLineId: l.orderLineId, amount: Math.round(Number(v[`line_${l.orderLineId}`] ?? 0) * 100) })).filter((l) => l.amount > 0);
    const plan = v.partial ? { refundLines: lines } : {};
    let ok: unknown = null;
    if (dialog === 'agree') ok = await agree.mutateAsync({ data: { ...base, ...(v.addressId ? { afterSaleAddressId: v.addressId } : {}), ...plan } }).catch(() => null);
    if (dialog === 'refuse') ok = await refuse.mutateAsync({ data: { ...base, reasonCode: v.reasonCode, reasonText: v.reasonText ?? '', images: v.images ?? [] } }).catch(() => null);
    if (dialog === 'receive') ok = await receive.mutateAsync({ data: { ...base, ...plan } }).catch(() => null);
    if (dialog === 'refuseReceipt') ok = await refuseReceipt.mutateAsync({ data: { ...base, reasonText: v.reasonText, images: v.images ?? [] } }).catch(() => null);
    if (dialog === 'reship') ok = await reship.mutateAsync({ data: { ...base, logisticsCompany: v.logisticsCompany, trackingNo: v.trackingNo } }).catch(() => null);
    if (dialog === 'proof') ok = await proof.mutateAsync({ data: { ...base, text: v.text, images: v.images ?? [] } }).catch(() => null);
    if (ok) done('已提交');
  };
  const sendNote = async () => {
    if (!note.trim()) return;
    const ok = await negotiate.mutateAsync({ data: { afterSaleId: d.afterSaleId, text: note.trim(), images: [] } }).catch(() => null);
    if (ok) {
      setNote('');
      done('已留言');
    }
  };
  const a = new Set(d.allowedActions);
  const refundable = d.type !== 3 && (dialog === 'agree' || dialog === 'receive');
  const pending = agree.isPending || refuse.isPending || receive.isPending || refuseReceipt.isPending || reship.isPending || proof.isPending;
  const TITLE: Record<Exclude<Dialog, null>, string> = { agree: d.type === 1 ? '同意退款' : d.type === 2 ? '同意退货' : '同意换货', refuse: '拒绝售后', receive: '确认收到退货', refuseReceipt: '拒绝收货', reship: '换货发出', proof: '提交举证' };
  const reasonCode = Form.useWatch('reasonCode', form) as string | undefined;
  const partial = Form.useWatch('partial', form) as boolean | undefined;

  return (
    <div className="xm-as-grid">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card
          title={
            <span>
              售后单 {d.caseNo} <StatusTag color={STATUS[d.status]?.color}>{d.statusText}</StatusTag>
            </span>
          }
          extra={<Countdown deadline={d.deadlineAt} waiting={d.merchantWaiting} />}
        >
          <Descriptions column={2} size="small">
            <Descriptions.Item label="类型">{TYPE[d.type]}（申请时{d.shipped ? '已发货' : '未发货'}）</Descriptions.Item>
            <Descriptions.Item label="买家">{d.buyerName}</Descriptions.Item>
            <Descriptions.Item label="申请金额">{formatMoney(d.applyAmount)}{d.freightAmount ? `（含运费 ${formatMoney(d.freightAmount)}）` : ''}</Descriptions.Item>
            <Descriptions.Item label="已退金额">{formatMoney(d.refundAmount)}</Descriptions.Item>
            <Descriptions.Item label="申请原因">{d.reasonText}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{formatTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="买家说明" span={2}>
              {d.reasonDetail || '无'}
              <Images urls={d.images} />
            </Descriptions.Item>
            {d.returnAddress ? (
              <Descriptions.Item label="退货地址" span={2}>
                {d.returnAddress.name} {d.returnAddress.phone} {d.returnAddress.region}
                {d.returnAddress.address}
              </Descriptions.Item>
            ) : null}
            {d.returnTrackingNo ? <Descriptions.Item label="退货物流">{LOGISTICS[d.returnLogistics ?? ''] ?? d.returnLogistics} {d.returnTrackingNo}</Descriptions.Item> : null}
            {d.reshipTrackingNo ? <Descriptions.Item label="换货物流">{LOGISTICS[d.reshipLogistics ?? ''] ?? d.reshipLogistics} {d.reshipTrackingNo}</Descriptions.Item> : null}
            {d.refuseReason ? (
              <Descriptions.Item label="拒绝原因" span={2}>
                {d.refuseReason}
                {d.refuseText ? `：${d.refuseText}` : ''}
                <Images urls={d.refuseImages} />
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Auth authKey={handleKey}>
            <div className="xm-as-actions" style={{ marginTop: 12 }}>
              {a.has('agree') ? (
                <Button type="primary" onClick={() => setDialog('agree')}>
                  {TITLE.agree}
                </Button>
              ) : null}
              {a.has('refuse') ? <Button danger onClick={() => setDialog('refuse')}>拒绝售后</Button> : null}
              {a.has('receive') ? (
                <Button type="primary" onClick={() => setDialog('receive')}>
                  确认收货{d.type === 3 ? '' : '并退款'}
                </Button>
              ) : null}
              {a.has('refuseReceipt') ? <Button danger onClick={() => setDialog('refuseReceipt')}>拒绝收货</Button> : null}
              {a.has('reship') ? (
                <Button type="primary" onClick={() => setDialog('reship')}>
                  换货发出
                </Button>
              ) : null}
              {a.has('proof') ? (
                <Button type="primary" onClick={() => setDialog('proof')}>
                  提交举证
                </Button>
              ) : null}
            </div>
          </Auth>
        </Card>
        {d.disputeStatus > 0 ? (
          <Card title="平台介入">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="买家申请介入">{d.disputeAt ? formatTime(d.disputeAt) : '-'}</Descriptions.Item>
              <Descriptions.Item label="买家证据">
                {d.buyerEvidenceText ?? '无'}
                <Images urls={d.buyerEvidenceImages} />
              </Descriptions.Item>
              <Descriptions.Item label="举证截止">{d.proofDeadlineAt ? <span>{formatTime(d.proofDeadlineAt)} <Countdown deadline={d.disputeStatus === 1 ? d.proofDeadlineAt : null} waiting /></span> : '-'}</Descriptions.Item>
              <Descriptions.Item label="商家举证">
                {d.merchantProofText ?? '尚未举证'}
                <Images urls={d.merchantProofImages} />
              </Descriptions.Item>
              <Descriptions.Item label="裁决">{d.disputeStatus === 1 ? '待平台裁决' : `${d.disputeStatus === 2 ? '支持买家' : '支持商家'}：${d.decisionNote ?? ''}（${d.decidedAt ? formatTime(d.decidedAt) : ''}）`}</Descriptions.Item>
            </Descriptions>
          </Card>
        ) : null}
        <Card title="售后商品">
          <table className="xm-as-table" aria-label="售后商品">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">数量</th>
                <th scope="col">申请金额</th>
                <th scope="col">尚可退</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.orderLineId}>
                  <td>
                    {l.goodsName} <span className="xm-muted">{l.specText}</span>
                  </td>
                  <td>{l.quantity}</td>
                  <td>{formatMoney(l.amount)}</td>
                  <td>{d.refundPlan ? '-' : formatMoney(l.refundableLeft)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {d.refundPlan ? <p>退款明细：{d.refundPlan.lines.map((l) => formatMoney(l.amount)).join(' + ')}{d.refundPlan.freight ? ` + 运费 ${formatMoney(d.refundPlan.freight)}` : ''}</p> : null}
        </Card>
        <Card title="订单快照" extra={<RouterAnchor to="/order/detail" search={{ orderId: d.order.orderId }}>订单 {d.order.orderNo}</RouterAnchor>}>
          <Descriptions column={2} size="small">
            <Descriptions.Item label="实付">{formatMoney(d.order.paidAmount)}</Descriptions.Item>
            <Descriptions.Item label="运费">{formatMoney(d.order.freightAmount)}</Descriptions.Item>
            <Descriptions.Item label="优惠">{formatMoney(d.order.discountAmount)}</Descriptions.Item>
            <Descriptions.Item label="付款时间">{formatTime(d.order.paidAt)}</Descriptions.Item>
            <Descriptions.Item label="发货物流">{d.order.trackingNo ? `${LOGISTICS[d.order.logisticsCompany ?? ''] ?? ''} ${d.order.trackingNo}` : '未发货'}</Descriptions.Item>
            <Descriptions.Item label="商品">{d.order.lines.map((l) => `${l.goodsName} ×${l.quantity}`).join('、')}</Descriptions.Item>
          </Descriptions>
        </Card>
      </div>
      <Card title="时间线与协商记录">
        <Timeline
          items={[...d.logs].reverse().map((l) => ({
            color: l.actorType === 1 ? 'blue' : l.actorType === 2 ? 'green' : 'gray',
            content: (
              <div>
                <div>
                  <strong>{l.action}</strong> <span className="xm-muted">{ACTOR[l.actorType]} {l.actorName}</span>
                </div>
                {l.detail ? <div>{l.detail}</div> : null}
                <Images urls={l.images} />
                <div className="xm-muted" style={{ fontSize: 12 }}>
                  {formatTime(l.createdAt)}
                </div>
              </div>
            ),
          }))}
        />
        {a.has('negotiate') ? (
          <Auth authKey={handleKey === 'order.return.dispute.handle' ? 'order.return.handle' : handleKey}>
            <Input.TextArea aria-label="协商留言" placeholder="给买家留言（记入协商记录）" maxLength={500} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            <Button style={{ marginTop: 8 }} onClick={() => void sendNote()} loading={negotiate.isPending} disabled={!note.trim()}>
              发送留言
            </Button>
          </Auth>
        ) : null}
      </Card>
      <Modal open={dialog !== null} title={dialog ? TITLE[dialog] : ''} onCancel={() => setDialog(null)} onOk={() => void submit()} okText="确定" cancelText="取消" confirmLoading={pending} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'agree' && d.type !== 1 ? (
            <Form.Item name="addressId" label="退货地址" extra="不选则使用默认退货地址">
              <Select allowClear placeholder="默认退货地址" options={(settings.data?.addresses ?? []).map((x) => ({ value: x.afterSaleAddressId, label: `${x.isDefault ? '【默认】' : ''}${x.name} ${x.region}${x.address}` }))} />
            </Form.Item>
          ) : null}
          {refundable && (dialog === 'receive' || d.type === 1) ? (
            <>
              <p>
                将退款 {formatMoney(d.applyAmount)}（结算前从待结算扣除，结算后从可提现余额扣除）。
              </p>
              <Form.Item name="partial" label="退款方式" initialValue={false}>
                <Select options={[{ value: false, label: '按申请全额退款' }, { value: true, label: '按商品部分退款' }]} />
              </Form.Item>
              {partial
                ? d.lines.map((l) => (
                    <Form.Item key={l.orderLineId} name={`line_${l.orderLineId}`} label={`${l.goodsName}（至多 ${formatMoney(l.refundableLeft)}）`} initialValue={l.amount / 100} rules={[{ type: 'number', max: l.refundableLeft / 100, min: 0, message: `不超过 ${formatMoney(l.refundableLeft)}` }]}>
                      <InputNumber precision={2} min={0} addonBefore="¥" style={{ width: 200 }} />
                    </Form.Item>
                  ))
                : null}
            </>
          ) : null}
          {dialog === 'refuse' ? (
            <>
              <Form.Item name="reasonCode" label="拒绝原因" rules={[{ required: true, message: '请选择拒绝原因' }]}>
                <Select placeholder="请选择" options={Object.entries(REFUSE_CODES).map(([v, l]) => ({ value: v, label: l }))} />
              </Form.Item>
              {(settings.data?.reasons ?? []).length ? (
                <Form.Item label="常用说明">
                  <Select
                    placeholder="选用预设的拒绝说明"
                    aria-label="常用说明"
                    onChange={(id: number) => {
                      const r = settings.data?.reasons.find((x) => x.afterSaleReasonId === id);
                      if (r) form.setFieldsValue({ reasonCode: r.code, reasonText: r.text });
                    }}
                    options={(settings.data?.reasons ?? []).map((r) => ({ value: r.afterSaleReasonId, label: r.text }))}
                  />
                </Form.Item>
              ) : null}
              <Form.Item name="reasonText" label="拒绝说明" rules={[{ required: reasonCode === 'other', message: '请填写说明' }]}>
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
              <Form.Item name="images" label="凭证图片" rules={[{ required: !!reasonCode && EVIDENCE_REQUIRED.has(reasonCode), message: '该原因需要上传凭证图片' }]}>
                <ImageUpload scene="other" max={9} label="上传凭证" />
              </Form.Item>
            </>
          ) : null}
          {dialog === 'refuseReceipt' ? (
            <>
              <Form.Item name="reasonText" label="拒收原因" rules={[{ required: true, message: '请填写原因' }]}>
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
              <Form.Item name="images" label="凭证图片" rules={[{ required: true, message: '请上传凭证图片' }]}>
                <ImageUpload scene="other" max={9} label="上传凭证" />
              </Form.Item>
            </>
          ) : null}
          {dialog === 'reship' ? (
            <>
              <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
                <Select options={Object.entries(LOGISTICS).map(([v, l]) => ({ value: v, label: l }))} />
              </Form.Item>
              <Form.Item name="trackingNo" label="运单号" rules={[{ required: true, pattern: /^[A-Za-z0-9-]{6,30}$/, message: '运单号为 6 至 30 位字母、数字或短横线' }]}>
                <Input maxLength={30} />
              </Form.Item>
            </>
          ) : null}
          {dialog === 'proof' ? (
            <>
              <Form.Item name="text" label="举证说明" rules={[{ required: true, message: '请填写举证说明' }]}>
                <Input.TextArea maxLength={500} rows={4} />
              </Form.Item>
              <Form.Item name="images" label="举证图片">
                <ImageUpload scene="other" max={9} label="上传图片" />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Modal>
    </div>
  );
}
