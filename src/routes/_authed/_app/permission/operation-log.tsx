import { createFileRoute } from '@tanstack/react-router';
import { OperationLogPage } from '@/features/permission/operation-log-page';
import { validateLogSearch } from '@/features/permission/search';

export const Route = createFileRoute('/_authed/_app/permission/operation-log')({
  staticData: { title: '操作日志', authKey: 'permission.log.list' },
  validateSearch: validateLogSearch,
  component: OperationLogPage,
});
