import { getRouteApi } from '@tanstack/react-router';
import { AppLayout } from './app-layout';

const routeApi = getRouteApi('/_authed/_app');

export function AppLayoutRoute() {
  const { session, denied } = routeApi.useRouteContext();
  return <AppLayout session={session} denied={denied} />;
}
