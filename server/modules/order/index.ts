/** The order area's public face: what other areas may use. Everything else in this folder is internal. */
export { OrderStatus, AfterSale, LOGISTICS, chinaDate, DAY, LOW_STOCK, startOfChinaDay, TAB_AFTER_SALE, STATUS_TEXT } from './constants.ts';
export { closeRefundedOrder, getOrder, type Actor, endAfterSaleMany, setAfterSale, type Order, confirmOrder, shipOrder, log, moveCounters, payOrder } from './service.ts';
export { simulateOrders, shipGroupMembers } from './simulate.ts';
export { fakePerson, pick, SCHOOLS, rng, orderNoPrefix } from './fake-data.ts';
export { generateOrders } from './generate.ts';
