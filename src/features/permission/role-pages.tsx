import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useRoleDelete, useRoleDetail, useRoleList, useRoleSave, usePermissionKeyTree } from '@/api/gen/endpoints/permission/permission';
import type { PermissionKeyGroup, RoleItem } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/status-tag';
import { RouterAnchor } from '@/components/router-anchor';
import { formatTime } from '@/lib/dayjs';
import { PERMISSION_PATHS, PRESET_LABEL, ROLE_EDIT_KEY } from './constants';
import './permission.css';

/** Invalidates every permission read (lists, details, log) after a change. */
export function useRefreshPermission() {
  const qc = useQueryClient();
  return () => Promise.all(PERMISSION_PATHS.map((p) => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(p) })));
}

/** /permission/role: every role of the company (presets first), its keys and members; delete refused while in use. */
export function RoleListPage() {
  const list = useRoleList();
  const tree = usePermissionKeyTree();
  const del = useRoleDelete();
  const refresh = useRefreshPermission();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rows = list.data?.list ?? [];
  const labelOf = useMemo(() => {
    const m = new Map<string, string>();
    for (const g of tree.data?.groups ?? []) for (const v of g.views) m.set(v.key, v.label);
    return m;
  }, [tree.data]);
  const columns: DataColumn<RoleItem>[] = [
    {
      key: 'name',
      title: '角色',
      width: 180,
      render: (r) => (
        <span>
          <strong>{r.name}</strong> {r.preset ? <StatusTag color="blue">{PRESET_LABEL}</StatusTag> : null} {r.heldByMe ? <StatusTag color="gold">我的角色</StatusTag> : null}
        </span>
      ),
    },
    { key: 'description', title: '说明', width: 260, render: (r) => r.description || '-' },
    {
      key: 'keys',
      title: '可查看的页面',
      width: 320,
      render: (r) => {
        const views = r.keys.filter((k) => labelOf.has(k));
        const ops = r.keys.length - views.length;
        return (
          <span className="xm-perm-keys" title={views.map((k) => labelOf.get(k)).join('、')}>
            {views.slice(0, 4).map((k) => labelOf.get(k)).join('、')}
            {views.length > 4 ? ` 等 ${views.length} 项` : ''}；操作权限 {ops} 项
          </span>
        );
      },
    },
    { key: 'members', title: '员工数', width: 80, align: 'right', render: (r) => r.memberCount },
    { key: 'updatedAt', title: '更新时间', width: 160, render: (r) => formatTime(r.updatedAt) },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      pin: 'end',
      render: (r) => (
        <span className="xm-row-actions">
          <RouterAnchor to="/permission/role/edit/{-$roleId}" params={{ roleId: r.roleId }}>
            {r.heldByMe ? '查看' : '编辑'}
          </RouterAnchor>
          <Auth authKey={ROLE_EDIT_KEY}>
            {r.heldByMe ? null : (
              <Popconfirm
                title={`删除角色「${r.name}」？`}
                description={r.memberCount ? `仍有 ${r.memberCount} 名员工在用，需先为他们更换角色` : '删除后不可恢复'}
                okText="删除"
                cancelText="取消"
                onConfirm={async () => {
                  const ok = await del.mutateAsync({ data: { roleId: r.roleId } }).then(
                    () => true,
                    () => false,
                  );
                  if (ok) {
                    message.success('角色已删除');
                    await refresh();
                  }
                }}
              >
                <button type="button" className="xm-link-button xm-perm-danger">
                  删除
                </button>
              </Popconfirm>
            )}
          </Auth>
        </span>
      ),
    },
  ];
  return (
    <PageContainer
      title="角色管理"
      extra={
        <Auth authKey={ROLE_EDIT_KEY}>
          <Button type="primary" onClick={() => void navigate({ to: '/permission/role/edit/{-$roleId}', params: { roleId: undefined } })}>
            新建角色
          </Button>
        </Auth>
      }
    >
      <div className="xm-perm">
        <p className="xm-perm-muted">角色是一组权限：每个页面有「查看」权限，页面里的写操作另有「操作」权限。员工可持有多个角色，权限取并集；修改角色后，持有它的员工下一次操作即按新权限检查。</p>
        <DataTable<RoleItem> aria-label="角色列表" rows={rows} columns={columns} rowKey={(r) => r.roleId} loading={list.isLoading} empty="还没有角色" />
      </div>
    </PageContainer>
  );
}

const editApi = getRouteApi('/_authed/_app/permission/role/edit/{-$roleId}');

