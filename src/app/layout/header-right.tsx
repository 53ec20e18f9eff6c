import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import Button from 'antd/es/button';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import type { Session } from '@/features/account/session';
import { useLogout } from '@/features/account/use-logout';
import { CopyText } from '@/components/copy-text';
import { AfterSaleDueBadge } from '@/features/after-sale/header-due-badge';
import { CsTodoBadge } from '@/features/customer-service/todo-badge';
import { HeaderBell } from '@/features/content/header-bell';
import { MustReadCheck } from '@/features/content/must-read';
import { useRememberPage } from '@/features/content/recent-pages';
import { helpArticleOf } from '@/features/content/help-routes';
import type { PalettePage } from '@/features/content/palette-match';
import { isGroup } from './menu';
import { useMenu } from './use-current-page';

/** The password form (antd Form, Modal, validation) loads when first opened, not on every page's first paint. */
/** The command palette (Ctrl/⌘+K) loads when first opened. */
const CommandPalette = lazy(() => import('@/features/content/command-palette').then((m) => ({ default: m.CommandPalette })));
/** Pages outside the menu that every member may open. */
const EXTRA_PAGES: PalettePage[] = [
  { href: '/message', title: '消息中心' },
  { href: '/announce', title: '平台公告' },
  { href: '/rule-center', title: '规则中心' },
  { href: '/help-center', title: '帮助中心' },
];

const ChangePasswordModal = lazy(() => import('@/features/account/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));

/** Header: help, messages, theme, and the user menu with the company, change password and logout. */
export const HeaderRight = memo(function HeaderRight({ session, onOpenTheme, compact }: { session: Session; onOpenTheme: () => void; compact: boolean }) {
  const logout = useLogout();
  const [pwdOpen, setPwdOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  // The article explaining the current page (src/features/content/help-routes.ts): the deepest matched route's id.
  const helpArticle = useRouterState({ select: (s) => helpArticleOf(s.matches.at(-1)?.routeId) });
  const navigate = useNavigate();
  const menu = useMenu(session.keys);
  const pages = useMemo<PalettePage[]>(
    () => [...menu.flatMap((e) => (isGroup(e) ? e.children.map((c) => ({ href: c.href, title: c.title, group: e.title })) : [{ href: e.href, title: e.title }])), ...EXTRA_PAGES],
    [menu],
  );
  useRememberPage();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setPaletteLoaded(true);
        setPaletteOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const u = session.user;
  return (
    <Space size={compact ? 4 : 12} align="center">
      <Tooltip title="搜索（Ctrl+K）">
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label="搜索页面、订单、商品（Ctrl+K）"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="palette-open"
          onClick={() => {
            setPaletteLoaded(true);
            setPaletteOpen(true);
          }}
        />
      </Tooltip>
      {!compact && (
        <Tooltip title="帮助中心：本页的帮助文章">
          <Link to="/help-center" search={helpArticle ? { article: helpArticle } : {}} aria-label="帮助中心：本页的帮助文章" className="xm-header-icon" data-testid="help-link">
            <QuestionCircleOutlined />
          </Link>
        </Tooltip>
      )}
      {!compact && session.keys.has('order.return.list') && <AfterSaleDueBadge />}
      <CsTodoBadge keys={session.keys} />
      <HeaderBell />
      <MustReadCheck />
      {paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} pages={pages} />
        </Suspense>
      )}
      <Tooltip title="主题设置">
        <Button type="text" icon={<SkinOutlined />} aria-label="主题设置" onClick={onOpenTheme} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'company',
              disabled: true,
              label: (
                <div style={{ color: 'rgba(0,0,0,.65)', lineHeight: 1.6 }}>
                  <div>{u.companyName}</div>
                  <div style={{ fontSize: 12 }}>
                    公司编号 {u.companyId} <CopyText text={String(u.companyId)} />
                  </div>
                  <div style={{ fontSize: 12 }}>{u.roleName ?? ''} · {u.phoneMasked}</div>
                </div>
              ),
            },
            { type: 'divider' },
            // On a phone the header has no room for the help icon: the page's article is here.
            ...(compact ? [{ key: 'help', icon: <QuestionCircleOutlined />, label: '本页帮助', onClick: () => void navigate({ to: '/help-center', search: helpArticle ? { article: helpArticle } : {} }) }] : []),
            { key: 'pwd', icon: <LockOutlined />, label: '修改密码', onClick: () => setPwdOpen(true) },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
          ],
        }}
      >
        {/* Named by its visible text (user and shop); only the avatar-only compact form needs an aria-label. */}
        <button type="button" className="xm-user-button" aria-label={compact ? `用户菜单：${u.userName}` : undefined} data-testid="user-menu">
          <Avatar size="small" src={u.avatar ?? undefined} icon={<UserOutlined />} />
          {!compact && (
            <span className="xm-user-name">
              {u.userName}
              <span className="xm-company-name">{u.shopName ?? u.companyName}</span>
            </span>
          )}
        </button>
      </Dropdown>
      {pwdOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={pwdOpen} onClose={() => setPwdOpen(false)} />
        </Suspense>
      )}
    </Space>
  );
});
