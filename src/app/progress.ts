import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { AnyRouter } from '@tanstack/react-router';
import { PROGRESS } from '@/lib/constants';

/** The navigation progress bar of spec §9 (minimum 0.08, speed 200 ms). */
export function installProgressBar(router: AnyRouter): void {
  NProgress.configure({ minimum: PROGRESS.minimum, speed: PROGRESS.speed, showSpinner: false });
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (pathChanged) NProgress.start();
  });
  router.subscribe('onResolved', () => NProgress.done());
}
