import Result from 'antd/es/result';
import { useMatches } from '@tanstack/react-router';
import { PageContainer } from './page-container';

/**
 * The one shared placeholder for pages whose area issue has not landed yet: it shows the page title so the
 * whole map can be walked. It never counts as done.
 */
export function UnderConstruction() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title ?? '页面';
  return (
    <PageContainer title={title}>
      <Result status="info" title={title} subTitle="建设中：该功能正在开发，敬请期待。" />
    </PageContainer>
  );
}
