import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import {
  useEmployeeDetail,
  useEmployeeList,
  useEmployeeRemove,
  useEmployeeResetPwd,
  useEmployeeSave,
  useEmployeeStatus,
  usePermissionKeyTree,
  useRoleList,
} from '@/api/gen/endpoints/permission/permission';
import type { EmployeeItem } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/status-tag';
import { RouterAnchor } from '@/components/router-anchor';
import { formatTime } from '@/lib/dayjs';
import { EMPLOYEE_EDIT_KEY } from './constants';
import { useRefreshPermission } from './role-pages';
import './permission.css';

const PHONE = /^(?:\+86|0086)?1[3-9]\d{9}$/;
const listApi = getRouteApi('/_authed/_app/permission/employee/');

/** /permission/employee: members with roles, status and last login; disable, enable, reset password, remove. */
export function EmployeeListPage() {
  const search = listApi.useSearch();
  const navigate = listApi.useNavigate();
  const [form] = Form.useForm<{ keyword?: string; roleId?: number; status?: 0 | 1 }>();
  const query = { ...(search.keyword ? { keyword: search.keyword } : {}), ...(search.roleId ? { roleId: search.roleId } : {}), ...(search.status !== undefined ? { status: search.status } : {}) };
  const list = useEmployeeList(query);
  const roles = useRoleList();
  const setStatus = useEmployeeStatus();
  const remove = useEmployeeRemove();
  const reset = useEmployeeResetPwd();
  const refresh = useRefreshPermission();
  const can = useCan();
  const canEdit = can([...EMPLOYEE_EDIT_KEY]);
  const { message, modal } = App.useApp();
  const [temp, setTemp] = useState<{ name: string; pwd: string } | null>(null);
  const data = list.data;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    const ok = await fn().then(
      () => true,
      () => false,
    );
    if (ok) {
      message.success(done);
      await refresh();
    }
  };
  const confirm = (title: string, content: string, run: () => void) => modal.confirm({ title, content, okText: '确定', cancelText: '取消', onOk: run });

  const columns: DataColumn<EmployeeItem>[] = [
    {
      key: 'name',
      title: '员工',
      width: 170,
      render: (u) => (
        <span>
          <strong>{u.name}</strong> {u.isOwner ? <StatusTag color="gold">店铺负责人</StatusTag> : null} {u.isMe ? <StatusTag color="cyan">我</StatusTag> : null}
        </span>
      ),
    },
    { key: 'phone', title: '手机号', width: 130, render: (u) => u.phone },
    { key: 'roles', title: '角色', width: 200, render: (u) => (u.isOwner ? '全部权限' : u.roles.map((r) => r.name).join('、') || '-') },
    {
      key: 'status',
      title: '状态',
      width: 110,
      render: (u) =>
        u.status === 1 ? <StatusTag color={u.passwordSet ? 'green' : 'processing'}>{u.passwordSet ? '启用' : '待首次登录'}</StatusTag> : <StatusTag color="default">已停用</StatusTag>,
    },
    { key: 'lastLoginAt', title: '最近登录', width: 160, render: (u) => (u.lastLoginAt ? formatTime(u.lastLoginAt) : '从未登录') },
    { key: 'createdAt', title: '加入时间', width: 160, render: (u) => formatTime(u.createdAt) },
    {
      key: 'actions',
      title: '操作',
      width: 240,
      pin: 'end',
      render: (u) =>
        u.isOwner || u.isMe || !canEdit ? (
          <span className="xm-perm-muted">{u.isOwner ? '负责人不可停用或移除' : u.isMe ? '本人' : '-'}</span>
        ) : (
          <span className="xm-row-actions">
            <RouterAnchor to="/permission/employee/edit/{-$userId}" params={{ userId: u.userId }}>
              编辑
            </RouterAnchor>
            <button
              type="button"
              className="xm-link-button"
              onClick={() =>
                u.status === 1
                  ? confirm(`停用 ${u.name}？`, '停用后该员工所有登录立即失效，且不能再登录。', () => void act(() => setStatus.mutateAsync({ data: { userId: u.userId, status: 0 } }), '已停用'))
                  : void act(() => setStatus.mutateAsync({ data: { userId: u.userId, status: 1 } }), '已启用')
              }
            >
              {u.status === 1 ? '停用' : '启用'}
            </button>
            <button
              type="button"
              className="xm-link-button"
              onClick={() =>
                confirm(`重置 ${u.name} 的密码？`, '将生成临时密码（只显示一次），该员工所有登录失效，下次登录后须修改密码。', async () => {
                  const r = await reset.mutateAsync({ data: { userId: u.userId } }).catch(() => null);
                  if (r) setTemp({ name: u.name, pwd: r.tempPassword });
                })
              }
            >
              重置密码
            </button>
            <button
              type="button"
              className="xm-link-button xm-perm-danger"
              onClick={() => confirm(`移除 ${u.name}？`, '员工离开本店：登录失效、角色清空，操作日志保留。', () => void act(() => remove.mutateAsync({ data: { userId: u.userId } }), '已移除'))}
            >
              移除
            </button>
          </span>
        ),
    },
  ];

  return (
    <PageContainer
      title="员工管理"
      extra={
        <Auth authKey={[...EMPLOYEE_EDIT_KEY]}>
          <Button type="primary" onClick={() => void navigate({ to: '/permission/employee/edit/{-$userId}', params: { userId: undefined } })}>
            添加员工
          </Button>
        </Auth>
      }
    >
      <div className="xm-perm">
        <p className="xm-perm-muted">
          启用 {data?.enabled ?? 0} 人，停用 {data?.disabled ?? 0} 人。按手机号添加的员工首次用短信验证码登录后设置密码；员工可持有多个角色。
        </p>
        <Form
          form={form}
          layout="inline"
          className="xm-perm-filters"
          aria-label="员工筛选"
          initialValues={{ keyword: search.keyword, roleId: search.roleId, status: search.status }}
          onFinish={(v) => void navigate({ search: { keyword: v.keyword?.trim() || undefined, roleId: v.roleId, status: v.status } })}
        >
          <Form.Item name="keyword" label="姓名或手机号">
            <Input allowClear maxLength={20} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="roleId" label="角色">
            <Select allowClear placeholder="全部角色" style={{ width: 150 }} options={(roles.data?.list ?? []).map((r) => ({ value: r.roleId, label: r.name }))} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 110 }}
              options={[
                { value: 1, label: '启用' },
                { value: 0, label: '已停用' },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  void navigate({ search: {} });
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <DataTable<EmployeeItem> aria-label="员工列表" rows={data?.list ?? []} columns={columns} rowKey={(u) => u.userId} loading={list.isLoading} empty="没有符合条件的员工" />
      </div>
      <Modal open={!!temp} title={`${temp?.name ?? ''} 的临时密码`} onCancel={() => setTemp(null)} footer={<Button onClick={() => setTemp(null)}>我已记下</Button>}>
        <p>临时密码只显示这一次，请通过安全的方式告知员工；员工登录后须修改密码。</p>
        <Typography.Paragraph copyable={{ text: temp?.pwd ?? '' }} style={{ fontSize: 20, fontFamily: 'monospace' }}>
          {temp?.pwd}
        </Typography.Paragraph>
      </Modal>
    </PageContainer>
  );
}

