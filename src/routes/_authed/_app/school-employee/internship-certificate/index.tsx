import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/school-employee/certificate-pages';

export const Route = createFileRoute('/_authed/_app/school-employee/internship-certificate/')({
  staticData: { title: '实习证明', authKey: 'agent.recruit.list' },
  component: CertificateListPage,
});
