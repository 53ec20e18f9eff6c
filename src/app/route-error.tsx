import { lazy, Suspense, useEffect } from 'react';
import { Navigate, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router';
import { BadParamError } from '@/lib/route-params';
import { reportError } from '@/lib/error-reporting/lazy';
import { handleChunkLoadFailure, isChunkLoadError, UPDATE_NOTICE } from './chunk-reload';

// The result pages (with their illustrations) load only when an error or a 404 is actually shown.
const ErrorResult = lazy(() => import('./error-result'));
const NotFoundPage = lazy(() => import('@/components/exception').then((m) => ({ default: m.NotFoundPage })));

/** Errors while loading or rendering a route: the update notice for a stale chunk, else a retry page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) handleChunkLoadFailure();
    else reportError(error, { where: 'route' });
  }, [chunk, error]);
  // No lazy chunk here: chunks are what failed.
  if (chunk) return <p style={{ padding: 48, textAlign: 'center', fontSize: 16 }}>{UPDATE_NOTICE}</p>;
  return (
    <Suspense fallback={null}>
      <ErrorResult onRetry={reset} />
    </Suspense>
  );
}

/** A bad path parameter shows the 404 page; any other unknown path goes home (spec §8). */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  if (data instanceof BadParamError) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage detail={data.message} />
      </Suspense>
    );
  }
  return <Navigate to="/" replace />;
}
