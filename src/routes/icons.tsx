import { createFileRoute } from '@tanstack/react-router';
import { IconGallery } from '@/app/layout/menu-icons';

export const Route = createFileRoute('/icons')({
  staticData: { title: '图标', public: true },
  component: IconGallery,
});
