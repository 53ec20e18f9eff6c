import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/company-setting')({
  staticData: { title: '公司设置', authKey: ['shop.setting.view', 'common.company-verify'] },
  component: UnderConstruction,
});
