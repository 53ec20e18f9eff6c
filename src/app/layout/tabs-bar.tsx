import { useEffect, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import Tabs from 'antd/es/tabs';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { closeOtherTabs, closeTab, closeTabsToRight, openTab, tabsStore } from '@/stores/tabs';
import type { CurrentPage } from './use-current-page';

const HOME = '/overview';

/**
 * The open-tabs bar: every visited page (unless hideInTabs) opens a tab; tabs survive a reload (persisted).
 * Right-click a tab (or the context-menu key / Shift+F10 on a focused tab) for refresh (through /redirect), close,
 * close others, close to the right; Delete on a focused tab closes it.
 *
 * The close icon is a mouse affordance inside the tab's label, not antd's editable-card remove button: that button
 * sits inside the tablist beside the tabs (a tablist may only own tabs: axe aria-required-children) and is out of the
 * tab order anyway. Keyboard users close with Delete or the context menu.
 */
export function TabsBar({ page, denied }: { page: CurrentPage; denied: boolean }) {
  const navigate = useNavigate();
  const { tabs } = useSnapshot(tabsStore);

  useEffect(() => {
    openTab({ key: HOME, pathname: HOME, title: '店铺概况', closable: false });
    if (!page.meta.hideInTabs && !page.notFound && !denied && page.title) {
      openTab({ key: page.href, pathname: page.pathname, title: page.title, closable: page.pathname !== HOME });
    }
  }, [page.href, page.pathname, page.title, page.meta.hideInTabs, page.notFound, denied]);

  const active = tabs.find((t) => t.pathname === page.pathname)?.key;
  const go = (href: string) => void navigate({ href });

  const close = (key: string) => {
    const next = closeTab(key);
    if (key === active) go(next?.key ?? HOME);
  };

  const menuFor = (key: string, index: number): MenuProps['items'] => [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭', disabled: !tabs[index]?.closable },
    { key: 'others', label: '关闭其他', disabled: tabs.length <= 1 },
    { key: 'right', label: '关闭右侧', disabled: index >= tabs.length - 1 },
  ].map((i) => ({ ...i, onClick: () => onMenu(i.key, key) }));

  const onMenu = (action: string, key: string) => {
    const tab = tabs.find((t) => t.key === key);
    if (!tab) return;
    if (action === 'refresh') go(`/redirect${tab.key}`);
    else if (action === 'close') close(key);
    else if (action === 'others') {
      closeOtherTabs(key);
      if (key !== active) go(key);
    } else if (action === 'right') {
      closeTabsToRight(key);
      const idx = tabs.findIndex((t) => t.key === key);
      if (tabs.findIndex((t) => t.key === active) > idx) go(key);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Delete') return;
    const key = (e.target as HTMLElement).querySelector<HTMLElement>('[data-tab-key]')?.dataset.tabKey;
    const tab = tabs.find((t) => t.key === key);
    if (tab?.closable) {
      e.preventDefault();
      close(tab.key);
    }
  };

  return (
    <div className="xm-tabs-bar" data-testid="tabs-bar" onKeyDown={onKeyDown}>
      <Tabs
        type="card"
        size="small"
        activeKey={active}
        onChange={go}
        items={tabs.map((t, i) => ({
          key: t.key,
          label: (
            <Dropdown menu={{ items: menuFor(t.key, i) }} trigger={['contextMenu']} popupRender={keepInMenu}>
              <span data-tab-key={t.key}>
                {t.title}
                {t.closable && (
                  <CloseOutlined
                    aria-hidden
                    className="xm-tab-close"
                    onClick={(e) => {
                      e.stopPropagation();
                      close(t.key);
                    }}
                  />
                )}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * The context menu is a React child of its tab's label, so its events would bubble (through the portal) into the tab:
 * a click on 关闭 then also selected the tab it had just closed and opened it again, and the menu item's focus made
 * rc-tabs move focus to the tab and scroll, which closes a context menu. They stop at the menu.
 */
function keepInMenu(menu: ReactNode) {
  return (
    <div onClick={stop} onMouseDown={stop} onMouseUp={stop} onFocus={stop} onBlur={stop} onKeyDown={stop}>
      {menu}
    </div>
  );
}
