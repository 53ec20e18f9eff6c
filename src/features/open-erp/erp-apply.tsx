import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useErpAbutment, useErpFormInfo, useErpFormList, useErpMerchantConfirmAlreadyAuth } from '@/api/gen/endpoints/open-erp/open-erp';
import type { ErpVendor as GenVendor } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { StatusOf } from '@/components/status-tag';
import { ERP_VENDORS } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { FORM_STATUS, MANAGE_KEY, partyName, useRefreshAll } from './erp-shared';
import './open-erp.css';

export function ApplyCard() {
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

export function FormsCard() {
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
              return (
                <tr key={r.formId}>
                  <td>{r.formNo}</td>
                  <td>{partyName(r)}</td>
                  <td>
                    <StatusOf map={FORM_STATUS} value={r.status} fallback="-" />
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
                  {formatTime(l.at)} {FORM_STATUS[l.status]?.text} · {l.operator}
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
