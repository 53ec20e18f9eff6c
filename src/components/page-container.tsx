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

/** For antd Table: `sticky={TABLE_STICKY}` keeps the header under the page header. */
export const TABLE_STICKY = { offsetHeader: STICKY_OFFSET } as const;
