import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFinanceInvoiceApplyMockHandler,
  getFinanceInvoiceSummaryMockHandler,
  getFinanceInvoiceTitleGetMockHandler,
  getFinanceInvoiceTitleGetResponseMock,
} from '@/api/gen/endpoints/finance/finance.msw';
import type { FinanceInvoiceApplyBody } from '@/api/gen/model';
import { InvoicePage } from './invoice-pages';
import { recorder, renderPage } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const title = getFinanceInvoiceTitleGetResponseMock().data.title!;

describe('InvoicePage', () => {
  it('needs the 专票 fields for a special invoice, and applies for the chosen months', async () => {
    const applies = recorder<FinanceInvoiceApplyBody>();
    server.use(
      getFinanceInvoiceSummaryMockHandler(),
      getFinanceInvoiceTitleGetMockHandler({ code: 1, msg: 'ok', data: { title: { ...title, registeredAddress: null, bankAccount: null } } }),
      getFinanceInvoiceApplyMockHandler(async ({ request }) => {
        await applies.record(request);
        return { code: 1, msg: 'ok', data: { invoiceId: 12, applyNo: 'FP202611200001', invoiceType: 1, titleName: title.titleName, taxNo: title.taxNo, amount: 62840, months: ['2026-10'], status: 0, invoiceNo: null, issuedAt: null, rejectReason: null, redReason: null, redInvoiceNo: null, reversedAt: null, email: title.email, remark: null, createdAt: 1795622400000 } };
      }),
    );
    const user = userEvent.setup();
    renderPage({ path: 'finance/invoice', url: '/finance/invoice', component: InvoicePage });
    await user.click(await screen.findByRole('checkbox', { name: '选择 2026-10 可开票 ¥628.40' }, { timeout: 10_000 }));
    expect(screen.getByText('¥628.40', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '电子专用发票' }));
    expect(await screen.findByText(/开具专用发票需先在抬头中填写注册地址/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申请开票' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '电子普通发票' }));
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    await waitFor(() => expect(applies.bodies).toEqual([{ invoiceType: 1, months: ['2026-10'] }]));
  }, 40_000);
});
