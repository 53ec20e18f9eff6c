import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LANDING } from '@/lib/constants';

/** The default redirect (spec §2): / goes to the shop overview. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: DEFAULT_LANDING, replace: true });
  },
});
