import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getAfterSaleAgreeMockHandler,
  getAfterSaleAgreeResponseMock,
  getAfterSaleDetailMockHandler,
  getAfterSaleDetailResponseMock,
  getAfterSaleListMockHandler,
  getAfterSaleListResponseMock,
  getAfterSaleSettingGetMockHandler,
  getAfterSaleSettingGetResponseMock,
  getAfterSaleSettingSaveMockHandler,
  getAfterSaleTabCountsMockHandler,
  getAfterSaleTabCountsResponseMock,
  getViolationAppealMockHandler,
  getViolationDetailMockHandler,
  getViolationDetailResponseMock,
} from '@/api/gen/endpoints/after-sale/after-sale.msw';
import type { AfterSaleAgreeBody, AfterSaleDetail, AfterSaleSettingBody, AfterSaleSummary, AfterSaleTabCountsQuery, Violation, ViolationAppealBody } from '@/api/gen/model';
import { recorder, renderRoutePage } from '@/components/test-utils';
import { noteServerNow, resetServerClockForTests } from '@/lib/server-clock';
import { AfterSaleListPage } from './after-sale-list-page';
import { Countdown } from './countdown';
import { AfterSaleDetailPage } from './detail-pages';
import { validateAfterSaleSearch, validateIdSearch, validateViolationIdSearch } from './search';
import { AfterSettingPage } from './setting-pages';
import { ViolationDetailPage } from './violation-pages';

vi.setConfig({ testTimeout: 40_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetServerClockForTests();
});
afterAll(() => server.close());

const HANDLER = ['order.return.list', 'order.return.handle', 'order.return.export'];
const HOUR = 3_600_000;

function summary(over: Partial<AfterSaleSummary>): AfterSaleSummary {
  return { ...getAfterSaleListResponseMock().data.list[0]!, ...over };
}
function detail(over: Partial<AfterSaleDetail>) {
  const base = getAfterSaleDetailResponseMock();
  return { ...base, data: { ...base.data, ...over } };
}

describe('validateAfterSaleSearch', () => {
  it('keeps known states, types 1–3 and well-formed numbers, and drops the rest', () => {
    expect(validateAfterSaleSearch({ status: '10', type: '2', caseNo: ' SH26112500000007 ', orderNo: '20261125004956986551', dueSoon: '1' })).toEqual({
      status: 10,
      type: 2,
      caseNo: 'SH26112500000007',
      orderNo: '20261125004956986551',
      dueSoon: 1,
    });
    expect(validateAfterSaleSearch({ status: '11', type: '4', caseNo: '26112500000007', orderNo: '12ab', dueSoon: '2' })).toEqual({});
    expect(validateAfterSaleSearch({ status: 95, orderNo: 20261125004 })).toEqual({ status: 95, orderNo: '20261125004' });
  });
  it('turns a missing or bad id into 0 (the page then says it does not exist)', () => {
    expect(validateIdSearch({ afterSaleId: '7' })).toEqual({ afterSaleId: 7 });
    expect(validateIdSearch({ afterSaleId: '-1' })).toEqual({ afterSaleId: 0 });
    expect(validateIdSearch({})).toEqual({ afterSaleId: 0 });
    expect(validateViolationIdSearch({ violationId: '0' })).toEqual({ violationId: 0 });
    expect(validateViolationIdSearch({ violationId: 4 })).toEqual({ violationId: 4 });
  });
});

