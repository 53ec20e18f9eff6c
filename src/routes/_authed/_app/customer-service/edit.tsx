import { createFileRoute } from '@tanstack/react-router';
import { EditPage } from '@/features/customer-service/edit-page';
import { validateEditSearch } from '@/features/customer-service/search';

export const Route = createFileRoute('/_authed/_app/customer-service/edit')({
  staticData: { title: '编辑接待流程', authKey: 'kf.session.setting.view', hideInMenu: true, activeMenu: '/customer-service/flow' },
  validateSearch: validateEditSearch,
  component: EditPage,
});
