import { createFileRoute } from '@tanstack/react-router';
import { AgentDetailPage } from '@/features/school-employee/agent-detail-page';
import { validateAgentIdSearch } from '@/features/school-employee/search';

export const Route = createFileRoute('/_authed/_app/school-employee/agent-detail')({
  staticData: { title: '代理详情', authKey: 'agent.recruit.list', hideInMenu: true, activeMenu: '/school-employee/center' },
  validateSearch: validateAgentIdSearch,
  component: AgentDetailPage,
});
