import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/remote-task/recruit-detail')({
  staticData: { title: '招募详情', authKey: ['common.remote-task.list', 'remote.task.list'], hideInMenu: true, activeMenu: '/remote-task/recruit-list' },
  component: UnderConstruction,
});
