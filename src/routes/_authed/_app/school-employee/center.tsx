import { createFileRoute } from '@tanstack/react-router';
import { SchoolEmployeeCenterPage } from '@/features/school-employee/center-page';
import { validateCenterSearch } from '@/features/school-employee/search';

export const Route = createFileRoute('/_authed/_app/school-employee/center')({
  staticData: { title: '代理中心', authKey: 'agent.recruit.list' },
  validateSearch: validateCenterSearch,
  component: SchoolEmployeeCenterPage,
});