/** The key tree: per menu group, each page's 查看 key and under it its 操作 keys. */
export function KeyTree({ groups, value, onChange, grantable, readOnly }: { groups: PermissionKeyGroup[]; value: Set<string>; onChange: (v: Set<string>) => void; grantable: Set<string>; readOnly: boolean }) {
  const toggle = (key: string, on: boolean, operatesOf: string[] = [], viewKey?: string) => {
    const next = new Set(value);
    if (on) {
      next.add(key);
      if (viewKey) next.add(viewKey); // an operate key needs its view key
    } else {
      next.delete(key);
      for (const o of operatesOf) next.delete(o); // no view, no operation
    }
    onChange(next);
  };
  return (
    <div className="xm-perm-tree">
      {groups.map((g) => (
        <fieldset key={g.title} className="xm-perm-group">
          <legend>{g.title}</legend>
          {g.views.map((v) => {
            const ops = v.operates.map((o) => o.key);
            return (
              <div key={v.key} className="xm-perm-view">
                <label className="xm-perm-check">
                  <input type="checkbox" aria-label={`${v.label} 查看`} checked={value.has(v.key)} disabled={readOnly || (!grantable.has(v.key) && !value.has(v.key))} onChange={(e) => toggle(v.key, e.target.checked, ops)} />
                  <span>
                    {v.label}
                    <span className="xm-perm-kind">查看</span>
                  </span>
                </label>
                {v.operates.map((o) => (
                  <label key={o.key} className="xm-perm-check xm-perm-operate">
                    <input type="checkbox" aria-label={`${o.label} 操作`} checked={value.has(o.key)} disabled={readOnly || (!grantable.has(o.key) && !value.has(o.key))} onChange={(e) => toggle(o.key, e.target.checked, [], v.key)} />
                    <span>
                      {o.label}
                      <span className="xm-perm-kind xm-perm-kind-op">操作</span>
                    </span>
                  </label>
                ))}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** /permission/role/edit/{roleId?}: name, description and the key tree; only keys the editor holds can be ticked. */
export function RoleEditPage() {
  const { roleId } = editApi.useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const tree = usePermissionKeyTree();
  const detail = useRoleDetail({ roleId: roleId ?? 0 }, { query: { enabled: roleId !== undefined } });
  const save = useRoleSave();
  const refresh = useRefreshPermission();
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const [keys, setKeys] = useState<Set<string>>(new Set());
  const role = detail.data;
  useEffect(() => {
    if (role) {
      form.setFieldsValue({ name: role.name, description: role.description ?? '' });
      setKeys(new Set(role.keys));
    }
  }, [role, form]);
  const grantable = useMemo(() => new Set(tree.data?.grantable ?? []), [tree.data]);
  const readOnly = !!role?.heldByMe;
  if (!tree.data || (roleId !== undefined && !role)) {
    return (
      <PageContainer title={roleId === undefined ? '新建角色' : '编辑角色'}>
        <div className="xm-perm">{detail.isError ? <Alert type="error" showIcon message="角色不存在或已删除" /> : <Spin />}</div>
      </PageContainer>
    );
  }
  const submit = async (v: { name: string; description?: string }) => {
    if (!keys.size) {
      message.error('请至少选择一项权限');
      return;
    }
    const r = await save.mutateAsync({ data: { ...(roleId !== undefined ? { roleId } : {}), name: v.name.trim(), description: v.description?.trim() ?? '', keys: [...keys] } }).catch(() => null);
    if (!r) return;
    message.success(roleId === undefined ? '角色已创建' : '角色已保存，持有它的员工下一次操作即按新权限检查');
    await refresh();
    void navigate({ to: '/permission/role' });
  };
  return (
    <PageContainer title={roleId === undefined ? '新建角色' : `编辑角色：${role?.name ?? ''}`}>
      <div className="xm-perm">
        {readOnly ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message="这是你自己持有的角色，只能查看：请由店铺负责人或其他管理员修改" /> : null}
        {!tree.data.isOwner && !readOnly ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message="只能授予你自己持有的权限；其余权限不可勾选" /> : null}
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 960 }} disabled={readOnly}>
          <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 20, message: '角色名称至多 20 个字' }]}>
            <Input placeholder="如：发货专员" style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明至多 200 字' }]}>
            <Input.TextArea rows={2} placeholder="这个角色负责什么（选填）" style={{ maxWidth: 640 }} />
          </Form.Item>
          <Form.Item label={`权限（已选 ${keys.size} 项）`} required>
            <KeyTree groups={tree.data.groups} value={keys} onChange={setKeys} grantable={grantable} readOnly={readOnly} />
          </Form.Item>
          <Space>
            <Auth authKey={ROLE_EDIT_KEY}>
              {readOnly ? null : (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  保存
                </Button>
              )}
            </Auth>
            <Button disabled={false} onClick={() => void navigate({ to: '/permission/role' })}>
              返回
            </Button>
          </Space>
        </Form>
      </div>
    </PageContainer>
  );
}
