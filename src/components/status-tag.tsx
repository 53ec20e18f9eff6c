import type { ReactNode } from 'react';
import './status-tag.css';

/** The antd Tag colours used for statuses in lists (antd's preset palette, in status-tag.css). */
export type StatusColor = 'default' | 'processing' | 'blue' | 'cyan' | 'green' | 'orange' | 'gold' | 'red' | 'purple';

const KNOWN = new Set<string>(['default', 'processing', 'blue', 'cyan', 'green', 'orange', 'gold', 'red', 'purple']);

/**
 * A status label that looks like antd's Tag with a preset colour, as a plain span. A list renders one or two per row,
 * and an antd Tag per row costs its style and token hooks on every mount (route changes, virtual scrolling).
 * Unknown colours fall back to the default grey.
 */
export function StatusTag({ color, children }: { color?: string; children: ReactNode }) {
  const c = color && KNOWN.has(color) ? color : 'default';
  return <span className={`xm-status-tag xm-status-tag-${c}`}>{children}</span>;
}

/** One status of an enum as shown in lists: its label and its tag colour. */
export interface StatusText {
  text: string;
  color: StatusColor | string;
}
/** A status map: enum value → label and colour. Every area writes its maps in this one form. */
export type StatusMap = Record<number, StatusText>;

/** The tag for `value` in `map` (the label alone when the map does not know the value: `fallback`, or nothing). */
export function StatusOf({ map, value, fallback }: { map: StatusMap; value: number; fallback?: ReactNode }) {
  const s = map[value];
  return <StatusTag color={s?.color}>{s?.text ?? fallback}</StatusTag>;
}

/** A status map's entries as Select options (value, label), in the map's key order. */
export const statusOptions = (map: StatusMap) => Object.entries(map).map(([k, v]) => ({ value: Number(k), label: v.text }));
