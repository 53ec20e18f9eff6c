import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFinanceWithdrawCreateMockHandler,
  getFinanceWithdrawCreateResponseMock,
  getFinanceWithdrawListMockHandler,
  getFinanceWithdrawPreviewMockHandler,
  getFinanceWithdrawPreviewResponseMock,
  getFinanceWithdrawSmsCodeMockHandler,
} from '@/api/gen/endpoints/finance/finance.msw';
import type { FinanceWithdrawPreviewBody, FinanceWithdrawCreateBody } from '@/api/gen/model';
import { formatTime } from '@/lib/dayjs';
import { validateWithdrawSearch } from './search';
import { recorder, renderPage } from './test-utils';
import { WithdrawPage } from './withdraw-pages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A preview that computes its figures from the requested amount as the server does (0.1%, min ¥1, max ¥25). */
function previewFor(body: FinanceWithdrawPreviewBody, over: Partial<ReturnType<typeof getFinanceWithdrawPreviewResponseMock>['data']> = {}) {
  const base = getFinanceWithdrawPreviewResponseMock();
  const amount = body.amount ?? base.data.maxAmount;
  const fee = Math.min(2500, Math.max(100, Math.round(amount / 1000)));
  return { ...base, data: { ...base.data, amount, fee, arrivalAmount: amount - fee, ...over } };
}

const openWithdraw = () => renderPage({ path: 'finance/withdraw', url: '/finance/withdraw', component: WithdrawPage, validateSearch: validateWithdrawSearch });

describe('WithdrawPage', () => {
  it('shows the fee, the arrival amount and date for the typed amount, and submits it with the SMS code', async () => {
    const previews = recorder<FinanceWithdrawPreviewBody>();
    const creates = recorder<FinanceWithdrawCreateBody>();
    server.use(
      getFinanceWithdrawPreviewMockHandler(async ({ request }) => {
        await previews.record(request);
        return previewFor(previews.bodies.at(-1)!);
      }),
      getFinanceWithdrawListMockHandler({ code: 1, msg: 'ok', data: { list: [], nextCursor: null, hasMore: false } }),
      getFinanceWithdrawSmsCodeMockHandler(),
      getFinanceWithdrawCreateMockHandler(async ({ request }) => {
        await creates.record(request);
        return getFinanceWithdrawCreateResponseMock();
      }),
    );
    const user = userEvent.setup();
    openWithdraw();
    expect(await screen.findByText('可提现余额', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/提现金额/), '1000');
    // The preview of ¥1,000.00: fee ¥1.00, arrival ¥999.00, before anything is confirmed.
    await waitFor(() => expect(previews.bodies.at(-1)).toEqual({ channel: 'normal', amount: 100000 }));
    const dl = await screen.findByLabelText('提现费用与到账', {}, { timeout: 5000 });
    await waitFor(() => expect(within(dl).getByText('¥999.00')).toBeInTheDocument());
    expect(within(dl).getByText('¥1.00')).toBeInTheDocument();
    expect(within(dl).getByText(new RegExp(formatTime(getFinanceWithdrawPreviewResponseMock().data.expectedArrivalAt, 'YYYY-MM-DD')))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提 现' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '确认提现' });
    expect(confirm).toBeDisabled(); // no code yet
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText(/已发送至 138\*\*\*\*0001/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/短信验证码/), '372915');
    await user.click(confirm);
    await waitFor(() => expect(creates.bodies).toHaveLength(1));
    expect(creates.bodies[0]).toMatchObject({ channel: 'normal', amount: 100000, smsCode: '372915' });
    expect(creates.bodies[0]!.requestId).toMatch(/^wd-[A-Za-z0-9-]{8,}$/);
  }, 40_000);

  it('lists why it cannot withdraw and keeps the button disabled', async () => {
    server.use(
      getFinanceWithdrawPreviewMockHandler(async ({ request }) => previewFor((await request.json()) as FinanceWithdrawPreviewBody, { allowed: false, owed: 12000, reasons: ['有欠款 ¥120.00，结清前不能提现'] })),
      getFinanceWithdrawListMockHandler({ code: 1, msg: 'ok', data: { list: [], nextCursor: null, hasMore: false } }),
    );
    const user = userEvent.setup();
    openWithdraw();
    expect(await screen.findByText('有欠款 ¥120.00，结清前不能提现', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/提现金额/), '50');
    await screen.findByLabelText('提现费用与到账', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: '提 现' })).toBeDisabled();
  }, 20_000);

  it('refuses an amount under the minimum before asking the server to withdraw', async () => {
    server.use(
      getFinanceWithdrawPreviewMockHandler(async ({ request }) => previewFor((await request.json()) as FinanceWithdrawPreviewBody, { minAmount: 1000 })),
      getFinanceWithdrawListMockHandler({ code: 1, msg: 'ok', data: { list: [], nextCursor: null, hasMore: false } }),
    );
    const user = userEvent.setup();
    openWithdraw();
    await user.type(await screen.findByLabelText(/提现金额/), '5');
    expect(await screen.findByText('最低提现 ¥10.00', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提 现' })).toBeDisabled();
  }, 20_000);
});
