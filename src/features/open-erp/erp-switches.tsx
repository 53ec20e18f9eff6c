import { useEffect } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useErpInInventoryWhitelist, useErpUpdateShopConfig } from '@/api/gen/endpoints/open-erp/open-erp';
import type { ErpShopConfig } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { MANAGE_KEY, useRefreshAll } from './erp-shared';
import './open-erp.css';

export function SwitchesCard({ cfg }: { cfg: ErpShopConfig }) {
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

export function ErrorsCard({ cfg }: { cfg: ErpShopConfig }) {
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
