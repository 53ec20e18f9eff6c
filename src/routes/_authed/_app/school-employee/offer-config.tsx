import { createFileRoute } from '@tanstack/react-router';
import { OfferConfigPage } from '@/features/school-employee/post-pages';

export const Route = createFileRoute('/_authed/_app/school-employee/offer-config')({
  staticData: { title: '录用配置', authKey: 'agent.recruit.page' },
  component: OfferConfigPage,
});
