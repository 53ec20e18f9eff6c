import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Upload from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useOrderBatchShip, useOrderImportShip, useOrderShip } from '@/api/gen/endpoints/order/order';
import type { OrderSummary, ShipReport } from '@/api/gen/model';
import { feedback } from '@/lib/feedback';
import { LOGISTICS, TRACKING_NO, type LogisticsCode } from './constants';
import { downloadBlob, fileToBase64 } from '@/lib/files';

const trackingRules = [
  { required: true, message: '请输入运单号' },
  { pattern: TRACKING_NO, message: '运单号应为 6 至 30 位字母、数字或短横线' },
];

/** Ship one order: logistics company and tracking number. */
export function ShipDialog({ order, onClose, onShipped }: { order: Pick<OrderSummary, 'orderId' | 'orderNo' | 'receiverName' | 'school' | 'campus'> | null; onClose: () => void; onShipped: () => void }) {
  const [form] = Form.useForm<{ logisticsCompany: LogisticsCode; trackingNo: string }>();
  const ship = useOrderShip();
  const submit = async () => {
    // Invalid fields show their own messages; nothing else to do (and no unhandled rejection from onOk).
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!order) return;
    const ok = await ship.mutateAsync({ data: { orderId: order.orderId, logisticsCompany: v.logisticsCompany, trackingNo: v.trackingNo.trim() } }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    feedback.success('发货成功');
    form.resetFields();
    onShipped();
  };
  return (
    <Modal open={!!order} title="订单发货" okText="确认发货" cancelText="取消" onOk={submit} onCancel={onClose} confirmLoading={ship.isPending} destroyOnHidden>
      {order ? (
        <p style={{ color: '#666' }}>
          订单号 {order.orderNo} · 收货人 {order.receiverName} · {order.school}
          {order.campus}
        </p>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ logisticsCompany: 'SF' }}>
        <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
          <Select options={LOGISTICS.map((l) => ({ value: l.value, label: l.label }))} />
        </Form.Item>
        <Form.Item name="trackingNo" label="运单号" rules={trackingRules}>
          <Input placeholder="请输入运单号" maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReportTable({ report }: { report: ShipReport }) {
  return (
    <>
      <Alert
        type={report.failed ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        message={`共 ${report.total} 行：发货成功 ${report.succeeded} 行，失败 ${report.failed} 行`}
      />
      <Table
        size="small"
        rowKey="row"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={report.rows}
        columns={[
          { title: '行号', dataIndex: 'row', width: 70 },
          { title: '订单号', dataIndex: 'orderNo', width: 200 },
          { title: '结果', dataIndex: 'ok', width: 80, render: (ok: boolean) => (ok ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>) },
          { title: '说明', dataIndex: 'msg' },
        ]}
      />
    </>
  );
}

/** Ship the picked orders together: one company for all, a tracking number per order; a report per row. */
export function BatchShipDialog({ orders, open, onClose, onDone }: { orders: OrderSummary[]; open: boolean; onClose: () => void; onDone: () => void }) {
  const [company, setCompany] = useState<LogisticsCode>('ZTO');
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [report, setReport] = useState<ShipReport | null>(null);
  const batch = useOrderBatchShip();
  const shippable = orders.filter((o) => o.status === 2 && o.afterSaleStatus !== 1);
  const close = () => {
    setReport(null);
    setNumbers({});
    onClose();
  };
  const submit = async () => {
    const missing = shippable.find((o) => !TRACKING_NO.test((numbers[o.orderId] ?? '').trim()));
    if (missing) {
      feedback.error(`请为订单 ${missing.orderNo} 填写正确的运单号（6 至 30 位字母、数字或短横线）`);
      return;
    }
    const r = await batch
      .mutateAsync({ data: { items: shippable.map((o) => ({ orderNo: o.orderNo, logisticsCompany: company, trackingNo: numbers[o.orderId]!.trim() })) } })
      .catch(() => null);
    if (!r) return;
    setReport(r);
    onDone();
  };
  return (
    <Modal
      open={open}
      title="批量发货"
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        report
          ? [<Button key="close" type="primary" onClick={close}>完成</Button>]
          : [
              <Button key="cancel" onClick={close}>取消</Button>,
              <Button key="ok" type="primary" loading={batch.isPending} disabled={!shippable.length} onClick={submit}>
                确认发货（{shippable.length} 单）
              </Button>,
            ]
      }
    >
      {report ? (
        <ReportTable report={report} />
      ) : (
        <>
          {orders.length > shippable.length ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`已选 ${orders.length} 单，其中 ${orders.length - shippable.length} 单不是待发货或正在售后，已跳过`} />
          ) : null}
          <Form layout="inline" style={{ marginBottom: 12 }}>
            <Form.Item label="物流公司">
              <Select style={{ width: 180 }} value={company} onChange={setCompany} options={LOGISTICS.map((l) => ({ value: l.value, label: l.label }))} />
            </Form.Item>
          </Form>
          <Table
            size="small"
            rowKey="orderId"
            pagination={false}
            scroll={{ y: 360 }}
            dataSource={shippable}
            columns={[
              { title: '订单号', dataIndex: 'orderNo', width: 200 },
              { title: '收货人', render: (_, o) => `${o.receiverName} · ${o.school}${o.campus}` },
              {
                title: '运单号',
                width: 220,
                render: (_, o) => (
                  <Input
                    aria-label={`订单 ${o.orderNo} 的运单号`}
                    placeholder="请输入运单号"
                    maxLength={30}
                    value={numbers[o.orderId] ?? ''}
                    onChange={(e) => setNumbers((m) => ({ ...m, [o.orderId]: e.target.value }))}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

const TEMPLATE = '\uFEFF订单号,物流公司,运单号\r\n';

/** Import a CSV or Excel ship file; the server ships row by row and reports each row. */
export function ImportShipDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [report, setReport] = useState<ShipReport | null>(null);
  const imp = useOrderImportShip();
  const close = () => {
    setReport(null);
    onClose();
  };
  const upload = async (file: File) => {
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      feedback.error('请选择 .csv 或 .xlsx 文件');
      return;
    }
    if (file.size > 700 * 1024) {
      feedback.error('文件不能超过 700 KB');
      return;
    }
    const contentBase64 = await fileToBase64(file);
    const r = await imp.mutateAsync({ data: { fileName: file.name, contentBase64 } }).catch(() => null);
    if (!r) return;
    setReport(r);
    onDone();
  };
  return (
    <Modal open={open} title="导入发货" width={760} onCancel={close} destroyOnHidden footer={[<Button key="close" onClick={close}>{report ? '完成' : '取消'}</Button>]}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="文件首行为表头：订单号、物流公司、运单号；物流公司填名称（如 顺丰速运）或代码（如 SF）。支持 .csv 与 .xlsx，至多 500 行。"
        action={
          <Button size="small" onClick={() => downloadBlob(new Blob([TEMPLATE], { type: 'text/csv;charset=utf-8' }), '发货导入模板.csv')}>
            下载模板
          </Button>
        }
      />
      <Upload
        accept=".csv,.xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={imp.isPending}>
          选择文件并导入
        </Button>
      </Upload>
      {report ? <div style={{ marginTop: 16 }}><ReportTable report={report} /></div> : null}
    </Modal>
  );
}
