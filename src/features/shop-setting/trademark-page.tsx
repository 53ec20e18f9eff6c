import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useShopTrademarkDelete, useShopTrademarkList, useShopTrademarkSave } from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopTrademarkListListItem } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { StatusOf, type StatusMap } from '@/components/status-tag';
import { DOC_ACCEPT, ImageUpload } from '@/components/upload/image-upload';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { KEYS } from './shared';
import { LoadError } from '@/components/load-error';

const EDIT = ['shop.setting.view', 'shop.setting.manage'];
const STATES: StatusMap = { 1: { text: '有效', color: 'green' }, 2: { text: '90 天内到期', color: 'orange' }, 3: { text: '已过期', color: 'red' } }

interface Values {
  name: string;
  regNo: string;
  classNo: number;
  holder: string;
  valid: [Dayjs, Dayjs];
  docUrls: string[];
  brandId?: number | null;
}

/** /shop-setting/trademark: the shop's registered trademarks, their documents and the brands they back. */
export function TrademarkPage() {
  const q = useShopTrademarkList();
  const save = useShopTrademarkSave();
  const remove = useShopTrademarkDelete();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<ShopTrademarkListListItem | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEYS.trademarks] });
  const open = (t: ShopTrademarkListListItem | 'new') => {
    setEditing(t);
    form.setFieldsValue(
      t === 'new'
        ? { name: '', regNo: '', holder: '', docUrls: [], brandId: null }
        : { name: t.name, regNo: t.regNo, classNo: t.classNo, holder: t.holder, valid: [dayjs(t.validFrom), dayjs(t.validTo)], docUrls: t.docUrls, brandId: t.brandId },
    );
  };
  const submit = async (v: Values) => {
    const r = await save
      .mutateAsync({
        data: {
          trademarkId: editing && editing !== 'new' ? editing.trademarkId : null,
          name: v.name.trim(),
          regNo: v.regNo.trim(),
          classNo: v.classNo,
          holder: v.holder.trim(),
          validFrom: v.valid[0].startOf('day').valueOf(),
          validTo: v.valid[1].endOf('day').valueOf(),
          docUrls: v.docUrls,
          brandId: v.brandId ?? null,
        },
      })
      .catch(() => undefined);
    if (r === undefined) return;
    feedback.success('商标已保存');
    setEditing(null);
    refresh();
  };
  const askDelete = (t: ShopTrademarkListListItem) =>
    modal.confirm({
      title: `删除商标「${t.name}」（${t.regNo}）？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await remove.mutateAsync({ data: { trademarkId: t.trademarkId } }).catch(() => undefined);
        if (r === undefined) return;
        feedback.success('已删除');
        refresh();
      },
    });
  const columns: DataColumn<ShopTrademarkListListItem>[] = [
    { key: 'name', title: '商标名称', width: 110, render: (t) => t.name },
    { key: 'regNo', title: '注册号', width: 100, render: (t) => t.regNo },
    { key: 'class', title: '类别', width: 70, render: (t) => `第 ${t.classNo} 类` },
    { key: 'holder', title: '注册人', width: 160, render: (t) => t.holder },
    { key: 'valid', title: '有效期', width: 200, render: (t) => `${formatTime(t.validFrom, 'YYYY-MM-DD')} 至 ${formatTime(t.validTo, 'YYYY-MM-DD')}` },
    { key: 'state', title: '状态', width: 100, render: (t) => <StatusOf map={STATES} value={t.state} /> },
    { key: 'brand', title: '关联品牌', width: 90, render: (t) => t.brandName ?? '—' },
    {
      key: 'docs',
      title: '证明文件',
      width: 90,
      render: (t) =>
        t.docUrls.map((u, i) => (
          <a key={u} href={u} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
            文件 {i + 1}
          </a>
        )),
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      pin: 'end',
      render: (t) => (
        <Auth authKey={EDIT}>
          <span className="xm-shop-actions">
            <button type="button" onClick={() => open(t)}>
              编辑
            </button>
            <button type="button" className="xm-danger" onClick={() => askDelete(t)}>
              删除
            </button>
          </span>
        </Auth>
      ),
    },
  ];
  return (
    <PageContainer
      title="商标信息"
      extra={
        <Auth authKey={EDIT}>
          <Button type="primary" onClick={() => open('new')}>
            登记商标
          </Button>
        </Auth>
      }
    >
      <div className="xm-shop">
        <p className="xm-shop-muted" style={{ marginTop: 0 }}>
          登记本店持有或获授权的注册商标并上传注册证；商标可关联到品牌，品牌申请与商品发布时据此核对。到期前 90 天标为即将到期，请及时续展。
        </p>
        {q.isError ? (
          <LoadError what="商标" retry={() => void q.refetch()} />
        ) : !q.data ? (
          <Skeleton active />
        ) : (
          <DataTable<ShopTrademarkListListItem> aria-label="商标" rows={q.data.list} columns={columns} rowKey={(t) => t.trademarkId} empty="还没有登记商标" />
        )}
      </div>
      <Modal open={editing !== null} title={editing === 'new' ? '登记商标' : '编辑商标'} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form<Values> form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item name="name" label="商标名称" rules={[{ required: true, whitespace: true, message: '请输入商标名称' }, { max: 50, message: '至多 50 字' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="regNo" label="注册号" rules={[{ required: true, message: '请输入注册号' }, { pattern: /^\d{5,12}$/, message: '注册号为 5 至 12 位数字' }]}>
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="classNo" label="类别（尼斯分类）" rules={[{ required: true, message: '请输入类别' }]}>
            <InputNumber min={1} max={45} precision={0} prefix="第" suffix="类" />
          </Form.Item>
          <Form.Item name="holder" label="注册人" rules={[{ required: true, whitespace: true, message: '请输入注册人' }, { max: 100, message: '至多 100 字' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="valid" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="docUrls" label="注册证等证明文件（1 至 5 个，图片或 PDF）" rules={[{ required: true, type: 'array', min: 1, message: '请上传商标注册证' }]}>
            <ImageUpload scene="brand" max={5} accept={DOC_ACCEPT} label="上传文件" id="trademark-docs" />
          </Form.Item>
          <Form.Item name="brandId" label="关联品牌（可选）">
            <Select allowClear placeholder="不关联" options={(q.data?.brands ?? []).map((b) => ({ value: b.brandId, label: `${b.name}（商标号 ${b.trademarkNo}）` }))} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