describe('Countdown', () => {
  it('is red under 6 hours only while the merchant is the one waited on', () => {
    const { rerender } = render(<Countdown deadline={Date.now() + 5 * HOUR + 30 * 60_000} waiting />);
    const soon = screen.getByText(/^剩 5 小时 (29|30) 分$/);
    expect(soon.className).toBe('xm-as-red');
    expect(soon.getAttribute('title')).toBe('商家处理时限');
    rerender(<Countdown deadline={Date.now() + 7 * HOUR} waiting />);
    expect(screen.getByText(/^剩 (6|7) 小时/).className).toBe('');
    rerender(<Countdown deadline={Date.now() + 2 * HOUR} waiting={false} />);
    const buyer = screen.getByText(/^剩 (1|2) 小时/);
    expect(buyer.className).toBe('');
    expect(buyer.getAttribute('title')).toBe('对方处理时限');
  });
  it('counts down from the platform clock (x-server-now), not the browser clock: red once it is under 6 hours', () => {
    const deadline = Date.now() + 50 * HOUR + 30 * 60_000;
    const { rerender } = render(<Countdown deadline={deadline} waiting />);
    expect(screen.getByText(/^剩 2 天 2 小时$/).className).toBe('');
    // `clock advance 49h`: the next answer's header moves the offset; the mounted countdown follows at once.
    act(() => noteServerNow(Date.now() + 49 * HOUR));
    const soon = screen.getByText(/^剩 1 小时 (29|30) 分$/);
    expect(soon.className).toBe('xm-as-red');
    rerender(<Countdown deadline={Date.now() + 48 * HOUR} waiting />);
    expect(screen.getByText('已超时，平台处理中').className).toBe('xm-as-red');
    rerender(<Countdown deadline={Date.now() + 55 * HOUR + 30 * 60_000} waiting />);
    expect(screen.getByText(/^剩 6 小时 (29|30) 分$/).className).toBe('');
  });
  it('shows days beyond 24 hours, the timeout text after the deadline, and a dash without one', () => {
    const { rerender } = render(<Countdown deadline={Date.now() + 50 * HOUR + 60_000} waiting />);
    expect(screen.getByText('剩 2 天 2 小时')).toBeInTheDocument();
    rerender(<Countdown deadline={Date.now() - 1000} waiting />);
    expect(screen.getByText('已超时，平台处理中').className).toBe('xm-as-red');
    rerender(<Countdown deadline={null} waiting />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('AfterSaleListPage', () => {
  const open = (url = '/order/after-sale', keys = HANDLER) => renderRoutePage({ path: 'order/after-sale', url, component: AfterSaleListPage, validateSearch: validateAfterSaleSearch, keys });

  it('labels each tab with its count, sums the finished states into 已结束, and counts without the state filter', async () => {
    const counts = recorder<AfterSaleTabCountsQuery>();
    server.use(
      getAfterSaleTabCountsMockHandler(async ({ request }) => {
        await counts.record(request);
        return getAfterSaleTabCountsResponseMock();
      }),
      getAfterSaleListMockHandler({ code: 1, msg: 'ok', data: { list: [], hasMore: false, nextCursor: null } }),
    );
    open('/order/after-sale?status=20&type=1');
    expect(await screen.findByRole('tab', { name: '全部 (22)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待商家处理 (9)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待买家退货 (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '平台介入中 (1)' })).toBeInTheDocument();
    // 45 已退款 2 + 70 换货完成 1 + 80 已拒绝 1 + 90 已撤销 1 + 95 已关闭 1
    expect(screen.getByRole('tab', { name: '已结束 (6)' })).toBeInTheDocument();
    expect(counts.bodies.at(-1)).toEqual({ filter: { type: 1 } });
    expect(await screen.findByText('没有符合条件的售后单')).toBeInTheDocument();
  });

  it('shows a case’s countdown in red under 6 hours and offers 处理 for the merchant’s turn', async () => {
    server.use(
      getAfterSaleTabCountsMockHandler(),
      getAfterSaleListMockHandler({
        code: 1,
        msg: 'ok',
        data: {
          list: [
            summary({ afterSaleId: 1, caseNo: 'SH26112500000001', deadlineAt: Date.now() + 3 * HOUR, merchantWaiting: true, applyAmount: 5900 }),
            summary({ afterSaleId: 2, caseNo: 'SH26112500000002', status: 20, statusText: '待买家退货', deadlineAt: Date.now() + 3 * HOUR, merchantWaiting: false, applyAmount: 123450 }),
          ],
          hasMore: false,
          nextCursor: null,
        },
      }),
    );
    open();
    const table = await screen.findByRole('table', { name: '售后单' }, { timeout: 10_000 });
    await within(table).findByText('SH26112500000001');
    const rowOf = (caseNo: string) => within(table).getAllByRole('row').find((r) => within(r).queryByText(caseNo))!;
    const rows = [rowOf('SH26112500000001'), rowOf('SH26112500000002')];
    expect(within(rows[0]!).getByText(/^剩 (2|3) 小时/).className).toBe('xm-as-red');
    expect(within(rows[0]!).getByRole('link', { name: '处理' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('¥59.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^剩 (2|3) 小时/).className).toBe('');
    expect(within(rows[1]!).getByRole('link', { name: '查看' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('¥1,234.50')).toBeInTheDocument();
    expect(screen.getByText('已全部加载')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /批量同意/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeEnabled();
  });

  it('hides batch agree and export from a member holding only the view key', async () => {
    server.use(getAfterSaleTabCountsMockHandler(), getAfterSaleListMockHandler());
    open('/order/after-sale', ['order.return.list']);
    expect(await screen.findByRole('tab', { name: '全部 (22)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量同意/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('refuses a malformed case number in the filter form', async () => {
    server.use(getAfterSaleTabCountsMockHandler(), getAfterSaleListMockHandler());
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole('tab', { name: '全部 (22)' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('售后单号'), 'AB123');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('售后单号以 SH 开头')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    await user.clear(screen.getByLabelText('售后单号'));
    await user.type(screen.getByLabelText('订单号'), '20261125004956986551');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ orderNo: '20261125004956986551' }));
  });
});

describe('AfterSaleDetailPage', () => {
  const open = (keys = HANDLER) => renderRoutePage({ path: 'order/after-detail', url: '/order/after-detail?afterSaleId=14', component: AfterSaleDetailPage, validateSearch: validateIdSearch, keys });

  it('offers only the actions the state allows', async () => {
    server.use(getAfterSaleDetailMockHandler(detail({ status: 10, statusText: '待商家处理', type: 1, allowedActions: ['agree', 'refuse'] })));
    open();
    expect(await screen.findByRole('button', { name: '同意退款' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒绝售后' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收货并退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '换货发出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交举证' })).toBeNull();
  });

  it('names the actions after the case type (return: 同意退货, exchange receipt without refund)', async () => {
    server.use(getAfterSaleDetailMockHandler(detail({ status: 30, type: 3, allowedActions: ['receive', 'refuseReceipt'] })));
    open();
    expect(await screen.findByRole('button', { name: '确认收货' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒绝收货' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意换货' })).toBeNull();
  });

  it('shows no action to a member without the handle key, and none for a finished case', async () => {
    server.use(getAfterSaleDetailMockHandler(detail({ allowedActions: ['agree', 'refuse'] })));
    open(['order.return.list']);
    expect(await screen.findByText(/售后单 SH26111900000014/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拒绝售后' })).toBeNull();
  });

  it('agrees to a refund with the case’s version and the full amount shown', async () => {
    const agrees = recorder<AfterSaleAgreeBody>();
    server.use(
      getAfterSaleDetailMockHandler(detail({ status: 10, statusText: '待商家处理', version: 5, allowedActions: ['agree'] })),
      getAfterSaleSettingGetMockHandler(),
      getAfterSaleAgreeMockHandler(async ({ request }) => {
        await agrees.record(request);
        return getAfterSaleAgreeResponseMock();
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '同意退款' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/将退款 ¥82\.90/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(agrees.bodies).toEqual([{ afterSaleId: 14, version: 5 }]));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
  });

  it('asks for a reason before refusing, and for a tracking number before reshipping', async () => {
    server.use(getAfterSaleDetailMockHandler(detail({ status: 50, type: 3, allowedActions: ['reship', 'refuse'] })), getAfterSaleSettingGetMockHandler());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '拒绝售后' }, { timeout: 10_000 }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择拒绝原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '换货发出' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('运单号'), 'SF#1');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择物流公司')).toBeInTheDocument();
    expect(within(dialog).getByText('运单号为 6 至 30 位字母、数字或短横线')).toBeInTheDocument();
  });

  it('says a missing case does not exist', async () => {
    renderRoutePage({ path: 'order/after-detail', url: '/order/after-detail?afterSaleId=x', component: AfterSaleDetailPage, validateSearch: validateIdSearch, keys: HANDLER });
    expect(await screen.findByText('售后单不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('AfterSettingPage', () => {
  const open = (keys = ['after.sale.setting', 'after.sale.setting.edit']) => renderRoutePage({ path: 'shop-setting/after-setting', url: '/shop-setting/after-setting', component: AfterSettingPage, keys });

  it('fills the form from the setting in yuan and saves it back in fen', async () => {
    const saves = recorder<AfterSaleSettingBody>();
    server.use(
      getAfterSaleSettingGetMockHandler(),
      getAfterSaleSettingSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return getAfterSaleSettingGetResponseMock();
      }),
    );
    const user = userEvent.setup();
    open();
    const max = await screen.findByLabelText('自动同意金额上限（元）', {}, { timeout: 10_000 });
    await waitFor(() => expect(max).toHaveValue('50.00'));
    expect(screen.getByLabelText('批量同意金额上限（元）')).toHaveValue('100.00');
    await user.clear(max);
    await user.type(max, '12.5');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    expect(saves.bodies[0]).toEqual({ autoAgree: true, autoAgreeMax: 1250, batchAgreeMax: 10000, replyHours: 48, receiveDays: 7, reshipHours: 48 });
    expect(await screen.findByText('售后设置已保存')).toBeInTheDocument();
  });

  it('refuses an emptied deadline with its range', async () => {
    server.use(getAfterSaleSettingGetMockHandler(), getAfterSaleSettingSaveMockHandler(() => {
      throw new Error('must not save');
    }));
    const user = userEvent.setup();
    open();
    const reply = await screen.findByLabelText('处理申请时限（小时，超时平台自动同意）', {}, { timeout: 10_000 });
    await waitFor(() => expect(reply).toHaveValue('48'));
    await user.clear(reply);
    await user.clear(screen.getByLabelText('确认收货时限（天，超时平台自动确认并退款）'));
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('24 至 48 小时')).toBeInTheDocument();
    expect(screen.getByText('3 至 7 天')).toBeInTheDocument();
  });

  it('shows the setting read-only without the edit key', async () => {
    server.use(getAfterSaleSettingGetMockHandler());
    open(['after.sale.setting']);
    const max = await screen.findByLabelText('自动同意金额上限（元）', {}, { timeout: 10_000 });
    await waitFor(() => expect(max).toHaveValue('50.00'));
    expect(max).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
    expect(screen.queryByRole('link', { name: '新增退货地址' })).toBeNull();
  });
});

describe('ViolationDetailPage', () => {
  function violation(over: Partial<Violation>) {
    const base = getViolationDetailResponseMock();
    return { ...base, data: { ...base.data, ...over } };
  }
  const open = (keys = ['violation.list', 'violation.handle']) =>
    renderRoutePage({ path: 'after-sale-violation/violation-detail', url: '/after-sale-violation/violation-detail?violationId=4', component: ViolationDetailPage, validateSearch: validateViolationIdSearch, keys });

  it('requires at least 5 characters, then sends the appeal', async () => {
    const appeals = recorder<ViolationAppealBody>();
    server.use(
      getViolationDetailMockHandler(violation({})),
      getViolationAppealMockHandler(async ({ request }) => {
        await appeals.record(request);
        return violation({ status: 2, canAppeal: false });
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('延迟发货（扣 1 分）', {}, { timeout: 10_000 })).toBeInTheDocument();
    const text = screen.getByLabelText('申诉说明');
    await user.type(text, '已发货');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('申诉说明至少 5 个字')).toBeInTheDocument();
    expect(appeals.bodies).toHaveLength(0);
    await user.type(text, '，物流单号见截图');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(appeals.bodies).toEqual([{ violationId: 4, text: '已发货，物流单号见截图', images: [] }]));
    expect(await screen.findByText('申诉已提交，等待平台处理')).toBeInTheDocument();
  });

  it('tells a member without the handle key, and explains why a closed case cannot be appealed', async () => {
    server.use(getViolationDetailMockHandler(violation({})));
    const first = open(['violation.list']);
    expect(await screen.findByText('你没有申诉的权限', {}, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    server.use(getViolationDetailMockHandler(violation({ canAppeal: false, status: 4, statusText: '已撤销', appealedAt: 1795400000000, appealText: '已按时发货', decidedAt: 1795500000000, decisionNote: '核实无误', deducted: 500 })));
    open();
    expect(await screen.findByText('已申诉，结果见左侧', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('已撤销：核实无误，已退回保证金 ¥5.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看保证金' })).toBeInTheDocument();
  });
});
