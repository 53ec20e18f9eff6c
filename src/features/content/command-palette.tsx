import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useContentPaletteSearch } from '@/api/gen/endpoints/content/content';
import { matchPages, type PalettePage } from './palette-match';
import { recentPages } from './recent-pages';
import './content.css';
import './command-palette.css';

interface Item {
  key: string;
  group: string;
  title: string;
  hint?: string;
  href: string;
}

function useDebounced<T>(v: T, ms: number): T {
  const [d, setD] = useState(v);
  useEffect(() => {
    const t = setTimeout(() => setD(v), ms);
    return () => clearTimeout(t);
  }, [v, ms]);
  return d;
}

/**
 * The command palette (Ctrl/⌘+K): pages the member may open (title or pinyin initials), recent pages, and, from the
 * server, orders and after-sale cases by number and goods by name or code (each only with its view key). Arrow keys
 * move, Enter opens, Esc closes.
 */
export function CommandPalette({ open, onClose, pages }: { open: boolean; onClose: () => void; pages: readonly PalettePage[] }) {
  const navigate = useNavigate();
  const [kw, setKw] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const q = useDebounced(kw.trim(), 150);
  const remote = useContentPaletteSearch({ keyword: q.slice(0, 40) }, { query: { enabled: open && q.length >= 2, staleTime: 10_000 } });
  const items = useMemo<Item[]>(() => {
    const t = kw.trim();
    if (!t) return recentPages().map((p) => ({ key: `r:${p.href}`, group: '最近访问', title: p.title, hint: p.href, href: p.href }));
    const out: Item[] = matchPages(pages, t).map((p) => ({ key: `p:${p.href}`, group: '页面', title: p.title, hint: p.group, href: p.href }));
    const r = q === t ? remote.data : undefined;
    for (const o of r?.orders ?? []) out.push({ key: `o:${o.id}`, group: '订单', title: `订单 ${o.orderNo}`, hint: `${o.status} · ${o.summary}`, href: `/order/detail?orderId=${o.id}` });
    for (const c of r?.afterSales ?? []) out.push({ key: `a:${c.id}`, group: '售后单', title: `售后单 ${c.caseNo}`, href: `/order/after-detail?afterSaleId=${c.id}` });
    for (const g of r?.goods ?? []) out.push({ key: `g:${g.id}`, group: '商品', title: g.name, hint: g.code ?? undefined, href: `/goods/edit?goodsId=${g.id}` });
    return out;
  }, [kw, q, pages, remote.data]);
  useEffect(() => setActive(0), [kw]);
  useEffect(() => {
    if (open) {
      setKw('');
      setTimeout(() => inputRef.current?.focus(), 0);
    }
  }, [open]);
  const go = (it: Item | undefined) => {
    if (!it) return;
    onClose();
    void navigate({ href: it.href });
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(items.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(items[active]);
    }
  };
  const loading = kw.trim().length >= 2 && (q !== kw.trim() || remote.isFetching);
  let lastGroup = '';
  return (
    <Modal open={open} onCancel={onClose} footer={null} closable={false} width={640} title={null} className="xm-palette" destroyOnHidden>
      <div data-testid="command-palette">
        <Input
          ref={(el) => {
            inputRef.current = el?.input ?? null;
          }}
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          suffix={loading ? <Spin size="small" /> : null}
          placeholder="搜索页面（可用拼音首字母）、订单号、售后单号、商品名称或编码"
          value={kw}
          maxLength={40}
          onChange={(e) => setKw(e.target.value)}
          onKeyDown={onKey}
          role="combobox"
          aria-label="命令面板搜索"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? `${listId}-${active}` : undefined}
        />
        <ul id={listId} role="listbox" aria-label="搜索结果" className="xm-palette-list">
          {items.map((it, i) => {
            const head = it.group !== lastGroup ? it.group : null;
            lastGroup = it.group;
            return (
              <li
                key={it.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="xm-palette-item"
                data-group-start={head ? 1 : 0}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(it)}
              >
                {head && <span className="xm-palette-group">{head}</span>}
                <span className="xm-palette-title">{it.title}</span>
                {it.hint && <span className="xm-palette-hint">{it.hint}</span>}
              </li>
            );
          })}
        </ul>
        {!items.length && <p className="xm-content-muted" style={{ padding: '12px 4px', margin: 0 }}>{kw.trim() ? (loading ? '搜索中…' : '没有找到结果') : '还没有最近访问的页面'}</p>}
        <p className="xm-content-muted" style={{ margin: '8px 0 0' }}>
          ↑↓ 选择 · Enter 打开 · Esc 关闭
        </p>
      </div>
    </Modal>
  );
}
