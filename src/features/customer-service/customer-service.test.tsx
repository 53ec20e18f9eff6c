import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getCsConversationDetailMockHandler,
  getCsConversationDetailResponseMock,
  getCsConversationListMockHandler,
  getCsConversationListResponseMock,
  getCsConversationReplyMockHandler,
  getCsFlowSaveMockHandler,
  getCsFlowSaveResponseMock,
  getCsTodoCountMockHandler,
  getCustomerServiceMock,
} from '@/api/gen/endpoints/customer-service/customer-service.msw';
import type { CsConversationListBody, CsReplyBody, CsFlowSaveBody, CsTodoCount } from '@/api/gen/model';
import { recorder, renderRoutePage } from '@/components/test-utils';
import { hhmm } from './keys';
import { EditPage } from './edit-page';
import { InboxPage } from './inbox-page';
import { validateEditSearch, validateInboxSearch } from './search';
import { CsTodoBadge } from './todo-badge';

vi.setConfig({ testTimeout: 40_000 });
const server = setupServer(...getCustomerServiceMock());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom lays nothing out: the message list's scroll-to-latest has nothing to do.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AGENT = ['kf.user.list', 'kf.user.reply', 'kf.user.edit', 'kf.session.setting', 'kf.session.setting.edit'];

describe('helpers', () => {
  it('keeps known inbox tabs, a trimmed keyword of at most 30 characters and a positive id', () => {
    expect(validateInboxSearch({ tab: 'queued', keyword: '  发货 ', id: '12' })).toEqual({ tab: 'queued', keyword: '发货', id: 12 });
    expect(validateInboxSearch({ tab: 'spam', keyword: '   ', id: '0' })).toEqual({});
    expect(validateInboxSearch({ keyword: 'a'.repeat(40) }).keyword).toHaveLength(30);
    expect(validateEditSearch({ flowId: '3', agentId: 'x' })).toEqual({ flowId: 3 });
  });
  it('writes minutes of the day as HH:mm', () => {
    expect(hhmm(540)).toBe('09:00');
    expect(hhmm(1325)).toBe('22:05');
    expect(hhmm(0)).toBe('00:00');
  });
});

