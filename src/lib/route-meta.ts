import type { ActivityType } from './constants';

/** Route names the spec refers to. */
export type RouteName = 'Login' | 'Redirect' | 'PageNotFound' | 'pageNoAuth';

/**
 * Route metadata of spec §2, typed once for every route through TanStack Router's staticData.
 * activityType: a fixed type, or 'param' when the route takes it from its path (it then flows into the route context).
 */
export interface RouteMeta {
  name?: RouteName;
  title?: string;
  icon?: string;
  orderNum?: number;
  /** A string requires that key; a list requires all of them (spec §6). */
  authKey?: string | readonly string[];
  /** Any one of these keys suffices (the open-ERP pages: open.page or the open-ERP flag). */
  authKeyAny?: readonly string[];
  ignoreAuth?: boolean;
  hideInMenu?: boolean;
  hideInTabs?: boolean;
  hideInBreadcrumb?: boolean;
  /** The menu entry to highlight for a page hidden from the menu. */
  activeMenu?: string;
  activityType?: ActivityType | 'param';
  /** Reachable without a token (spec §2 whitelist). */
  public?: boolean;
  /**
   * Drawn without antd: the page paints before antd's providers load, and they mount beside it afterwards (for
   * toasts). See src/app/ant-shell.tsx.
   */
  withoutAntd?: boolean;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}
