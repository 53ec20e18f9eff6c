import Input from 'antd/es/input';
import { useEffect, useState } from 'react';

/** A category list (left column) with counts; the current one is marked aria-current. */
export function CategoryNav({ label, all, current, cats, onPick }: { label: string; all: number; current?: string; cats: { code: string; label: string; count: number }[]; onPick: (c?: string) => void }) {
  return (
    <nav aria-label={label}>
      <ul className="xm-content-cats">
        <li>
          <button type="button" aria-current={!current} onClick={() => onPick(undefined)}>
            <span>全部</span>
            <span>{all}</span>
          </button>
        </li>
        {cats.map((c) => (
          <li key={c.code}>
            <button type="button" aria-current={current === c.code} onClick={() => onPick(c.code)}>
              <span>{c.label}</span>
              <span>{c.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The full-text search box: the URL holds the keyword; Enter or the button searches. */
export function DocSearchBox({ label, value, onSearch }: { label: string; value?: string; onSearch: (v?: string) => void }) {
  const [v, setV] = useState(value ?? '');
  useEffect(() => setV(value ?? ''), [value]);
  return <Input.Search aria-label={label} placeholder={label} allowClear maxLength={50} value={v} onChange={(e) => setV(e.target.value)} onSearch={(s) => onSearch(s.trim() || undefined)} style={{ maxWidth: 360 }} enterButton="搜索" />;
}

/** Highlights the words of a keyword in a text (mark elements). */
export function Highlight({ text, keyword }: { text: string; keyword?: string }) {
  const words = (keyword ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return <>{text}</>;
  const re = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return (
    <>
      {text.split(re).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>))}
    </>
  );
}
