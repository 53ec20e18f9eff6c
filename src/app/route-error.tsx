import { useEffect } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Navigate, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/exception';
import { BadParamError } from '@/lib/route-params';
import { reportError } from '@/lib/error-reporting';
import { handleChunkLoadFailure, isChunkLoadError, UPDATE_NOTICE } from './chunk-reload';

/** Errors while loading or rendering a route: the update notice for a stale chunk, else a retry page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) handleChunkLoadFailure();
    else reportError(error, { where: 'route' });
  }, [chunk, error]);
  if (chunk) return <Result status="info" title={UPDATE_NOTICE} />;
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="请稍后重试；如果问题持续出现，请联系平台客服。"
      extra={
        <Button type="primary" onClick={reset}>
          重试
        </Button>
      }
    />
  );
}

/** A bad path parameter shows the 404 page; any other unknown path goes home (spec §8). */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  if (data instanceof BadParamError) return <NotFoundPage detail={data.message} />;
  return <Navigate to="/" replace />;
}
