import type { ReactNode } from 'react';
import { STICKY_OFFSET } from '@/lib/constants';
import './page-container.css';

/** A page with a header that sticks 60 px from the top (spec §9), the offset tables use for their headers too. */
export function PageContainer({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="xm-page">
      <header className="xm-page-header" style={{ top: STICKY_OFFSET }}>
        <h2>{title}</h2>
        {extra ? <div className="xm-page-extra">{extra}</div> : null}
      </header>
      <div className="xm-page-body">{children}</div>
    </section>
  );
}

/** The page header's height (page-container.css: 12 px padding around a 32 px button row). */
export const PAGE_HEADER_HEIGHT = 56;
/** Where a table header sticks: right under the sticky page header (not behind it). */
export const TABLE_STICKY_TOP = STICKY_OFFSET + PAGE_HEADER_HEIGHT;
/** For antd Table: `sticky={TABLE_STICKY}` keeps the header under the page header. */
export const TABLE_STICKY = { offsetHeader: TABLE_STICKY_TOP } as const;
