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
