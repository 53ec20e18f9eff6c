import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { useDocumentTitle } from '@/app/title';
import { AntShell, WithAnt } from '@/app/ant-shell';
import { RouteError } from '@/app/route-error';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An error of the root route itself is shown in place of Root, outside AntShell: with antd's providers of its own.
  errorComponent: (props: ErrorComponentProps) => (
    <WithAnt>
      <RouteError {...props} />
    </WithAnt>
  ),
});

function Root() {
  return (
    <AntShell>
      <DocumentTitle />
      <Outlet />
    </AntShell>
  );
}

/** Beside the page, inside antd's providers when the page has them: the title changes when the page shows. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}
