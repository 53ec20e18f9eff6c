import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getEmployeeDetailMockHandler,
  getEmployeeDetailResponseMock,
  getEmployeeSaveMockHandler,
  getOperationLogListMockHandler,
  getOperationLogListResponseMock,
  getOperationLogOptionsMockHandler,
  getPermissionKeyTreeMockHandler,
  getRoleDetailMockHandler,
  getRoleDetailResponseMock,
  getRoleListMockHandler,
  getRoleListResponseMock,
  getRoleSaveMockHandler,
} from '@/api/gen/endpoints/permission/permission.msw';
import type { EmployeeSaveBody, OperationLogQuery, PermissionKeyTree, RoleItem, RoleSaveBody } from '@/api/gen/model';
import { recorder, renderRoutePage } from '@/components/test-utils';
import { EmployeeEditPage } from './employee-pages';
import { OperationLogPage } from './operation-log-page';
import { RoleEditPage } from './role-pages';
import { validateEmployeeSearch, validateLogSearch } from './search';

vi.setConfig({ testTimeout: 40_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ADMIN = ['permission.role.list', 'permission.role.edit', 'permission.employee.list', 'permission.employee.edit', 'permission.log'];
/** Two groups; a non-owner editor who holds the order keys and goods.list but not goods.edit nor finance. */
const TREE: PermissionKeyTree = {
  groups: [
    { title: '订单', views: [{ key: 'order.list', label: '订单列表', operates: [{ key: 'order.ship', label: '发货与改址' }, { key: 'order.export', label: '导出订单' }] }] },
    { title: '商品', views: [{ key: 'goods.list', label: '商品列表', operates: [{ key: 'goods.edit', label: '编辑商品' }] }] },
    { title: '资金', views: [{ key: 'finance.stat', label: '资金概览', operates: [{ key: 'finance.withdraw', label: '提现' }] }] },
  ],
  grantable: ['order.list', 'order.ship', 'order.export', 'goods.list'],
  isOwner: false,
};
const tree = (over: Partial<PermissionKeyTree> = {}) => getPermissionKeyTreeMockHandler({ code: 1, msg: 'ok', data: { ...TREE, ...over } });

describe('search params', () => {
  it('keeps a valid employee filter and drops a bad one', () => {
    expect(validateEmployeeSearch({ keyword: ' 周 ', roleId: '3', status: '0' })).toEqual({ keyword: '周', roleId: 3, status: 0 });
    expect(validateEmployeeSearch({ keyword: 'x'.repeat(21), roleId: '0', status: '2' })).toEqual({});
  });
  it('keeps a log range only when it runs forwards, and only well-formed area and action names', () => {
    expect(validateLogSearch({ userId: '1', area: 'order', action: 'order.export', denied: '1', from: '1789000000000', to: '1789086400000' })).toEqual({
      userId: 1,
      area: 'order',
      action: 'order.export',
      denied: 1,
      from: 1789000000000,
      to: 1789086400000,
    });
    expect(validateLogSearch({ from: '1789086400000', to: '1789000000000' })).toEqual({});
    expect(validateLogSearch({ area: 'Order', action: '1x', denied: 'yes', userId: '-1' })).toEqual({});
  });
});

describe('RoleEditPage', () => {
  const open = (url: string, keys = ADMIN) => renderRoutePage({ path: 'permission/role/edit/{-$roleId}', url, component: RoleEditPage, keys });

  it('shows 查看 and 操作 boxes and locks the keys the editor does not hold', async () => {
    server.use(tree());
    open('/permission/role/edit');
    expect(await screen.findByText('只能授予你自己持有的权限；其余权限不可勾选', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '订单列表 查看' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '发货与改址 操作' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '商品列表 查看' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '编辑商品 操作' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '资金概览 查看' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '提现 操作' })).toBeDisabled();
  });

  it('ticks the view key with an operate key, drops the operate keys with the view key, and saves the chosen keys', async () => {
    const saves = recorder<RoleSaveBody>();
    server.use(
      tree(),
      getRoleSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return { code: 1, msg: 'ok', data: { roleId: 12 } };
      }),
    );
    const user = userEvent.setup();
    open('/permission/role/edit');
    const ship = await screen.findByRole('checkbox', { name: '发货与改址 操作' }, { timeout: 10_000 });
    await user.click(ship);
    expect(screen.getByRole('checkbox', { name: '订单列表 查看' })).toBeChecked();
    expect(screen.getByText('权限（已选 2 项）')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '导出订单 操作' }));
    await user.click(screen.getByRole('checkbox', { name: '订单列表 查看' }));
    expect(ship).not.toBeChecked();
    expect(screen.getByText('权限（已选 0 项）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入角色名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('角色名称'), ' 发货专员 ');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请至少选择一项权限')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(0);
    await user.click(ship);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    expect(saves.bodies[0]).toEqual({ name: '发货专员', description: '', keys: ['order.ship', 'order.list'] });
    expect(await screen.findByText('角色已创建')).toBeInTheDocument();
  });

  it('keeps a held key of the role tickable off even if the editor lacks it, and refuses a name over 20 characters', async () => {
    const role = getRoleDetailResponseMock();
    server.use(tree(), getRoleDetailMockHandler({ ...role, data: { ...role.data, keys: ['goods.list', 'goods.edit'] } }));
    const user = userEvent.setup();
    open('/permission/role/edit/3');
    const edit = await screen.findByRole('checkbox', { name: '编辑商品 操作' }, { timeout: 10_000 });
    await waitFor(() => expect(edit).toBeChecked());
    expect(edit).toBeEnabled();
    expect(screen.getByRole('heading', { name: '编辑角色：运营' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('角色名称'));
    await user.type(screen.getByLabelText('角色名称'), '运营和客服以及售后处理的组合角色名称之一号');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('角色名称至多 20 个字')).toBeInTheDocument();
  });

  it('shows one’s own role read-only without a save button', async () => {
    const role = getRoleDetailResponseMock();
    server.use(tree({ isOwner: false }), getRoleDetailMockHandler({ ...role, data: { ...role.data, heldByMe: true } }));
    open('/permission/role/edit/3');
    expect(await screen.findByText('这是你自己持有的角色，只能查看：请由店铺负责人或其他管理员修改', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '订单列表 查看' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

describe('EmployeeEditPage', () => {
  const open = (url: string, keys = ADMIN) => renderRoutePage({ path: 'permission/employee/edit/{-$userId}', url, component: EmployeeEditPage, keys });
  const roles = (list: Partial<RoleItem>[]) => getRoleListMockHandler({ code: 1, msg: 'ok', data: { list: list.map((r) => ({ ...getRoleListResponseMock().data.list[0]!, ...r })) } });

  it('validates the phone, name and roles, and offers no role containing keys the editor lacks', async () => {
    const saves = recorder<EmployeeSaveBody>();
    server.use(
      tree(),
      roles([
        { roleId: 3, name: '运营', description: '商品、营销与店铺装修', keys: ['goods.list', 'goods.edit'] },
        { roleId: 4, name: '发货员', description: '', keys: ['order.list', 'order.ship'] },
      ]),
      getEmployeeSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return { code: 1, msg: 'ok', data: { userId: 9 } };
      }),
    );
    const user = userEvent.setup();
    open('/permission/employee/edit');
    const add = await screen.findByRole('button', { name: /添\s*加/ }, { timeout: 10_000 });
    await user.click(add);
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一个角色')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /运营/ })).toBeDisabled();
    expect(screen.getByText('（含你没有的权限，不能分配）')).toBeInTheDocument();
    expect(screen.getByText('— 2 项权限')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '12345678901');
    await user.type(screen.getByLabelText('姓名'), '小李');
    await user.click(screen.getByRole('checkbox', { name: /发货员/ }));
    await user.click(add);
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(0);
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.click(add);
    await waitFor(() => expect(saves.bodies).toEqual([{ phone: '13900001111', name: '小李', roleIds: [4] }]));
  });

  it('locks the owner’s roles and hides the save button', async () => {
    const emp = getEmployeeDetailResponseMock();
    server.use(tree({ isOwner: true }), roles([{ roleId: 3 }]), getEmployeeDetailMockHandler({ ...emp, data: { ...emp.data, isOwner: true, name: '王店长' } }));
    open('/permission/employee/edit/1');
    expect(await screen.findByText('店铺负责人持有全部权限，不能分配角色', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('13800000011')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

describe('OperationLogPage', () => {
  const open = (url: string) => renderRoutePage({ path: 'permission/operation-log', url, component: OperationLogPage, validateSearch: validateLogSearch, keys: ADMIN });

  it('queries with the filters held in the URL and marks denied attempts', async () => {
    const lists = recorder<OperationLogQuery>();
    const base = getOperationLogListResponseMock();
    server.use(
      getOperationLogOptionsMockHandler(),
      getOperationLogListMockHandler(async ({ request }) => {
        await lists.record(request);
        return { ...base, data: { ...base.data, list: [{ ...base.data.list[0]!, denied: true, actionLabel: '导出订单（越权）' }] } };
      }),
    );
    open('/permission/operation-log?userId=1&area=order&action=order.export&denied=1&from=1789000000000&to=1789086400000');
    expect(await screen.findByText('导出订单（越权）', {}, { timeout: 10_000 })).toHaveClass('xm-perm-denied');
    expect(lists.bodies[0]).toEqual({ userId: 1, area: 'order', action: 'order.export', deniedOnly: true, startTime: 1789000000000, endTime: 1789086400000, cursor: null, pageSize: 50 });
    expect(screen.getByRole('checkbox', { name: '只看越权尝试' })).toBeChecked();
  });

  it('shows a write’s fields before and after it in the detail dialog', async () => {
    const base = getOperationLogListResponseMock();
    const detail = { orderId: 7, orderNo: '202611250001', before: { status: 2, trackingNo: null }, after: { status: 3, trackingNo: 'SF5550001111' } };
    server.use(
      getOperationLogOptionsMockHandler(),
      getOperationLogListMockHandler({ ...base, data: { ...base.data, list: [{ ...base.data.list[0]!, denied: false, actionLabel: '发货', detail: JSON.stringify(detail) }], hasMore: false, nextCursor: null } }),
    );
    const user = userEvent.setup();
    open('/permission/operation-log');
    expect(await screen.findByText(/orderNo: 202611250001.*含修改前后/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^查看 .* 发货 的详情$/ }));
    const dialog = await screen.findByRole('dialog');
    const [beforeCol, afterCol] = within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.parentElement!);
    expect(beforeCol).toHaveTextContent('修改前');
    expect(beforeCol).toHaveTextContent('"trackingNo": null');
    expect(afterCol).toHaveTextContent('修改后');
    expect(afterCol).toHaveTextContent('"trackingNo": "SF5550001111"');
  });

  it('writes the form into the URL and clears it on reset', async () => {
    server.use(getOperationLogOptionsMockHandler(), getOperationLogListMockHandler());
    const user = userEvent.setup();
    const { router } = open('/permission/operation-log?area=order');
    await screen.findByText('导出订单', { selector: 'td *, td' }, { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: '只看越权尝试' }));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ area: 'order', denied: 1 }));
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('checkbox', { name: '只看越权尝试' })).not.toBeChecked();
    expect(within(screen.getByRole('form', { name: '操作日志筛选' })).queryByText('订单')).toBeNull();
  });
});
