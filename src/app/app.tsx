import { useMemo } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import '@/lib/dayjs';
import { validateMessages } from '@/lib/validation/messages';
import { FeedbackBinder } from '@/lib/feedback-binder';
import { themeStore } from '@/stores/theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { installChunkErrorListener } from './chunk-reload';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installChunkErrorListener();

/** Providers only: antd (zh_CN, theme, validate messages, App context for toasts), React Query, the router. */
export function App() {
  const theme = useSnapshot(themeStore);
  const antTheme = useMemo(() => ({ token: { colorPrimary: theme.primaryColor } }), [theme.primaryColor]);
  return (
    <ConfigProvider locale={zhCN} theme={antTheme} form={{ validateMessages }}>
      <AntApp className={theme.colorWeak ? 'color-weak' : undefined}>
        <FeedbackBinder />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
