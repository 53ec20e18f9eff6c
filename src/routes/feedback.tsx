import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/content/feedback-page';

export const Route = createFileRoute('/feedback')({
  staticData: { title: '意见反馈', public: true },
  component: FeedbackPage,
});
