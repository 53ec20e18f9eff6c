import { useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useState } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import {
  getOrderDetailQueryKey,
  useOrderClose,
  useOrderDetail,
  useOrderRemark,
  useOrderUpdateAddress,
} from '@/api/gen/endpoints/order/order';
import type { MkGroupBrief, OrderDetail } from '@/api/gen/model';
import { StatusTag } from '@/components/status-tag';
import { PageContainer } from '@/components/page-container';
import { CopyText } from '@/components/copy-text';
import { feedback } from '@/lib/feedback';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { DELIVERY, STATUS, logisticsName } from './constants';
import { usePrivacy } from './privacy';
import { ShipDialog } from './ship-dialogs';

const routeApi = getRouteApi('/_authed/_app/order/detail');
const ACTOR = { 1: '商家', 2: '买家', 3: '系统' } as Record<number, string>;

function StatusSteps({ o }: { o: OrderDetail }) {
  if (o.status === 5) {
    return (
      <Steps
        size="small"
        current={1}
        status="error"
        items={[
          { title: '买家下单', description: formatTime(o.createdAt) },
          { title: '订单关闭', description: `${formatTime(o.closedAt)}${o.closeReason ? ` · ${o.closeReason}` : ''}` },
        ]}
      />
    );
  }
  const items = [
    { title: '买家下单', description: formatTime(o.createdAt) },
    { title: '买家付款', description: formatTime(o.paidAt) },
    { title: '商家发货', description: o.shippedAt ? formatTime(o.shippedAt) : o.group?.state === 1 ? '拼团中，成团后发货' : o.shipByAt ? `请于 ${formatTime(o.shipByAt, 'MM-DD HH:mm')} 前发货` : '-' },
    { title: '交易完成', description: formatTime(o.completedAt) },
  ];
  return <Steps size="small" current={o.status - 1} items={items} />;
}

