import { createFileRoute } from '@tanstack/react-router';
import { SubsidyPage } from '@/features/finance/subsidy-page';
import { validateSubsidySearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/subsidy')({
  staticData: { title: '补贴明细', authKey: 'finance.subsidy.list' },
  validateSearch: validateSubsidySearch,
  component: SubsidyPage,
});
