import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/finance/statement-page';
import { validateStatementSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/account-statement')({
  staticData: { title: '对账单', authKey: 'finance.statement' },
  validateSearch: validateStatementSearch,
  component: StatementPage,
});
