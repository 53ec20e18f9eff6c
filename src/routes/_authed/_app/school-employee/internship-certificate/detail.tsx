import { createFileRoute } from '@tanstack/react-router';
import { CertificateDetailPage } from '@/features/school-employee/certificate-pages';

const validateCertificateSearch = (s: Record<string, unknown>): { certificateId?: number } => {
  const v = s.certificateId;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? { certificateId: n } : {};
};

export const Route = createFileRoute('/_authed/_app/school-employee/internship-certificate/detail')({
  staticData: { title: '实习证明详情', authKey: 'agent.recruit.list', hideInMenu: true, activeMenu: '/school-employee/internship-certificate' },
  validateSearch: validateCertificateSearch,
  component: CertificateDetailPage,
});