describe('InboxPage', () => {
  const open = (url: string, keys = AGENT) => renderRoutePage({ path: 'customer-service/inbox', url, component: InboxPage, validateSearch: validateInboxSearch, keys });
  const conv = getCsConversationListResponseMock().data.list[0]!;

  it('lists the tab’s conversations with the counts in the tab labels', async () => {
    const lists = recorder<CsConversationListBody>();
    server.use(
      getCsConversationListMockHandler(async ({ request }) => {
        await lists.record(request);
        return {
          code: 1,
          msg: 'ok',
          data: {
            list: [conv, { ...conv, csConversationId: 2, buyerName: '李同学', status: 'open', unanswered: false, lastMessage: '好的谢谢' }],
            nextCursor: null,
            counts: { mine: 3, queued: 1, all: 4, closed: 9, mineUnanswered: 2 },
          },
        };
      }),
    );
    open('/customer-service/inbox?tab=all&keyword=发货');
    const nav = await screen.findByRole('navigation', { name: '会话列表' }, { timeout: 10_000 });
    expect(await within(nav).findByText('陈同学')).toBeInTheDocument();
    expect(within(nav).getByText('李同学')).toBeInTheDocument();
    expect(within(nav).getAllByText('待回复')).toHaveLength(1);
    expect(screen.getByText('我接待的 3')).toBeInTheDocument();
    expect(screen.getByText('全部进行中 4')).toBeInTheDocument();
    expect(screen.getByText('已结束 9')).toBeInTheDocument();
    expect(lists.bodies[0]).toEqual({ tab: 'all', pageSize: 50, keyword: '发货' });
    expect(screen.getByText('从左侧选择一个会话')).toBeInTheDocument();
  });

  it('opens a conversation, sends the typed reply and clears the box', async () => {
    const replies = recorder<CsReplyBody>();
    server.use(
      getCsConversationReplyMockHandler(async ({ request }) => {
        await replies.record(request);
        return { code: 1, msg: 'ok', data: { csConversationId: 1, messageId: 2 } };
      }),
    );
    const user = userEvent.setup();
    const { router } = open('/customer-service/inbox');
    await user.click(await screen.findByRole('button', { name: /陈同学/ }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ id: 1 }));
    const pane = await screen.findByRole('region', { name: '与 陈同学 的会话' });
    expect(within(within(pane).getByRole('list', { name: '消息' })).getByText('请问今天下单什么时候发货？')).toBeInTheDocument();
    expect(within(pane).getByText('139****1234')).toBeInTheDocument();
    const box = within(pane).getByLabelText('回复内容');
    await user.click(within(pane).getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入回复内容')).toBeInTheDocument();
    expect(replies.bodies).toHaveLength(0);
    await user.type(box, '今天 16 点前下单当天发出');
    await user.click(within(pane).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(replies.bodies).toEqual([{ csConversationId: 1, kind: 'text', content: '今天 16 点前下单当天发出' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    const side = screen.getByRole('complementary', { name: '买家信息' });
    await user.click(within(side).getByRole('button', { name: '发给买家：订单 202611240001' }));
    await waitFor(() => expect(replies.bodies[1]).toEqual({ csConversationId: 1, kind: 'order', cardOrderNo: '202611240001' }));
  });

  it('disables the reply box of a conversation another agent holds, and hides it without the reply key', async () => {
    const d = getCsConversationDetailResponseMock();
    server.use(getCsConversationDetailMockHandler({ ...d, data: { ...d.data, canReply: false, conversation: { ...d.data.conversation, status: 'open', agentName: '小周' } } }));
    const first = open('/customer-service/inbox?id=1');
    const pane = await screen.findByRole('region', { name: '与 陈同学 的会话' }, { timeout: 10_000 });
    expect(within(pane).getByText('· 客服 小周')).toBeInTheDocument();
    expect(within(pane).getByLabelText('回复内容')).toBeDisabled();
    expect(within(pane).getByRole('button', { name: /发\s*送/ })).toBeDisabled();
    first.unmount();
    open('/customer-service/inbox?id=1', ['kf.user.list']);
    const pane2 = await screen.findByRole('region', { name: '与 陈同学 的会话' }, { timeout: 10_000 });
    expect(within(pane2).queryByLabelText('回复内容')).toBeNull();
    expect(within(pane2).queryByRole('button', { name: '结束会话' })).toBeNull();
  });
});

describe('FlowEditor', () => {
  const open = (keys = AGENT) => renderRoutePage({ path: 'customer-service/edit', url: '/customer-service/edit', component: EditPage, validateSearch: validateEditSearch, keys });

  it('requires a name, a welcome and complete keyword replies, then saves the config', async () => {
    const saves = recorder<CsFlowSaveBody>();
    server.use(
      getCsFlowSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return getCsFlowSaveResponseMock();
      }),
    );
    const user = userEvent.setup();
    const { router } = open();
    const welcome = await screen.findByLabelText('欢迎语', {}, { timeout: 10_000 });
    await waitFor(() => expect(welcome).toHaveValue('您好，欢迎光临！'));
    await user.clear(welcome);
    await user.click(screen.getByRole('button', { name: '添加关键词回复' }));
    await user.type(screen.getByLabelText('第 1 条关键词'), '发货');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请填写流程名称')).toBeInTheDocument();
    expect(await screen.findByText('请填写欢迎语')).toBeInTheDocument();
    expect(await screen.findByText('请填写回复')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(0);
    await user.type(screen.getByLabelText('流程名称'), '开学季');
    await user.type(welcome, '同学你好');
    await user.type(screen.getByLabelText('第 1 条自动回复'), '16 点前下单当天发');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    expect(saves.bodies[0]).toEqual({
      name: '开学季',
      config: {
        welcome: '同学你好',
        workDays: [1, 2, 3, 4, 5, 6, 7],
        startMinute: 540,
        endMinute: 1320,
        offHoursReply: '现在是非工作时间，上班后第一时间回复您。',
        routing: 'roundRobin',
        queueLimit: 1,
        queueReply: '您前面还有 {n} 位，请稍候。',
        queueFullReply: '咨询人数已满，请稍后再来。',
        keywordReplies: [{ keyword: '发货', reply: '16 点前下单当天发' }],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-service/flow'));
  });

  it('offers no save button without the setting edit key', async () => {
    open(['kf.session.setting']);
    await waitFor(() => expect(screen.getByLabelText('欢迎语')).toHaveValue('您好，欢迎光临！'), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

describe('CsTodoBadge', () => {
  const badge = (todo: Partial<CsTodoCount>, keys = ['kf.user.list']) => {
    server.use(getCsTodoCountMockHandler({ code: 1, msg: 'ok', data: { unanswered: 0, queued: 0, total: 0, isAgent: true, online: true, csAgentId: 1, ...todo } }));
    return renderRoutePage({ path: 'home', url: '/home', component: () => (
        <header>
          <span>页头</span>
          <CsTodoBadge keys={new Set(keys)} />
        </header>
      ), keys });
  };

  it('counts the unanswered and queued conversations in its name and badge', async () => {
    badge({ unanswered: 2, queued: 3, total: 5 });
    const link = await screen.findByRole('link', { name: '客服待办 5 项：2 个待回复，3 个排队中' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/customer-service/inbox');
    expect(within(link).getByText('5')).toBeInTheDocument();
  });

  it('caps the number at 99+ and says 客服会话 with nothing to do', async () => {
    const first = badge({ unanswered: 100, queued: 20, total: 120 });
    expect(await screen.findByRole('link', { name: '客服待办 99+ 项：100 个待回复，20 个排队中' }, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    badge({});
    expect(await screen.findByRole('link', { name: '客服会话' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is absent for a member who may not open the inbox', async () => {
    badge({ total: 5 }, ['order.list']);
    expect(await screen.findByText('页头', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('cs-todo')).toBeNull();
  });
});
