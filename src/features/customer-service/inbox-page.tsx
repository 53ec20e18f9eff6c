import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Switch from 'antd/es/switch';
import {
  useCsAgentSetOnline,
  useCsConversationClose,
  useCsConversationDetail,
  useCsConversationList,
  useCsConversationReply,
  useCsGoodsSearch,
  useCsTodoCount,
} from '@/api/gen/endpoints/customer-service/customer-service';
import type { CsConversation, CsConversationListBodyTab, CsMessage } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate, useLiveStatus } from '@/lib/live';
import { CONVERSATION_TABS, CS_KEYS } from './keys';
import './customer-service.css';

const route = getRouteApi('/_authed/_app/customer-service/inbox');
const LIVE_KEYS = [CS_KEYS.conversations, CS_KEYS.detail, CS_KEYS.todo];
const STATUS = {
  queued: { text: '排队中', color: 'orange' },
  open: { text: '接待中', color: 'processing' },
  closed: { text: '已结束', color: 'default' },
} as const;
const SENDER = { buyer: '买家', agent: '客服', auto: '自动回复' } as const;

function LiveIndicator() {
  const s = useLiveStatus();
  const text = s === 'open' ? '实时接收中' : s === 'retrying' ? '连接断开，正在重连…' : '正在连接…';
  return (
    <span className={`xm-cs-live xm-cs-live-${s}`} role="status" data-testid="cs-live">
      <span className="xm-cs-dot" aria-hidden="true" />
      {text}
    </span>
  );
}

function MyStatus() {
  const todo = useCsTodoCount();
  const setOnline = useCsAgentSetOnline();
  const qc = useQueryClient();
  const t = todo.data;
  if (!t?.isAgent || !t.csAgentId) return <span className="xm-cs-muted">你还不是客服，可在「客服管理」中添加</span>;
  return (
    <Auth authKey="kf.user.edit" fallback={<span>{t.online ? '在线' : '离线'}</span>}>
      <label className="xm-cs-online">
        我的状态
        <Switch
          checked={t.online}
          loading={setOnline.isPending}
          onChange={(online) =>
            setOnline.mutate(
              { data: { csAgentId: t.csAgentId!, online } },
              {
                onSuccess: () => void qc.invalidateQueries({ queryKey: CS_KEYS.todo }),
              },
            )
          }
        />
        <span>{t.online ? '在线' : '离线'}</span>
      </label>
    </Auth>
  );
}

function MessageBubble({ m }: { m: CsMessage }) {
  const card = m.card as Record<string, unknown> | null;
  return (
    <li className={`xm-cs-msg xm-cs-msg-${m.sender}`}>
      <div className="xm-cs-msg-meta">
        {m.sender === 'agent' ? (m.agentName ?? SENDER.agent) : SENDER[m.sender]} · {formatTime(m.createdAt, 'MM-DD HH:mm')}
      </div>
      {m.kind === 'text' || !card ? (
        <div className="xm-cs-bubble">{m.content}</div>
      ) : m.kind === 'order' ? (
        <div className="xm-cs-bubble xm-cs-card">
          <strong>订单 {String(card.orderNo)}</strong>
          <div>{String(card.goodsSummary)}</div>
          <div>
            {String(card.statusText)} · {formatMoney(Number(card.amount))}
          </div>
        </div>
      ) : (
        <div className="xm-cs-bubble xm-cs-card">
          <strong>{String(card.name)}</strong>
          <div>{formatMoney(Number(card.price))} 起</div>
        </div>
      )}
    </li>
  );
}

