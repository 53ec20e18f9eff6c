import { createFileRoute } from '@tanstack/react-router';
import { MarketingPage } from '@/features/finance/marketing-pages';
import { validateMarketingSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/marketing')({
  staticData: { title: '营销资金', authKey: 'finance.marketing.stream.list' },
  validateSearch: validateMarketingSearch,
  component: MarketingPage,
});
