import { useSanchuangRounds } from '@/api/gen/endpoints/activity/activity';
import { RouterAnchor } from '@/components/router-anchor';
import './activity.css';

/** The way in from the activity square: the first running (or being judged) round's topics. */
export function SanchuangLink() {
  const q = useSanchuangRounds({});
  const r = q.data?.list[0];
  if (!r) return null;
  return (
    <>
      {'、'}
      <RouterAnchor to="/activity/sanchuang/$type/$activityId" params={{ type: 'topic', activityId: r.roundId }}>
        三创赛（{r.name}）
      </RouterAnchor>
    </>
  );
}
