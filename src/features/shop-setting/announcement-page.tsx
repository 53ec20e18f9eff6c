import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useShopAnnouncementDelete, useShopAnnouncementList, useShopAnnouncementSave } from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopAnnouncementListListItem } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { StatusOf, type StatusMap } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { KEYS } from './shared';
import { LoadError } from '@/components/load-error';

const EDIT = ['shop.announce.view', 'shop.announce.edit'];
const STATES: StatusMap = { 1: { text: '待展示', color: 'blue' }, 2: { text: '展示中', color: 'green' }, 3: { text: '已结束', color: 'default' } }

interface Values {
  title: string;
  content: string;
  startAt: Dayjs;
  endAt?: Dayjs | null;
}

/** /shop-setting/shop-announcement: announcements shown on the shop's page, with a schedule. */
export function ShopAnnouncementPage() {
  const q = useShopAnnouncementList();
  const save = useShopAnnouncementSave();
  const remove = useShopAnnouncementDelete();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<ShopAnnouncementListListItem | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const limits = q.data?.limits;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEYS.announcements] });
  const open = (a: ShopAnnouncementListListItem | 'new') => {
    setEditing(a);
    form.setFieldsValue(a === 'new' ? { title: '', content: '', startAt: dayjs(), endAt: null } : { title: a.title, content: a.content, startAt: dayjs(a.startAt), endAt: a.endAt ? dayjs(a.endAt) : null });
  };
  const submit = async (v: Values) => {
    const r = await save
      .mutateAsync({ data: { announcementId: editing && editing !== 'new' ? editing.announcementId : null, title: v.title.trim(), content: v.content.trim(), startAt: v.startAt.valueOf(), endAt: v.endAt ? v.endAt.valueOf() : null } })
      .catch(() => null);
    if (!r) return;
    feedback.success('公告已保存');
    setEditing(null);
    refresh();
  };
  const askDelete = (a: ShopAnnouncementListListItem) =>
    modal.confirm({
      title: `删除公告「${a.title}」？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await remove.mutateAsync({ data: { announcementId: a.announcementId } }).catch(() => undefined);
        if (r === undefined) return;
        feedback.success('已删除');
        refresh();
      },
    });
  const columns: DataColumn<ShopAnnouncementListListItem>[] = [
    { key: 'title', title: '标题', width: 220, render: (a) => a.title },
    { key: 'content', title: '内容', width: 360, render: (a) => a.content },
    { key: 'period', title: '展示时间', width: 260, render: (a) => `${formatTime(a.startAt, 'YYYY-MM-DD HH:mm')} 至 ${a.endAt ? formatTime(a.endAt, 'YYYY-MM-DD HH:mm') : '长期'}` },
    { key: 'state', title: '状态', width: 90, render: (a) => <StatusOf map={STATES} value={a.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      pin: 'end',
      render: (a) => (
        <Auth authKey={EDIT}>
          <span className="xm-shop-actions">
            <button type="button" onClick={() => open(a)}>
              编辑
            </button>
            <button type="button" className="xm-danger" onClick={() => askDelete(a)}>
              删除
            </button>
          </span>
        </Auth>
      ),
    },
  ];
  return (
    <PageContainer
      title="店铺公告"
      extra={
        <Auth authKey={EDIT}>
          <Button type="primary" onClick={() => open('new')}>
            发布公告
          </Button>
        </Auth>
      }
    >
      <div className="xm-shop">
        {limits ? (
          <p className="xm-shop-muted" style={{ marginTop: 0 }}>
            公告显示在店铺首页顶部。标题至多 {limits.titleMax} 字，内容至多 {limits.contentMax} 字；同一时间至多展示 {limits.maxShowing} 条。
          </p>
        ) : null}
        {q.isError ? (
          <LoadError what="店铺公告" retry={() => void q.refetch()} />
        ) : !q.data ? (
          <Skeleton active />
        ) : (
          <DataTable<ShopAnnouncementListListItem> aria-label="店铺公告" rows={q.data.list} columns={columns} rowKey={(a) => a.announcementId} empty="还没有公告" />
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '发布公告' : '编辑公告'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: limits?.titleMax ?? 30, message: `标题至多 ${limits?.titleMax ?? 30} 字` }]}>
            <Input maxLength={limits?.titleMax ?? 30} showCount />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: limits?.contentMax ?? 500, message: `内容至多 ${limits?.contentMax ?? 500} 字` }]}>
            <Input.TextArea maxLength={limits?.contentMax ?? 500} showCount rows={5} />
          </Form.Item>
          <Form.Item name="startAt" label="开始展示" rules={[{ required: true, message: '请选择开始展示时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="endAt" label="结束展示（不选为长期展示）">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
