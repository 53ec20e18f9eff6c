import type { MkGroupBrief } from './mkGroupBrief';

/**
 * 订单参加的校园团（团号、状态、人数、截止时间）；不是校园团订单时为 null。拼团中的订单不能发货
 */
export type OrderDetailGroup = MkGroupBrief | null;
