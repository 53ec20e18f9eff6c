import { createFileRoute } from '@tanstack/react-router';
import { CompanySettingPage } from '@/features/company/company-setting-page';

export const Route = createFileRoute('/_authed/_app/company-setting')({
  staticData: { title: '公司设置', authKey: ['company.view', 'common.company-verify'] },
  component: CompanySettingPage,
});
