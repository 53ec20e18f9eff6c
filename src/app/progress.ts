import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { AnyRouter } from '@tanstack/react-router';
import { PROGRESS } from '@/lib/constants';

/** After the next frame has been painted: a task queued from requestAnimationFrame. */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * The navigation progress bar of spec §9 (minimum 0.08, speed 200 ms).
 *
 * NProgress reads `offsetWidth` to restart its CSS transition: a forced layout. Called from `onResolved`, that lands
 * right after the new page's commit, when the whole page needs layout, and the browser lays it out twice (about
 * 5-10 ms of a route change on a 2-core machine). So the bar finishes after the new page's first frame instead, when
 * layout is clean and the read costs nothing. A navigation that starts before then keeps the bar going.
 */
export function installProgressBar(router: AnyRouter, schedule: (fn: () => void) => void = afterNextPaint): void {
  // nprogress's default template says role="bar", which is no ARIA role (axe aria-roles): a decorative bar, hidden,
  // found by its class instead (nprogress's barSelector defaults to [role="bar"]).
  NProgress.configure({
    minimum: PROGRESS.minimum,
    speed: PROGRESS.speed,
    showSpinner: false,
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });
  let navigation = 0;
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (!pathChanged) return;
    navigation += 1;
    NProgress.start();
  });
  router.subscribe('onResolved', () => {
    const resolved = navigation;
    schedule(() => {
      if (resolved === navigation) NProgress.done();
    });
  });
}