const editApi = getRouteApi('/_authed/_app/permission/employee/edit/{-$userId}');

/** /permission/employee/edit/{userId?}: add by phone, or change name and roles; roles with keys one lacks are locked. */
export function EmployeeEditPage() {
  const { userId } = editApi.useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoleList();
  const tree = usePermissionKeyTree();
  const detail = useEmployeeDetail({ userId: userId ?? 0 }, { query: { enabled: userId !== undefined } });
  const save = useEmployeeSave();
  const refresh = useRefreshPermission();
  const [form] = Form.useForm<{ phone?: string; name: string; roleIds: number[] }>();
  const u = detail.data;
  useEffect(() => {
    if (u) form.setFieldsValue({ name: u.name, roleIds: u.roles.map((r) => r.roleId) });
  }, [u, form]);
  const grantable = useMemo(() => new Set(tree.data?.grantable ?? []), [tree.data]);
  const current = new Set(u?.roles.map((r) => r.roleId) ?? []);
  const locked = u?.isOwner || u?.isMe;
  if (!roles.data || !tree.data || (userId !== undefined && !u)) {
    return (
      <PageContainer title={userId === undefined ? '添加员工' : '编辑员工'}>
        <div className="xm-perm">{detail.isError ? <Alert type="error" showIcon message="员工不存在或已移除" /> : <Spin />}</div>
      </PageContainer>
    );
  }
  const submit = async (v: { phone?: string; name: string; roleIds: number[] }) => {
    const r = await save.mutateAsync({ data: { ...(userId !== undefined ? { userId } : { phone: v.phone!.trim() }), name: v.name.trim(), roleIds: v.roleIds } }).catch(() => null);
    if (!r) return;
    message.success(userId === undefined ? '员工已添加：请告知其用该手机号短信验证码登录并设置密码' : '已保存，员工下一次操作即按新角色检查');
    await refresh();
    void navigate({ to: '/permission/employee' });
  };
  return (
    <PageContainer title={userId === undefined ? '添加员工' : `编辑员工：${u?.name ?? ''}`}>
      <div className="xm-perm">
        {u?.isOwner ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message="店铺负责人持有全部权限，不能分配角色" /> : null}
        {u?.isMe && !u.isOwner ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message="不能修改本人的角色：请由店铺负责人或其他管理员修改" /> : null}
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 720 }} disabled={!!locked} initialValues={{ roleIds: [] }}>
          {userId === undefined ? (
            <Form.Item
              name="phone"
              label="手机号"
              extra="员工用这个手机号登录；首次用短信验证码登录后设置密码"
              rules={[
                { required: true, message: '请输入手机号' },
                { pattern: PHONE, message: '请输入正确的手机号' },
              ]}
            >
              <Input maxLength={20} style={{ maxWidth: 240 }} inputMode="tel" />
            </Form.Item>
          ) : (
            <Form.Item label="手机号">
              <span>{u?.phone}</span>
            </Form.Item>
          )}
          <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 20, message: '姓名至多 20 个字' }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="roleIds" label="角色（可多选，权限取并集）" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}>
            <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
              {roles.data.list.map((r) => {
                const lacks = !tree.data!.isOwner && !current.has(r.roleId) && r.keys.some((k) => !grantable.has(k));
                return (
                  <Checkbox key={r.roleId} value={r.roleId} disabled={lacks}>
                    <strong>{r.name}</strong>
                    <span className="xm-perm-muted"> — {r.description || `${r.keys.length} 项权限`}</span>
                    {lacks ? <span className="xm-perm-muted">（含你没有的权限，不能分配）</span> : null}
                  </Checkbox>
                );
              })}
            </Checkbox.Group>
          </Form.Item>
          <Space>
            <Auth authKey={[...EMPLOYEE_EDIT_KEY]}>
              {locked ? null : (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {userId === undefined ? '添加' : '保存'}
                </Button>
              )}
            </Auth>
            <Button disabled={false} onClick={() => void navigate({ to: '/permission/employee' })}>
              返回
            </Button>
          </Space>
        </Form>
      </div>
    </PageContainer>
  );
}
