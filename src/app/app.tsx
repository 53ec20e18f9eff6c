import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { installChunkErrorListener } from './chunk-reload';
import { preloadFirstRoute } from './preload-first-route';
import { preloadAntProviders } from './ant-shell';
import { prefetchSession } from '@/features/account/session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installChunkErrorListener();
preloadFirstRoute(router);
preloadAntProviders(router);
prefetchSession(queryClient);

/**
 * React Query and the router. antd's providers wrap the pages inside the root route (src/app/ant-shell.tsx): every
 * page but the login page, which paints without antd.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
