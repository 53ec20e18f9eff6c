/** The activity area's public face: what other areas may use. Everything else in this folder is internal. */
export { EntryStatus } from './platform.ts';
export { groupOfOrder, GroupState } from './group.ts';
export { priceForOrder } from './order-pricing.ts';
