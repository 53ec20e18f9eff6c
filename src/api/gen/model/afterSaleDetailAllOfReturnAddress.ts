import type { AfterSaleDetailAllOfReturnAddressAnyOf } from './afterSaleDetailAllOfReturnAddressAnyOf';

/**
 * 同意时选定
 */
export type AfterSaleDetailAllOfReturnAddress = AfterSaleDetailAllOfReturnAddressAnyOf | null;
