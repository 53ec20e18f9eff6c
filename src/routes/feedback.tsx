import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/feedback')({
  staticData: { title: '意见反馈', public: true },
  component: UnderConstruction,
});
