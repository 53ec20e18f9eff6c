import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/overview')({
  staticData: { title: '店铺概况' },
  component: UnderConstruction,
});
