import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFinanceAccountDetailMockHandler,
  getFinanceAccountDetailResponseMock,
  getFinanceAccountSmsCodeMockHandler,
  getFinanceAccountUpdateMockHandler,
} from '@/api/gen/endpoints/finance/finance.msw';
import type { FinanceAccountUpdateBody } from '@/api/gen/model';
import { UpdateAccountPage } from './account-pages';
import { recorder, renderPage } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const detail = getFinanceAccountDetailResponseMock();
const openUpdate = () => renderPage({ path: 'finance/update-account', url: '/finance/update-account', component: UpdateAccountPage });

describe('UpdateAccountPage', () => {
  it('tells a member who is not the owner who may change the account, and offers no form', async () => {
    server.use(getFinanceAccountDetailMockHandler({ ...detail, data: { ...detail.data, isOwner: false } }));
    openUpdate();
    expect(await screen.findByText('仅店铺负责人可以修改收款账户', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/138\*\*\*\*0001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认修改' })).toBeNull();
  }, 20_000);

  it('the owner sends the new account with the SMS code sent to the owner’s phone', async () => {
    const updates = recorder<FinanceAccountUpdateBody>();
    server.use(
      getFinanceAccountDetailMockHandler(),
      getFinanceAccountSmsCodeMockHandler(),
      getFinanceAccountUpdateMockHandler(async ({ request }) => {
        await updates.record(request);
        return detail;
      }),
    );
    const user = userEvent.setup();
    const { router } = openUpdate();
    const number = await screen.findByLabelText('银行账号', {}, { timeout: 10_000 });
    await user.type(number, '6222 0212');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('银行账号为 8 至 30 位数字')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '6222021202001234567');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/已发送至 138\*\*\*\*0001/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('短信验证码'), '372915');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(updates.bodies).toEqual([{ accountType: 1, accountName: '杭州文具小铺有限公司', bankName: '招商银行', branchName: '招商银行杭州文三支行', accountNumber: '6222021202001234567', smsCode: '372915' }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/account'));
  }, 40_000);
});
