import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { StyleProvider } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import zhCN from 'antd/es/locale/zh_CN';
import '@/lib/dayjs';
import 'antd/dist/reset.css';
import './global.css';
import { validateMessages } from '@/lib/validation/messages';
import { FeedbackBinder } from '@/lib/feedback-binder';
import { themeStore } from '@/stores/theme';
import { BREAKPOINTS } from '@/lib/constants';
import { createKeepAliveStyleCache } from './style-cache';

/** One per page load (see style-cache.ts). */
const styleCache = createKeepAliveStyleCache();

/**
 * Icons do not insert their own stylesheet: ConfigProvider already registers the same `.anticon` rules (spin included)
 * through antd's style cache. Otherwise every icon, on every mount, scans each <style> element of the page for it
 * (a few ms of every route change), as antd itself avoids in its zero-runtime and layer modes.
 */
const ICON_CONTEXT = { prefixCls: 'anticon', zeroRuntime: true } as const;

/** antd's grid breakpoints aligned with spec §9 (sm 640, md 768, lg 1024, xl 1280, 2xl 1536). */
const SCREEN_TOKENS = {
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS['2xl'] - 1,
  screenXXL: BREAKPOINTS['2xl'],
  screenXXLMin: BREAKPOINTS['2xl'],
};

/**
 * antd (zh_CN, theme, Chinese validate messages, App context for toasts) in its own chunk, so the entry
 * holds only React, the router, React Query and the HTTP layer.
 */
export default function AntProviders({ children }: { children: ReactNode }) {
  const theme = useSnapshot(themeStore);
  const antTheme = useMemo(() => ({ token: { colorPrimary: theme.primaryColor, ...SCREEN_TOKENS } }), [theme.primaryColor]);
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
