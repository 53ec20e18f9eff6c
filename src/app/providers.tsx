import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { StyleProvider } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import zhCN from 'antd/es/locale/zh_CN';
// dayjs (zh-cn, Monday first) is configured by src/lib/dayjs.ts, which every module using dates or a date picker
// imports: pages without dates (login) do not load it.
// antd's reset and component styles, in cascade layers below the app's CSS (scripts/antd-static-css.ts).
import 'virtual:antd.css';
import './global.css';
import { validateMessages } from '@/lib/validation/messages';
import { FeedbackBinder } from '@/lib/feedback-binder';
import { themeStore } from '@/stores/theme';
import { STATIC_THEME, accessibleTheme } from './antd-theme';
import { createKeepAliveStyleCache } from './style-cache';

/** One per page load (see style-cache.ts). */
const styleCache = createKeepAliveStyleCache();

/**
 * Icons do not insert their own stylesheet: ConfigProvider already registers the same `.anticon` rules (spin included)
 * through antd's style cache. Otherwise every icon, on every mount, scans each <style> element of the page for it
 * (a few ms of every route change), as antd itself avoids in its zero-runtime and layer modes.
 */
const ICON_CONTEXT = { prefixCls: 'anticon', zeroRuntime: true } as const;

/**
 * antd (zh_CN, theme, Chinese validate messages, App context for toasts) in its own chunk, so the entry
 * holds only React, the router, React Query and the HTTP layer.
 */
export default function AntProviders({ children }: { children: ReactNode }) {
  const theme = useSnapshot(themeStore);
  // Zero runtime: antd's component CSS is the build's (virtual:antd.css); antd still sets its CSS variables here.
  // The text and filled-state shades follow the merchant's primary colour (antd-theme.ts: 4.5:1 whatever the colour).
  const antTheme = useMemo(() => ({ ...STATIC_THEME, ...accessibleTheme(theme.primaryColor), zeroRuntime: true }), [theme.primaryColor]);
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider locale={zhCN} theme={antTheme} form={{ validateMessages }}>
        <IconProvider value={ICON_CONTEXT}>
          <AntApp className={theme.colorWeak ? 'color-weak' : undefined}>
            <FeedbackBinder />
            {children}
          </AntApp>
        </IconProvider>
      </ConfigProvider>
    </StyleProvider>
  );
}
