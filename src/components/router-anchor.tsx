import type { MouseEvent, ReactNode } from 'react';
import { useRouter, type NavigateOptions } from '@tanstack/react-router';

/**
 * A plain `<a href>` that navigates through the router on a plain left click (a new tab, a copied link and keyboard
 * Enter all work as for any link). For table rows: the router's `<Link>` subscribes to the router state per instance
 * (active-state tracking, preloading), which costs mount time in lists of many rows and their virtual scrolling.
 * `to` and `search` are checked against the route tree like `<Link>`'s.
 */
export function RouterAnchor({ children, className, title, ...nav }: NavigateOptions & { children: ReactNode; className?: string; title?: string }) {
  const router = useRouter();
  const href = router.buildLocation(nav as Parameters<typeof router.buildLocation>[0]).href;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate(nav as Parameters<typeof router.navigate>[0]);
  };
  return (
    <a href={href} className={className} title={title} onClick={onClick}>
      {children}
    </a>
  );
}
