import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '@/features/finance/invoice-pages';

export const Route = createFileRoute('/_authed/_app/finance/invoice/')({
  staticData: { title: '发票管理', authKey: 'invoice.list' },
  component: InvoicePage,
});
