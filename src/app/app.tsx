import { lazy, Suspense } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { installChunkErrorListener } from './chunk-reload';
import { preloadFirstRoute } from './preload-first-route';
import { prefetchSession } from '@/features/account/session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installChunkErrorListener();
preloadFirstRoute(router);
prefetchSession(queryClient);

const AntProviders = lazy(() => import('./providers'));

/** Providers only: antd (loaded beside the first route), React Query, the router. */
export function App() {
  return (
    <Suspense fallback={null}>
      <AntProviders>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntProviders>
    </Suspense>
  );
}
