import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { useDocumentTitle } from '@/app/title';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  useDocumentTitle();
  return <Outlet />;
}
