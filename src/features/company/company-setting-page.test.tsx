import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getCompanyChangeRequestCreateMockHandler,
  getCompanyChangeRequestCreateResponseMock,
  getCompanyContactEmailUpdateMockHandler,
  getCompanyContactEmailUpdateResponseMock,
  getCompanySettingDetailMockHandler,
  getCompanySettingDetailResponseMock,
} from '@/api/gen/endpoints/company/company.msw';
import type { CompanyChangeRequestBody, CompanyContactEmailBody, CompanySetting } from '@/api/gen/model';
import { recorder, renderRoutePage } from '@/components/test-utils';
import { formatTime } from '@/lib/dayjs';
import { CompanySettingPage } from './company-setting-page';

vi.setConfig({ testTimeout: 40_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OWNER = ['company.view', 'company.edit', 'company.manage', 'company.close'];
function setting(over: Partial<CompanySetting> = {}) {
  const base = getCompanySettingDetailResponseMock();
  return getCompanySettingDetailMockHandler({ ...base, data: { ...base.data, ...over } });
}
const open = (keys = OWNER) => renderRoutePage({ path: 'shop-setting/company-setting', url: '/shop-setting/company-setting', component: CompanySettingPage, keys });

describe('CompanySettingPage', () => {
  it('shows the verified data read-only, the owner, and the owner’s actions', async () => {
    server.use(setting());
    open();
    await screen.findByText('杭州校园优选商贸有限公司', {}, { timeout: 10_000 });
    const dl = screen.getByLabelText('认证资料', { selector: 'dl' });
    expect(within(dl).getByText('杭州校园优选商贸有限公司')).toBeInTheDocument();
    expect(within(dl).getByText('企业')).toBeInTheDocument();
    expect(within(dl).getByText(`${formatTime(1700000000000, 'YYYY-MM-DD')} 至 长期`)).toBeInTheDocument();
    expect(within(dl).getByText('招商银行 **** 0888')).toBeInTheDocument();
    expect(within(dl).getByText('文具办公、宿舍生活')).toBeInTheDocument();
    expect(within(screen.getByLabelText('店铺负责人')).getByText('138****0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申请变更' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转让负责人' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '查看关店前提' })).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toHaveValue('service@xiaoyuan-youxuan.cn');
  });

  it('shows a member without the edit and manage keys no buttons and the email as text', async () => {
    server.use(setting({ isOwner: false }));
    open(['company.view']);
    expect(await screen.findByText('service@xiaoyuan-youxuan.cn', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请变更' })).toBeNull();
    expect(screen.queryByRole('button', { name: '转让负责人' })).toBeNull();
    expect(screen.queryByLabelText('邮箱')).toBeNull();
  });

  it('refuses a malformed email and saves a good one', async () => {
    const saves = recorder<CompanyContactEmailBody>();
    server.use(
      setting(),
      getCompanyContactEmailUpdateMockHandler(async ({ request }) => {
        await saves.record(request);
        return getCompanyContactEmailUpdateResponseMock();
      }),
    );
    const user = userEvent.setup();
    open();
    const email = await screen.findByLabelText('邮箱', {}, { timeout: 10_000 });
    await user.clear(email);
    await user.type(email, 'service@');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(0);
    await user.type(email, 'campus.cn');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saves.bodies).toEqual([{ contactEmail: 'service@campus.cn' }]));
    expect(await screen.findByText('联系邮箱已保存')).toBeInTheDocument();
  });

  it('asks for a reason and sends only the changed fields of a change request', async () => {
    const creates = recorder<CompanyChangeRequestBody>();
    server.use(
      setting(),
      getCompanyChangeRequestCreateMockHandler(async ({ request }) => {
        await creates.record(request);
        return getCompanyChangeRequestCreateResponseMock();
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '申请变更' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '申请变更认证资料' });
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请填写变更原因')).toBeInTheDocument();
    expect(creates.bodies).toHaveLength(0);
    const address = within(dialog).getByLabelText('注册地址');
    await user.clear(address);
    await user.type(address, '浙江省杭州市西湖区文三路 200 号 5 楼');
    await user.type(within(dialog).getByLabelText('变更原因'), '公司已迁址');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(creates.bodies).toEqual([{ reason: '公司已迁址', licenseAddress: '浙江省杭州市西湖区文三路 200 号 5 楼' }]));
    expect(await screen.findByText('变更申请已提交，等待平台审核')).toBeInTheDocument();
  });

  it('shows a pending change with its fields, and the history with a rejection reason', async () => {
    const pending = getCompanyChangeRequestCreateResponseMock().data;
    server.use(
      setting({
        pendingChange: pending,
        changeRequests: [pending, { ...pending, changeRequestId: 2, status: 2, rejectReason: '营业执照照片不清晰', changes: [{ field: 'companyName', label: '公司名称', before: '杭州校园优选商贸有限公司', after: '杭州校园优选科技有限公司' }] }],
      }),
    );
    open();
    expect(await screen.findByText(`资料变更申请待平台审核（提交于 ${formatTime(pending.createdAt)}）`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回申请' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '变更记录' });
    expect(within(history).getByText('已驳回')).toBeInTheDocument();
    expect(within(history).getByText('杭州校园优选科技有限公司')).toBeInTheDocument();
    expect(within(history).getByText('驳回原因：营业执照照片不清晰')).toBeInTheDocument();
    expect(within(history).queryByText('待平台审核')).toBeNull();
  });

  it('makes a closed shop read-only and links to the result', async () => {
    server.use(setting({ closedAt: 1789000000000 }));
    open();
    expect(await screen.findByText(`店铺已于 ${formatTime(1789000000000)} 关闭，资料只能查看。`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请变更' })).toBeNull();
    expect(screen.queryByRole('button', { name: '转让负责人' })).toBeNull();
    expect(screen.queryByLabelText('邮箱')).toBeNull();
    expect(screen.getByRole('link', { name: '查看关店结果' })).toBeInTheDocument();
  });

  it('asks the owner for a new owner and a 6-digit SMS code before transferring', async () => {
    server.use(setting());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '转让负责人' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '转让店铺负责人' });
    await user.type(within(dialog).getByLabelText('短信验证码'), '12a');
    await user.click(within(dialog).getByRole('button', { name: '确认转让' }));
    expect(await within(dialog).findByText('请选择新负责人')).toBeInTheDocument();
    expect(await within(dialog).findByText('验证码为 6 位数字')).toBeInTheDocument();
  });

  it('explains why an owner alone cannot transfer', async () => {
    server.use(setting({ transferCandidates: [] }));
    open();
    expect(await screen.findByText('公司还没有其他在职成员，添加员工后才能转让。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转让负责人' })).toBeDisabled();
  });
});
