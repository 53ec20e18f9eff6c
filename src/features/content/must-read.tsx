import { lazy, Suspense, useState } from 'react';
import { useContentAnnounceMustRead } from '@/api/gen/endpoints/content/content';

const MustReadDialog = lazy(() => import('./must-read-dialog').then((m) => ({ default: m.MustReadDialog })));

/**
 * After login, a must-read announcement not yet acknowledged opens in a dialog (asked once per signed-in tab). "稍后阅读"
 * closes it until the next login; "我已阅读并知晓" acknowledges it for good. The dialog's code loads only when needed.
 */
export function MustReadCheck() {
  const q = useContentAnnounceMustRead({ query: { staleTime: Infinity, refetchOnWindowFocus: false } });
  const [later, setLater] = useState<number[]>([]);
  const next = q.data?.list.find((a) => !later.includes(a.id));
  if (!next) return null;
  return (
    <Suspense fallback={null}>
      <MustReadDialog a={next} onLater={() => setLater((l) => [...l, next.id])} />
    </Suspense>
  );
}
