import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { ACTIVITY_TYPES, APP_NAME, type ActivityType } from '@/lib/constants';

interface TitledMatch {
  staticData?: { title?: string };
  context?: unknown;
}

/** The title of the deepest titled match; the activity lists take their name from the activity type. */
export function routeTitle(matches: readonly TitledMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const type = (m.context as { activityType?: ActivityType } | undefined)?.activityType;
    if (m.staticData?.title) {
      return type !== undefined && ACTIVITY_TYPES[type] && m.staticData.title === '活动报名列表' ? ACTIVITY_TYPES[type] : m.staticData.title;
    }
  }
  return undefined;
}

export const documentTitle = (title: string | undefined) => (title ? `${title} - ${APP_NAME}` : APP_NAME);

/** Page title: the route title, then ' - ', then the back-office name (spec §1). */
export function useDocumentTitle(): void {
  const title = useRouterState({ select: (s) => routeTitle(s.matches) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
