import { createFileRoute, redirect, isRedirect } from '@tanstack/react-router';
import { VerifyEntryPage } from '@/features/account/verify/verify-entry-page';

/** Spec §2: goes to /company-verify when a draft exists (draftStatus 1); if the check fails, stays on the entry. */
export const Route = createFileRoute('/_authed/company-verify/entry')({
  staticData: { title: '企业认证', hideInTabs: true },
  beforeLoad: ({ context }) => {
    try {
      if (context.session.user.draftStatus === 1) throw redirect({ to: '/company-verify', replace: true });
    } catch (err) {
      if (isRedirect(err)) throw err;
    }
  },
  component: VerifyEntryPage,
});
