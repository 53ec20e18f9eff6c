import { defineArea } from '../../platform/area.ts';
import { activityHandlers } from './handlers.ts';
import { sanchuangHandlers } from './sanchuang-handlers.ts';
import { roadshowHandlers } from './roadshow-handlers.ts';
import { groupDeadlineJob } from './group.ts';
import { releaseJob } from './platform.ts';
import { seedDemo, seedReference } from './seed.ts';

/** 定价引擎、平台活动、满减、优惠券、拼团、路演、三创（docs/activity.md）. */
export const activityArea = defineArea({
  name: 'activity',
  handlers: { ...activityHandlers, ...sanchuangHandlers, ...roadshowHandlers },
  jobs: [groupDeadlineJob, releaseJob],
  liveKinds: [
    { kind: 'coupon.changed', keys: ['coupon.list'] },
    { kind: 'activity.fullReduction', keys: ['activity.discount.list'] },
    { kind: 'activity.entry', keys: ['activity.platform.list'] },
    { kind: 'activity.group', keys: ['activity.platform.list'] },
    { kind: 'sanchuang.changed', keys: ['activity.platform.list'] },
    { kind: 'sanchuang.teamJoined', keys: ['activity.platform.list'] },
    { kind: 'activity.roadshow', keys: ['activity.platform.list'] },
    { kind: 'activity.roadshowReviewed', keys: ['activity.platform.list'] },
  ],
  seed: { seedReference, seedDemo },
  tables: [
    'mk_group', 'mk_group_member', 'mk_coupon', 'mk_coupon_claim', 'mk_coupon_daily', 'mk_full_reduction', 'mk_full_reduction_goods', 'mk_activity', 'mk_activity_entry', 'mk_order_discount', 'mk_order_activity_line',
    'sc_round', 'sc_topic', 'sc_team', 'sc_team_sale', 'sc_award', 'mk_roadshow', 'mk_roadshow_slot', 'mk_roadshow_application',
  ],
});
