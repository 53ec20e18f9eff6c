import { createFileRoute } from '@tanstack/react-router';
import { CategoryQualificationsPage } from '@/features/goods/qualification-pages';

export const Route = createFileRoute('/_authed/_app/goods/category-qualifications/')({
  staticData: { title: '类目资质', authKey: 'goods.list' },
  component: CategoryQualificationsPage,
});
