import { createFileRoute } from '@tanstack/react-router';
import { RuleCenterPage } from '@/features/content/rule-center-page';
import { validateRuleSearch } from '@/features/content/search';

export const Route = createFileRoute('/_authed/_app/rule-center')({
  staticData: { title: '规则中心', hideInMenu: true },
  validateSearch: validateRuleSearch,
  component: RuleCenterPage,
});
