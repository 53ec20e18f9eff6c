import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import {
  getAfterSaleSettingGetQueryKey,
  useAfterSaleAddressDelete,
  useAfterSaleAddressSave,
  useAfterSaleReasonDelete,
  useAfterSaleReasonSave,
  useAfterSaleSettingGet,
  useAfterSaleSettingSave,
} from '@/api/gen/endpoints/after-sale/after-sale';
import type { AfterSaleReasonBody } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { REFUSE_CODES } from './constants';
import './after-sale.css';

const EDIT = 'after.sale.setting.edit';

/** /shop-setting/after-setting: auto-agree rule and deadlines, return addresses (one default), refusal presets. */
export function AfterSettingPage() {
  const q = useAfterSaleSettingGet({});
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const can = useCan();
  const editable = can(EDIT);
  const [form] = Form.useForm();
  const [reasonForm] = Form.useForm();
  const save = useAfterSaleSettingSave();
  const delAddr = useAfterSaleAddressDelete();
  const saveAddr = useAfterSaleAddressSave();
  const saveReason = useAfterSaleReasonSave();
  const delReason = useAfterSaleReasonDelete();
  const s = q.data?.setting;
  useEffect(() => {
    if (s) form.setFieldsValue({ ...s, autoAgree: s.autoAgree === 1, autoAgreeMax: s.autoAgreeMax / 100, batchAgreeMax: s.batchAgreeMax / 100 });
  }, [s, form]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getAfterSaleSettingGetQueryKey().slice(0, 1) });
  const onSave = async (v: { autoAgree: boolean; autoAgreeMax: number; batchAgreeMax: number; replyHours: number; receiveDays: number; reshipHours: number }) => {
    const ok = await save.mutateAsync({ data: { ...v, autoAgreeMax: Math.round(v.autoAgreeMax * 100), batchAgreeMax: Math.round(v.batchAgreeMax * 100) } }).catch(() => null);
    if (ok) {
      void message.success('售后设置已保存');
      refresh();
    }
  };
  return (
    <PageContainer title="售后设置">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title="自动同意与处理时限">
          <Form form={form} layout="vertical" onFinish={(v) => void onSave(v)} disabled={!editable} style={{ maxWidth: 560 }}>
            <Form.Item name="autoAgree" label="未发货的仅退款自动同意" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="autoAgreeMax" label="自动同意金额上限（元）" rules={[{ required: true, type: 'number', min: 0, max: 1000, message: '0 至 1000 元' }]}>
              <InputNumber precision={2} min={0} max={1000} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="batchAgreeMax" label="批量同意金额上限（元）" extra="售后列表中，申请金额不超过此数的仅退款可以批量同意" rules={[{ required: true, type: 'number', min: 0, max: 1000, message: '0 至 1000 元' }]}>
              <InputNumber precision={2} min={0} max={1000} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="replyHours" label="处理申请时限（小时，超时平台自动同意）" rules={[{ required: true, type: 'number', min: 24, max: 48, message: '24 至 48 小时' }]}>
              <InputNumber min={24} max={48} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="receiveDays" label="确认收货时限（天，超时平台自动确认并退款）" rules={[{ required: true, type: 'number', min: 3, max: 7, message: '3 至 7 天' }]}>
              <InputNumber min={3} max={7} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="reshipHours" label="换货发出时限（小时，超时平台改为退款）" rules={[{ required: true, type: 'number', min: 24, max: 48, message: '24 至 48 小时' }]}>
              <InputNumber min={24} max={48} style={{ width: 200 }} />
            </Form.Item>
            <Auth authKey={EDIT}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Auth>
          </Form>
        </Card>
        <Card
          title="退货地址"
          extra={
            <Auth authKey={EDIT}>
              <RouterAnchor to="/shop-setting/add-after-setting">新增退货地址</RouterAnchor>
            </Auth>
          }
        >
          <table className="xm-as-table" aria-label="退货地址">
            <thead>
              <tr>
                <th scope="col">收件人</th>
                <th scope="col">电话</th>
                <th scope="col">地址</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {(q.data?.addresses ?? []).map((a) => (
                <tr key={a.afterSaleAddressId}>
                  <td>
                    {a.name} {a.isDefault ? <StatusTag color="blue">默认</StatusTag> : null}
                  </td>
                  <td>{a.phone}</td>
                  <td>
                    {a.region}
                    {a.address}
                  </td>
                  <td>
                    <Auth authKey={EDIT}>
                      <div className="xm-row-actions">
                        <RouterAnchor to="/shop-setting/add-after-setting" search={{ afterSaleAddressId: a.afterSaleAddressId }}>
                          编辑
                        </RouterAnchor>
                        {!a.isDefault ? (
                          <button type="button" className="xm-link-btn" onClick={() => void saveAddr.mutateAsync({ data: { ...a, isDefault: true } }).then(refresh, () => null)}>
                            设为默认
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="xm-link-btn"
                          onClick={() => modal.confirm({ title: '删除这个退货地址？', okText: '删除', cancelText: '取消', onOk: () => delAddr.mutateAsync({ data: { afterSaleAddressId: a.afterSaleAddressId } }).then(refresh, () => null) })}
                        >
                          删除
                        </button>
                      </div>
                    </Auth>
                  </td>
                </tr>
              ))}
              {q.data && !q.data.addresses.length ? (
                <tr>
                  <td colSpan={4}>还没有退货地址：同意退货前请先添加</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </Card>
        <Card title="拒绝原因预设">
          <ul>
            {(q.data?.reasons ?? []).map((r) => (
              <li key={r.afterSaleReasonId}>
                【{r.codeText}】{r.text}{' '}
                <Auth authKey={EDIT}>
                  <button type="button" className="xm-link-btn" onClick={() => void delReason.mutateAsync({ data: { afterSaleReasonId: r.afterSaleReasonId } }).then(refresh, () => null)}>
                    删除
                  </button>
                </Auth>
              </li>
            ))}
          </ul>
          <Auth authKey={EDIT}>
            <Form
              form={reasonForm}
              layout="inline"
              onFinish={(v: { code: AfterSaleReasonBody['code']; text: string }) =>
                void saveReason.mutateAsync({ data: v }).then(
                  () => {
                    reasonForm.resetFields();
                    refresh();
                  },
                  () => null,
                )
              }
            >
              <Form.Item name="code" label="原因类型" rules={[{ required: true, message: '请选择' }]}>
                <Select style={{ width: 220 }} options={Object.entries(REFUSE_CODES).map(([v, l]) => ({ value: v, label: l }))} />
              </Form.Item>
              <Form.Item name="text" label="说明" rules={[{ required: true, message: '请填写说明' }]}>
                <Input maxLength={200} style={{ width: 320 }} />
              </Form.Item>
              <Button htmlType="submit" loading={saveReason.isPending}>
                添加预设
              </Button>
            </Form>
          </Auth>
        </Card>
      </Space>
    </PageContainer>
  );
}

const addRoute = getRouteApi('/_authed/_app/shop-setting/add-after-setting');

/** /shop-setting/add-after-setting[?afterSaleAddressId=]: add or edit a return address. */
export function AddAfterSettingPage() {
  const { afterSaleAddressId } = addRoute.useSearch();
  const q = useAfterSaleSettingGet({});
  const save = useAfterSaleAddressSave();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const cur = q.data?.addresses.find((a) => a.afterSaleAddressId === afterSaleAddressId);
  useEffect(() => {
    if (cur) form.setFieldsValue(cur);
  }, [cur, form]);
  const onFinish = async (v: { name: string; phone: string; region: string; address: string; isDefault?: boolean }) => {
    const ok = await save.mutateAsync({ data: { ...v, isDefault: !!v.isDefault, ...(afterSaleAddressId ? { afterSaleAddressId } : {}) } }).catch(() => null);
    if (!ok) return;
    void message.success('退货地址已保存');
    void queryClient.invalidateQueries({ queryKey: getAfterSaleSettingGetQueryKey().slice(0, 1) });
    void navigate({ to: '/shop-setting/after-setting' });
  };
  return (
    <PageContainer title={afterSaleAddressId ? '编辑退货地址' : '新增退货地址'}>
      <Card>
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={(v) => void onFinish(v)}>
          <Form.Item name="name" label="收件人" rules={[{ required: true, whitespace: true, message: '请填写收件人' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={[{ required: true, pattern: /^[0-9+-]{7,20}$/, message: '请填写正确的电话' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="region" label="所在地区" rules={[{ required: true, whitespace: true, message: '请填写省市区' }]}>
            <Input maxLength={100} placeholder="例如 浙江省杭州市西湖区" />
          </Form.Item>
          <Form.Item name="address" label="详细地址" rules={[{ required: true, whitespace: true, message: '请填写详细地址' }]}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>设为默认退货地址</Checkbox>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
            <RouterAnchor to="/shop-setting/after-setting">返回售后设置</RouterAnchor>
          </Space>
        </Form>
      </Card>
    </PageContainer>
  );
}
