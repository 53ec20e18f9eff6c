import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Cascader from 'antd/es/cascader';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import { useShopDelayCancel, useShopDelayDeclare, useShopDeliveryInfoDetail, useShopDeliveryInfoSave, useShopRegionTree } from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopDeliveryInfo, ShopDeliveryInfoDelaysItem } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { StatusOf, type StatusMap } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { KEYS } from './shared';
import { LoadError } from '@/components/load-error';

const PHONE = /^(?:(?:\+86|0086)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;
const EDIT = ['shop.delay.view', 'shop.delay.edit'];
const STATES: StatusMap = { 1: { text: '未开始', color: 'blue' }, 2: { text: '生效中', color: 'green' }, 3: { text: '已结束', color: 'default' }, 4: { text: '已撤销', color: 'default' } }

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

interface SettingsValues {
  region: string[];
  address: string;
  contact: string;
  phone: string;
  promiseHours: 24 | 48 | 72;
}

/** /shop-setting/delivery-info: ship-from address, delivery promise, delayed-shipping declarations. */
export function DeliveryInfoPage() {
  const q = useShopDeliveryInfoDetail();
  const regionsQ = useShopRegionTree({ query: { staleTime: Infinity } });
  const save = useShopDeliveryInfoSave();
  const declare = useShopDelayDeclare();
  const cancel = useShopDelayCancel();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const can = useCan();
  const editable = can(EDIT);
  const [form] = Form.useForm<SettingsValues>();
  const [delayForm] = Form.useForm<{ reason: string; range: [Dayjs, Dayjs] }>();
  const d = q.data;
  const options = useMemo(() => (regionsQ.data?.list ?? []) as Node[], [regionsQ.data]);
  useEffect(() => {
    if (!d) return;
    const s = d.shipFrom;
    form.setFieldsValue({
      region: s ? [s.regionCode.slice(0, 2), s.regionCode.slice(0, 4), s.regionCode] : [],
      address: s?.address ?? '',
      contact: s?.contact ?? '',
      phone: s?.phone ?? '',
      promiseHours: d.promiseHours,
    });
  }, [d, form]);
  const put = (r: ShopDeliveryInfo) => queryClient.setQueryData([KEYS.delivery], r);
  const submit = async (v: SettingsValues) => {
    const r = await save.mutateAsync({ data: { shipFrom: { regionCode: v.region[v.region.length - 1]!, address: v.address.trim(), contact: v.contact.trim(), phone: v.phone.trim() }, promiseHours: v.promiseHours } }).catch(() => null);
    if (!r) return;
    put(r);
    feedback.success('发货设置已保存');
  };
  const submitDelay = async (v: { reason: string; range: [Dayjs, Dayjs] }) => {
    const r = await declare.mutateAsync({ data: { reason: v.reason.trim(), startAt: v.range[0].valueOf(), endAt: v.range[1].valueOf() } }).catch(() => null);
    if (!r) return;
    put(r);
    delayForm.resetFields();
    feedback.success('延迟发货已报备');
  };
  const askCancel = (x: ShopDeliveryInfoDelaysItem) =>
    modal.confirm({
      title: `撤销报备「${x.reason}」？`,
      okText: '撤销',
      cancelText: '取消',
      onOk: async () => {
        const r = await cancel.mutateAsync({ data: { delayId: x.delayId } }).catch(() => null);
        if (!r) return;
        put(r);
        feedback.success('已撤销');
      },
    });
  const columns: DataColumn<ShopDeliveryInfoDelaysItem>[] = [
    { key: 'reason', title: '原因', width: 200, render: (x) => x.reason },
    { key: 'start', title: '开始', width: 170, render: (x) => formatTime(x.startAt, 'YYYY-MM-DD HH:mm') },
    { key: 'end', title: '结束', width: 170, render: (x) => formatTime(x.endAt, 'YYYY-MM-DD HH:mm') },
    { key: 'days', title: '天数', width: 80, align: 'right', render: (x) => x.days },
    { key: 'state', title: '状态', width: 100, render: (x) => <StatusOf map={STATES} value={x.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (x) =>
        x.state === 1 ? (
          <Auth authKey={EDIT}>
            <span className="xm-shop-actions">
              <button type="button" onClick={() => askCancel(x)}>
                撤销
              </button>
            </span>
          </Auth>
        ) : null,
    },
  ];
  return (
    <PageContainer title="发货设置">
      <div className="xm-shop">
        {q.isError ? (
          <LoadError what="发货设置" retry={() => void q.refetch()} />
        ) : !d ? (
          <Skeleton active />
        ) : (
          <>
            <section className="xm-shop-section">
              <h3>发货地址与发货时效</h3>
              <Form<SettingsValues> form={form} layout="vertical" onFinish={submit} disabled={!editable || save.isPending} style={{ maxWidth: 640 }}>
                <Form.Item name="region" label="发货地区" rules={[{ required: true, type: 'array', len: 3, message: '请选择到区县' }]}>
                  <Cascader options={options} fieldNames={{ label: 'name', value: 'code', children: 'children' }} showSearch placeholder="省 / 市 / 区县" loading={regionsQ.isLoading} />
                </Form.Item>
                <Form.Item name="address" label="详细地址" rules={[{ required: true, whitespace: true, message: '请输入详细地址' }, { max: 100, message: '至多 100 字' }]}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }, { max: 20, message: '至多 20 字' }]}>
                  <Input maxLength={20} style={{ maxWidth: 240 }} />
                </Form.Item>
                <Form.Item name="phone" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }, { pattern: PHONE, message: '请输入手机号或座机（如 0571-88886666）' }]}>
                  <Input maxLength={20} style={{ maxWidth: 240 }} />
                </Form.Item>
                <Form.Item name="promiseHours" label="发货时效承诺" extra="买家付款后须在承诺时间内发货，每笔订单的最晚发货时间据此计算；修改只影响之后付款的订单。">
                  <Radio.Group>
                    <Radio value={24}>24 小时</Radio>
                    <Radio value={48}>48 小时</Radio>
                    <Radio value={72}>72 小时</Radio>
                  </Radio.Group>
                </Form.Item>
                {editable ? (
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    保存
                  </Button>
                ) : null}
              </Form>
            </section>
            <section className="xm-shop-section">
              <h3>延迟发货报备</h3>
              <p className="xm-shop-muted" style={{ marginTop: 0 }}>
                节假日等不发货的时间请提前报备：报备期间付款或等待发货的订单，最晚发货时间顺延报备覆盖的时长。平台规则：开始时间至少在 1 小时之后，一次至多 {d.rules.maxDays} 天，一个自然年合计至多 {d.rules.maxDaysPerYear} 天（今年已报备 {d.rules.usedDaysThisYear} 天），不能与已有报备重叠。
              </p>
              <Auth authKey={EDIT}>
                <Form form={delayForm} layout="inline" onFinish={submitDelay} disabled={declare.isPending} style={{ marginBottom: 16 }}>
                  <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
                    <Input maxLength={100} placeholder="如 春节放假" style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name="range" label="时间" rules={[{ required: true, message: '请选择开始与结束时间' }]}>
                    <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(x) => x.isBefore(dayjs().startOf('day'))} />
                  </Form.Item>
                  <Form.Item>
                    <Button htmlType="submit" loading={declare.isPending}>
                      报备
                    </Button>
                  </Form.Item>
                </Form>
              </Auth>
              <DataTable<ShopDeliveryInfoDelaysItem> aria-label="延迟发货报备" rows={d.delays} columns={columns} rowKey={(x) => x.delayId} empty="近一年没有报备" />
            </section>
          </>
        )}
      </div>
    </PageContainer>
  );
}