function GoodsPicker({ onSend, disabled }: { onSend: (goodsId: number) => void; disabled: boolean }) {
  const [keyword, setKeyword] = useState('');
  const goods = useCsGoodsSearch({ keyword });
  return (
    <section aria-label="发送商品" className="xm-cs-side-block">
      <h3>发送商品</h3>
      <Input.Search placeholder="搜索在售商品" aria-label="搜索在售商品" allowClear onSearch={setKeyword} maxLength={30} />
      <ul className="xm-cs-list-plain">
        {(goods.data?.list ?? []).slice(0, 6).map((g) => (
          <li key={g.goodsId}>
            <span className="xm-cs-ellipsis">{g.name}</span>
            <span>{formatMoney(g.price)}</span>
            <Button size="small" disabled={disabled} onClick={() => onSend(g.goodsId)} aria-label={`发给买家：商品 ${g.name}`}>
              发给买家
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConversationPane({ id }: { id: number }) {
  const detail = useCsConversationDetail({ csConversationId: id });
  const reply = useCsConversationReply();
  const close = useCsConversationClose();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const d = detail.data;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [d?.messages.length]);
  const refresh = () => {
    for (const k of LIVE_KEYS) void qc.invalidateQueries({ queryKey: k });
  };
  const send = (body: { kind: 'text' | 'order' | 'goods'; content?: string; cardOrderNo?: string; goodsId?: number }) =>
    reply.mutate(
      { data: { csConversationId: id, ...body } },
      {
        onSuccess: () => {
          if (body.kind === 'text') setText('');
          refresh();
        },
        onError: refresh,
      },
    );
  if (!d) return <div className="xm-cs-pane xm-cs-center">{detail.isError ? '会话加载失败' : '加载中…'}</div>;
  const c = d.conversation;
  const canReply = d.canReply;
  return (
    <>
      <section className="xm-cs-pane" aria-label={`与 ${c.buyerName} 的会话`}>
        <header className="xm-cs-pane-head">
          <div>
            <strong>{c.buyerName}</strong> <span className="xm-cs-muted">{c.buyerPhoneMasked}</span> <StatusTag color={STATUS[c.status].color}>{STATUS[c.status].text}</StatusTag>
            {c.agentName ? <span className="xm-cs-muted"> · 客服 {c.agentName}</span> : null}
          </div>
          {c.status !== 'closed' && (
            <Auth authKey="kf.user.reply">
              <Button size="small" disabled={!canReply} loading={close.isPending} onClick={() => close.mutate({ data: { csConversationId: id } }, { onSettled: refresh })}>
                结束会话
              </Button>
            </Auth>
          )}
        </header>
        {/* A long conversation scrolls: the list takes focus so keyboard users can scroll it (arrow keys, Page Up/Down). */}
        <ol className="xm-cs-messages" aria-label="消息" data-testid="cs-messages" tabIndex={0}>
          {d.messages.map((m) => (
            <MessageBubble key={m.id} m={m} />
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
        <Auth authKey="kf.user.reply">
          <form
            className="xm-cs-compose"
            onSubmit={(e) => {
              e.preventDefault();
              if (!text.trim()) return feedback.warning('请输入回复内容');
              send({ kind: 'text', content: text });
            }}
          >
            <Input.TextArea
              aria-label="回复内容"
              placeholder={canReply ? '输入回复，Ctrl+Enter 发送' : '会话已结束或由其他客服接待'}
              value={text}
              maxLength={500}
              disabled={!canReply}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  if (text.trim()) send({ kind: 'text', content: text });
                }
              }}
            />
            <Button type="primary" htmlType="submit" disabled={!canReply} loading={reply.isPending}>
              发送
            </Button>
          </form>
        </Auth>
      </section>
      <aside className="xm-cs-side" aria-label="买家信息">
        {d.goods ? (
          <section className="xm-cs-side-block">
            <h3>咨询的商品</h3>
            <div>{d.goods.name}</div>
            <div className="xm-cs-muted">{formatMoney(d.goods.price)} 起</div>
          </section>
        ) : null}
        <section className="xm-cs-side-block" aria-label="买家的订单">
          <h3>买家的订单（{d.orders.length}）</h3>
          {d.orders.length === 0 ? <div className="xm-cs-muted">该买家在本店还没有订单</div> : null}
          <ul className="xm-cs-list-plain">
            {d.orders.map((o) => (
              <li key={o.orderNo} className="xm-cs-order">
                <div>
                  <div className="xm-cs-ellipsis">{o.goodsSummary}</div>
                  <div className="xm-cs-muted">
                    {o.orderNo} · {o.statusText} · {formatMoney(o.amount)}
                  </div>
                </div>
                <Auth authKey="kf.user.reply">
                  <Button size="small" disabled={!canReply} onClick={() => send({ kind: 'order', cardOrderNo: o.orderNo })} aria-label={`发给买家：订单 ${o.orderNo}`}>
                    发给买家
                  </Button>
                </Auth>
              </li>
            ))}
          </ul>
        </section>
        <Auth authKey="kf.user.reply">
          <GoodsPicker disabled={!canReply} onSend={(goodsId) => send({ kind: 'goods', goodsId })} />
        </Auth>
      </aside>
    </>
  );
}

function ConversationItem({ c, active, onOpen }: { c: CsConversation; active: boolean; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className={`xm-cs-item${active ? ' is-active' : ''}`} aria-current={active ? 'true' : undefined} onClick={onOpen} data-testid="cs-conversation">
        <span className="xm-cs-item-head">
          <strong>{c.buyerName}</strong>
          <span className="xm-cs-muted">{formatTime(c.lastMessageAt, 'MM-DD HH:mm')}</span>
        </span>
        <span className="xm-cs-item-body">
          <span className="xm-cs-ellipsis">{c.lastMessage}</span>
          {c.unanswered && c.status !== 'closed' ? <span className="xm-cs-unread">待回复</span> : null}
        </span>
      </button>
    </li>
  );
}

/** /customer-service/inbox: conversations routed by the flow, pushed live; the buyer's orders beside the chat. */
export function InboxPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = (search.tab ?? 'mine') as CsConversationListBodyTab;
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useLiveInvalidate('cs.', LIVE_KEYS);
  const body = useMemo(
    () => ({
      tab,
      pageSize: 50,
      ...(search.keyword ? { keyword: search.keyword } : {}),
    }),
    [tab, search.keyword],
  );
  const list = useCsConversationList(body);
  const counts = list.data?.counts;
  const rows = list.data?.list ?? [];
  const openId = search.id ?? null;
  return (
    <PageContainer title="会话" extra={<LiveIndicator />}>
      <div className="xm-cs-toolbar">
        <Segmented
          aria-label="会话分类"
          value={tab}
          onChange={(v) =>
            void navigate({
              search: (s) => ({ ...s, tab: v as CsConversationListBodyTab }),
            })
          }
          options={CONVERSATION_TABS.map((t) => ({
            value: t.value,
            label: `${t.label}${counts ? ` ${counts[t.value]}` : ''}`,
          }))}
        />
        <Input.Search
          aria-label="搜索买家或消息"
          placeholder="买家昵称或消息内容"
          style={{ width: 240 }}
          maxLength={30}
          value={keyword}
          allowClear
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) =>
            void navigate({
              search: (s) => ({ ...s, keyword: v.trim() || undefined }),
            })
          }
        />
        <MyStatus />
      </div>
      <div className="xm-cs-inbox">
        <nav className="xm-cs-convs" aria-label="会话列表">
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isLoading ? '加载中…' : '暂无会话'} />
          ) : (
            <ul className="xm-cs-list-plain">
              {rows.map((c) => (
                <ConversationItem
                  key={c.csConversationId}
                  c={c}
                  active={c.csConversationId === openId}
                  onOpen={() =>
                    void navigate({
                      search: (s) => ({ ...s, id: c.csConversationId }),
                    })
                  }
                />
              ))}
            </ul>
          )}
        </nav>
        {openId ? <ConversationPane key={openId} id={openId} /> : <div className="xm-cs-pane xm-cs-center xm-cs-muted">从左侧选择一个会话</div>}
      </div>
    </PageContainer>
  );
}
