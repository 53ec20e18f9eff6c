import { createFileRoute } from '@tanstack/react-router';
import { InvoiceHistoryPage } from '@/features/finance/invoice-pages';
import { validateInvoiceHistorySearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/invoice/history')({
  staticData: { title: '开票记录', authKey: 'invoice.list' },
  validateSearch: validateInvoiceHistorySearch,
  component: InvoiceHistoryPage,
});
