import type { ReactNode } from 'react';
import { APP_NAME } from '@/lib/constants';
import './login-page.css';

/** The frame of the pages a merchant sees before the shop opens: apply, verification, result. */
export function OnboardingFrame({ title, subtitle, children, width = 760 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <div className="xm-login xm-onboarding">
      <div className="xm-login-brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <div>
          <h1>{title}</h1>
          <p>
            {APP_NAME}
            {subtitle ? <> · {subtitle}</> : null}
          </p>
        </div>
      </div>
      <div className="xm-onboarding-body" style={{ maxWidth: width }}>
        {children}
      </div>
    </div>
  );
}
