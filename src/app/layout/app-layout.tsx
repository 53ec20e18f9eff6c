import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd/es/menu';
import Button from 'antd/es/button';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import type { Session } from '@/features/account/session';
import { PermissionProvider } from '@/components/auth';
import { APP_NAME, STICKY_OFFSET } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { initTracking } from '@/lib/tracking';
import { useLiveChannel } from '@/lib/live';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/stores/session';
import { themeStore, type ThemeSettings } from '@/stores/theme';
import { MENU_ICONS } from './menu-icons';
import { isGroup, type BuiltEntry } from './menu';
import { useCurrentPage, useMenu } from './use-current-page';
import { useIsNarrow, useIsPhone } from './use-media';
import { TabsBar } from './tabs-bar';
import { Breadcrumbs } from './breadcrumbs';
import { HeaderRight } from './header-right';

// Loaded when first needed, not with every page (antd Drawer, Result, Segmented, Switch; bench page-speed lists each
// page's JS by parts): the phone menu's drawer on a phone, the settings drawer once opened, the 403 page.
const Drawer = lazy(() => import('antd/es/drawer'));
const ThemeDrawer = lazy(() => import('./theme-drawer').then((m) => ({ default: m.ThemeDrawer })));
const ForbiddenPage = lazy(() => import('@/components/exception').then((m) => ({ default: m.ForbiddenPage })));
import './app-layout.css';

function toMenuItems(entries: readonly BuiltEntry[]): MenuProps['items'] {
  return entries.map((e) =>
    isGroup(e)
      ? { key: e.key, icon: MENU_ICONS[e.icon], label: e.title, children: e.children.map((c) => ({ key: c.href, label: c.title })) }
      : { key: e.href, icon: e.icon ? MENU_ICONS[e.icon] : undefined, label: e.title },
  );
}

/** The main layout in the ant-design-pro manner: side (or top) menu, header, open tabs, breadcrumbs, content. */
export function AppLayout({ session, denied }: { session: Session; denied: boolean }) {
  const theme = useSnapshot(themeStore) as ThemeSettings;
  // The live channel (src/lib/live.ts): one stream per signed-in tab; areas subscribe to the kinds they show.
  useLiveChannel(useQueryClient(), useSnapshot(sessionStore).token);
  const navigate = useNavigate();
  const menu = useMenu(session.keys);
  const page = useCurrentPage(menu);
  // The menu (highlight, open group) and the open tabs follow the page in a background render: a route change paints
  // the new page first (antd's Menu re-renders every item, twice, when the selection changes: about 20 ms).
  const navPage = useDeferredValue(page);
  const isPhone = useIsPhone();
  const isNarrow = useIsNarrow();
  const [collapsed, setCollapsed] = useState(isNarrow);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const [themeMounted, setThemeMounted] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>(page.group ? [page.group.key] : []);

  useEffect(() => setCollapsed(isNarrow), [isNarrow]);
  useEffect(() => {
    if (navPage.group && !openKeys.includes(navPage.group.key)) setOpenKeys((k) => [...k, navPage.group!.key]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navPage.group?.key]);

  // Clicks are tracked with the menu position of the page they happen on.
  const pageRef = useRef(page);
  pageRef.current = page;
  useEffect(() => {
    initTracking({ getMenuNames: () => ({ first: pageRef.current.group?.title ?? pageRef.current.menuLeaf?.title, second: pageRef.current.group ? pageRef.current.menuLeaf?.title : undefined }) });
  }, []);

  const items = useMemo(() => toMenuItems(menu), [menu]);
  const selectedHref = navPage.menuLeaf?.href;
  const selected = useMemo(() => (selectedHref ? [selectedHref] : []), [selectedHref]);
  const go = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      setDrawerOpen(false);
      void navigate({ href: key });
    },
    [navigate],
  );
  const openTheme = useCallback(() => {
    setThemeMounted(true);
    setThemeOpen(true);
  }, []);
  const top = theme.layout === 'top' && !isPhone;

  // Named by its text; collapsed to the icon alone, by the icon's alt (a div takes no aria-label: axe aria-prohibited-attr).
  const showName = !collapsed || isPhone || top;
  const logo = (
    <div className="xm-logo">
      <img src="/favicon.svg" alt={showName ? '' : APP_NAME} width={28} height={28} />
      {showName && <span>{APP_NAME}</span>}
    </div>
  );

  // The same element while nothing it shows changes: React then skips the whole menu when the page changes (its
  // highlight follows in the deferred render).
  const menuTheme = isPhone ? 'light' : theme.navTheme;
  const menuOpenKeys = collapsed && !isPhone ? undefined : openKeys;
  const sideMenu = useMemo(
    () => <Menu mode="inline" theme={menuTheme} items={items} selectedKeys={selected} openKeys={menuOpenKeys} onOpenChange={setOpenKeys} onClick={go} />,
    [menuTheme, items, selected, menuOpenKeys, go],
  );

  return (
    <Layout className="xm-layout" style={{ minHeight: '100vh' }}>
      {!top && !isPhone && (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          trigger={null}
          width={208}
          theme={theme.navTheme}
          className={theme.fixSiderbar ? 'xm-sider xm-sider-fixed' : 'xm-sider'}
        >
          {logo}
          {sideMenu}
        </Layout.Sider>
      )}
      {isPhone && (
        <Suspense fallback={null}>
          <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={256} title={logo} styles={{ body: { padding: 0 } }}>
            {sideMenu}
          </Drawer>
        </Suspense>
      )}
      <Layout>
        <Layout.Header className={`xm-header${theme.fixedHeader ? ' xm-header-fixed' : ''}${top ? ` xm-header-top xm-header-${theme.navTheme}` : ''}`} style={{ height: STICKY_OFFSET, lineHeight: `${STICKY_OFFSET}px` }}>
          {top ? (
            <>
              {logo}
              <Menu mode="horizontal" theme={theme.navTheme} items={items} selectedKeys={selected} onClick={go} className="xm-top-menu" />
            </>
          ) : (
            <>
              <Button
                type="text"
                aria-label={isPhone ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
                icon={isPhone ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => (isPhone ? setDrawerOpen(true) : setCollapsed(!collapsed))}
              />
              {!isPhone && <Breadcrumbs page={page} />}
              <div style={{ flex: 1 }} />
            </>
          )}
          <HeaderRight session={session} onOpenTheme={openTheme} compact={isPhone} />
        </Layout.Header>
        <TabsBar page={navPage} denied={denied} />
        <Layout.Content className={`xm-content${theme.contentWidth === 'Fixed' ? ' xm-content-fixed' : ''}`}>
          {session.user.shopClosedAt ? (
            <div className="xm-closed-banner" role="status">
              店铺已于 {formatTime(session.user.shopClosedAt)} 关闭：只能查看历史数据，不能再进行修改。
            </div>
          ) : null}
          <PermissionProvider keys={session.keys}>{denied ? (
              <Suspense fallback={null}>
                <ForbiddenPage />
              </Suspense>
            ) : (
              <Outlet />
            )}</PermissionProvider>
        </Layout.Content>
        <Layout.Footer className="xm-footer">{APP_NAME} · 校园电商平台</Layout.Footer>
      </Layout>
      {themeMounted ? (
        <Suspense fallback={null}>
          <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
