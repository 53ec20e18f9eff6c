import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Popconfirm from 'antd/es/popconfirm';
import { useCsAgentDelete, useCsAgentList, useCsAgentSave, useCsAgentSetOnline } from '@/api/gen/endpoints/customer-service/customer-service';
import type { CsAgent } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { CS_KEYS } from './keys';
import './customer-service.css';

const LIVE_KEYS = [CS_KEYS.agents];

function AddAgentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useCsAgentList();
  const save = useCsAgentSave();
  const qc = useQueryClient();
  const [form] = Form.useForm<{
    userId: number;
    nickname: string;
    maxConcurrent: number;
  }>();
  const members = list.data?.members ?? [];
  return (
    <Modal
      open={open}
      title="添加客服"
      okText="添加"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          save.mutate(
            { data: { ...v, online: true, categoryIds: [] } },
            {
              onSuccess: () => {
                feedback.success('已添加客服');
                void qc.invalidateQueries({ queryKey: CS_KEYS.agents });
                form.resetFields();
                onClose();
              },
            },
          ),
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={{ maxConcurrent: 5 }}>
        <Form.Item name="userId" label="店铺成员" rules={[{ required: true, message: '请选择成员' }]} extra="成员的角色须有「客服管理」的查看与「回复买家」权限，才能接待买家">
          <Select
            placeholder="选择成员"
            options={members.map((m) => ({
              value: m.userId,
              label: `${m.name}（${m.phoneMasked}）${m.canOpenInbox ? '' : ' · 角色无客服权限'}`,
              disabled: !m.canOpenInbox,
            }))}
            onChange={(userId: number) => {
              const m = members.find((x) => x.userId === userId);
              if (m && !form.getFieldValue('nickname')) form.setFieldValue('nickname', m.name.slice(0, 20));
            }}
          />
        </Form.Item>
        <Form.Item name="nickname" label="客服昵称（买家看到的名字）" rules={[{ required: true, whitespace: true, message: '请填写客服昵称' }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="maxConcurrent" label="同时接待上限" rules={[{ required: true, message: '请填写同时接待上限' }]}>
          <InputNumber min={1} max={100} precision={0} addonAfter="个会话" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /customer-service/manage: agents, online status, concurrent limit, load. */
export function ManagePage() {
  const list = useCsAgentList();
  const setOnline = useCsAgentSetOnline();
  const del = useCsAgentDelete();
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  useLiveInvalidate('cs.', LIVE_KEYS);
  const refresh = () => void qc.invalidateQueries({ queryKey: CS_KEYS.agents });
  const agents = list.data?.agents ?? [];
  const columns: DataColumn<CsAgent>[] = [
    {
      key: 'nickname',
      title: '客服',
      width: 200,
      render: (a) => (
        <div>
          <strong>{a.nickname}</strong>
          <div className="xm-cs-muted">
            {a.name} · {a.phoneMasked}
          </div>
        </div>
      ),
    },
    {
      key: 'online',
      title: '状态',
      width: 140,
      render: (a) => (
        <Auth authKey="kf.user.edit" fallback={<StatusTag color={a.online ? 'green' : 'default'}>{a.online ? '在线' : '离线'}</StatusTag>}>
          <>
            <Switch
              checked={a.online}
              aria-label={`${a.nickname} 在线状态`}
              onChange={(online) => setOnline.mutate({ data: { csAgentId: a.csAgentId, online } }, { onSettled: refresh })}
            />
            <span style={{ marginLeft: 8 }}>{a.online ? '在线' : '离线'}</span>
          </>
        </Auth>
      ),
    },
    {
      key: 'load',
      title: '接待中 / 上限',
      width: 130,
      align: 'right',
      render: (a) => `${a.load} / ${a.maxConcurrent}`,
    },
    {
      key: 'unanswered',
      title: '待回复',
      width: 90,
      align: 'right',
      render: (a) => a.unanswered,
    },
    {
      key: 'inbox',
      title: '会话权限',
      width: 130,
      render: (a) => (a.canOpenInbox ? '可接待' : <StatusTag color="orange">角色无客服权限，不参与分配</StatusTag>),
    },
    {
      key: 'updated',
      title: '更新时间',
      width: 170,
      render: (a) => formatTime(a.updatedAt),
    },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      pin: 'end',
      render: (a) => (
        <span className="xm-row-actions">
          <Auth authKey="kf.user.edit">
            <RouterAnchor to="/customer-service/edit" search={{ agentId: a.csAgentId }}>
              编辑
            </RouterAnchor>
          </Auth>
          <Auth authKey="kf.user.delete">
            <Popconfirm
              title={`移除客服「${a.nickname}」？`}
              okText="移除"
              cancelText="取消"
              onConfirm={() =>
                del.mutate(
                  { data: { csAgentId: a.csAgentId } },
                  {
                    onSuccess: () => feedback.success('已移除'),
                    onSettled: refresh,
                  },
                )
              }
            >
              <Button type="link" size="small" danger>
                移除
              </Button>
            </Popconfirm>
          </Auth>
        </span>
      ),
    },
  ];
  return (
    <PageContainer
      title="客服管理"
      extra={
        <Auth authKey="kf.user.edit">
          <Button type="primary" onClick={() => setAdding(true)}>
            添加客服
          </Button>
        </Auth>
      }
    >
      <p className="xm-cs-muted">在线的客服按使用中的接待流程分配会话；接待中的会话达到上限后，新的买家进入排队。</p>
      <DataTable aria-label="客服列表" rows={agents} columns={columns} rowKey={(a) => a.csAgentId} loading={list.isLoading} empty="还没有客服，点击「添加客服」选择店铺成员" />
      {adding && <AddAgentModal open={adding} onClose={() => setAdding(false)} />}
    </PageContainer>
  );
}