const GROUP_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** The campus group (校园团) the order is in: its state, places, deadline and rule. */
function GroupCard({ g }: { g: MkGroupBrief }) {
  return (
    <Card size="small" title="校园团">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="团号">{g.groupNo}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag color={GROUP_COLOR[g.state]}>{g.stateText}</StatusTag>
        </Descriptions.Item>
        <Descriptions.Item label="参团 / 成团人数">
          {g.members} / {g.size}
          {g.filled ? `（平台补足 ${g.filled} 人）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="学校 / 校区">{`${g.school}${g.campus ? ` ${g.campus}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="开团时间">{formatTime(g.openedAt)}</Descriptions.Item>
        <Descriptions.Item label={g.state === 1 ? '截止时间' : g.state === 2 ? '成团时间' : '退款时间'}>{formatTime(g.state === 1 ? g.deadlineAt : g.doneAt)}</Descriptions.Item>
        <Descriptions.Item label="未成团规则" span={3}>
          {g.autoFill ? '24 小时未成团由平台补足成团' : '24 小时未成团全额退款'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function AddressDialog({ o, open, onClose, onDone }: { o: OrderDetail; open: boolean; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const update = useOrderUpdateAddress();
  const submit = async () => {
    // Invalid fields show their own messages; nothing else to do (and no unhandled rejection from onOk).
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const ok = await update.mutateAsync({ data: { orderId: o.orderId, ...v, campus: v.campus ?? '' } }).then(() => true, () => false);
    if (!ok) return;
    feedback.success('收货地址已修改');
    onDone();
  };
  return (
    <Modal open={open} title="修改收货地址" okText="保存" cancelText="取消" onOk={submit} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ receiverName: o.receiverName, school: o.school, campus: o.campus }}>
        <Form.Item name="receiverName" label="收货人" rules={[{ required: true, whitespace: true, message: '请输入收货人' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="receiverPhone" label="收货人手机号" rules={[{ required: true, message: '请输入收货人手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}>
          <Input maxLength={11} placeholder="请输入完整手机号" />
        </Form.Item>
        <Space style={{ width: '100%' }} size={12}>
          <Form.Item name="school" label="学校" rules={[{ required: true, whitespace: true, message: '请输入学校' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="campus" label="校区">
            <Input maxLength={100} />
          </Form.Item>
        </Space>
        <Form.Item name="receiverAddress" label="详细地址" rules={[{ required: true, whitespace: true, message: '请输入详细地址' }, { min: 5, message: '详细地址不能少于 5 个字' }]}>
          <Input.TextArea rows={2} maxLength={200} placeholder="请输入完整的收货地址" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Contact({ o }: { o: OrderDetail }) {
  const { revealed, button } = usePrivacy(o.orderId);
  return (
    <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" title={<span>买家与收货人 {button}</span>}>
      <Descriptions.Item label="买家">{o.buyerName}</Descriptions.Item>
      <Descriptions.Item label="买家手机号">{revealed?.buyerPhone ?? o.buyerPhone}</Descriptions.Item>
      <Descriptions.Item label="配送方式">{DELIVERY[o.deliveryType]}</Descriptions.Item>
      <Descriptions.Item label="收货人">{o.receiverName}</Descriptions.Item>
      <Descriptions.Item label="收货人手机号">{revealed?.receiverPhone ?? o.receiverPhone}</Descriptions.Item>
      <Descriptions.Item label="学校 / 校区">
        {o.school} {o.campus}
      </Descriptions.Item>
      <Descriptions.Item label="收货地址" span={3}>
        {revealed?.receiverAddress ?? o.receiverAddress}
      </Descriptions.Item>
      <Descriptions.Item label="买家留言" span={3}>
        {o.buyerRemark ?? '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /order/detail?orderId=: timeline, buyer and receiver, lines from the snapshot, amounts, logistics, remark, log. */
export function OrderDetailPage() {
  const { orderId } = routeApi.useSearch();
  const q = useOrderDetail({ orderId }, { query: { enabled: orderId > 0, retry: false } });
  const queryClient = useQueryClient();
  const can = useCan();
  const [shipOpen, setShipOpen] = useState(false);
  const [addrOpen, setAddrOpen] = useState(false);
  const [remarkOpen, setRemarkOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const { modal } = App.useApp();
  const close = useOrderClose();
  const saveRemark = useOrderRemark();
  const o = q.data;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: getOrderDetailQueryKey({ orderId }) });
    void queryClient.invalidateQueries({ queryKey: ['/xm-merchant/order/list'] });
    void queryClient.invalidateQueries({ queryKey: ['/xm-merchant/order/tabCounts'] });
  };
  if (orderId <= 0 || q.isError) {
    return (
      <PageContainer title="订单详情">
        <Result status="404" title="订单不存在" subTitle="订单号有误，或该订单不属于本店铺" extra={<Link to="/order/list">返回订单列表</Link>} />
      </PageContainer>
    );
  }
  if (!o) {
    return (
      <PageContainer title="订单详情">
        <Spin style={{ display: 'block', margin: 48 }} />
      </PageContainer>
    );
  }
  const closeUnpaid = () => {
    let reason = '';
    modal.confirm({
      title: '关闭订单',
      content: <Input.TextArea rows={2} maxLength={200} placeholder="请输入关闭原因" onChange={(e) => (reason = e.target.value)} />,
      okText: '确认关闭',
      cancelText: '取消',
      onOk: async () => {
        if (!reason.trim()) {
          feedback.error('请输入关闭原因');
          throw new Error('reason');
        }
        await close.mutateAsync({ data: { orderId: o.orderId, reason: reason.trim() } });
        feedback.success('订单已关闭');
        reload();
      },
    });
  };
  // An order of a campus group still 拼团中 ships once the group is done (the server refuses it before).
  const canShip = o.status === 2 && o.afterSaleStatus !== 1 && o.group?.state !== 1 && can(OP.orderShip);
  const canAddress = (o.status === 1 || o.status === 2) && o.afterSaleStatus !== 1 && can(OP.orderShip);
  return (
    <PageContainer
      title={
        <Space>
          订单详情
          <Tag color={STATUS[o.status]?.color}>{STATUS[o.status]?.text}</Tag>
          {o.afterSaleStatus === 1 ? <Tag color="red">售后中</Tag> : null}
        </Space>
      }
      extra={
        <Space>
          {canShip ? (
            <Button type="primary" onClick={() => setShipOpen(true)}>
              发货
            </Button>
          ) : null}
          {canAddress ? <Button onClick={() => setAddrOpen(true)}>修改地址</Button> : null}
          {o.status === 1 && can(OP.orderClose) ? (
            <Button danger onClick={closeUnpaid}>
              关闭订单
            </Button>
          ) : null}
          {can(OP.orderEdit) ? (
            <Button
              onClick={() => {
                setRemark(o.merchantRemark ?? '');
                setRemarkOpen(true);
              }}
            >
              备注
            </Button>
          ) : null}
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="订单号">
              <CopyText text={o.orderNo} />
            </Descriptions.Item>
            <Descriptions.Item label="下单时间">{formatTime(o.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="商家备注">{o.merchantRemark ?? '-'}</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            <StatusSteps o={o} />
          </div>
        </Card>
        {o.group ? <GroupCard g={o.group} /> : null}
        <Card size="small">
          <Contact o={o} />
        </Card>
        <Card size="small" title="商品信息（下单时快照）">
          <Table
            size="small"
            rowKey="lineId"
            pagination={false}
            dataSource={o.lines}
            columns={[
              {
                title: '商品',
                render: (_, l) => (
                  <Space>
                    {l.image ? <Image src={l.image} width={48} height={48} alt={l.goodsName} /> : null}
                    <span>
                      {l.goodsName}
                      <br />
                      <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{l.specText}</span>
                    </span>
                  </Space>
                ),
              },
              { title: '单价', dataIndex: 'unitPrice', width: 120, align: 'right', render: (v: number) => formatMoney(v) },
              { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
              { title: '小计', dataIndex: 'lineAmount', width: 120, align: 'right', render: (v: number) => formatMoney(v) },
            ]}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 12, maxWidth: 320, marginLeft: 'auto' }} labelStyle={{ width: 100 }}>
            <Descriptions.Item label="商品金额">{formatMoney(o.goodsAmount)}</Descriptions.Item>
            <Descriptions.Item label="运费">{formatMoney(o.freightAmount)}</Descriptions.Item>
            <Descriptions.Item label="优惠">-{formatMoney(o.discountAmount)}</Descriptions.Item>
            <Descriptions.Item label="实付金额">
              <strong style={{ color: '#cf1322', fontSize: 16 }}>{formatMoney(o.paidAmount)}</strong>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={o.trackingNo ? `物流信息 · ${logisticsName(o.logisticsCompany)} ${o.trackingNo}` : '物流信息'}>
          {o.logisticsEvents.length ? (
            <Timeline items={o.logisticsEvents.map((e, i) => ({ color: i === 0 ? 'green' : 'gray', children: <><strong>{e.status}</strong> {e.description}<br /><span style={{ color: 'var(--ant-color-text-tertiary)' }}>{formatTime(e.time)}</span></> }))} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未发货" />
          )}
        </Card>
        <Card size="small" title="操作日志">
          <Table
            size="small"
            rowKey="logId"
            pagination={false}
            dataSource={o.logs}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 180, render: (v: number) => formatTime(v) },
              { title: '操作方', width: 160, render: (_, l) => (l.actorName === ACTOR[l.actorType] ? l.actorName : `${ACTOR[l.actorType] ?? ''} · ${l.actorName}`) },
              { title: '操作', dataIndex: 'action', width: 140 },
              { title: '说明', dataIndex: 'detail' },
            ]}
          />
        </Card>
      </Space>
      <ShipDialog order={shipOpen ? o : null} onClose={() => setShipOpen(false)} onShipped={() => { setShipOpen(false); reload(); }} />
      <AddressDialog o={o} open={addrOpen} onClose={() => setAddrOpen(false)} onDone={() => { setAddrOpen(false); reload(); }} />
      <Modal
        open={remarkOpen}
        title="商家备注"
        okText="保存"
        cancelText="取消"
        confirmLoading={saveRemark.isPending}
        onCancel={() => setRemarkOpen(false)}
        onOk={async () => {
          const ok = await saveRemark.mutateAsync({ data: { orderId: o.orderId, remark } }).then(() => true, () => false);
          if (!ok) return;
          feedback.success('备注已保存');
          setRemarkOpen(false);
          reload();
        }}
      >
        <Input.TextArea rows={3} maxLength={500} showCount value={remark} onChange={(e) => setRemark(e.target.value)} placeholder="买家不可见；留空保存即清除备注" />
      </Modal>
    </PageContainer>
  );
}
