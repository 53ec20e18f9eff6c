import { notFound } from '@tanstack/react-router';
import { ACTIVITY_TYPES, ERP_PARTNERS, ERP_VENDORS, SANCHUANG_TYPES, type ActivityType, type ErpPartner, type ErpVendor, type SanchuangType } from './constants';

/** A path parameter that is not one of the allowed values: the page shows 404. */
const PARAM_NAMES: Record<string, string> = { activityType: '活动类型', type: '三创页面', id: '编号', vendor: 'ERP 服务商', partner: '跨境合作方' };

export class BadParamError extends Error {
  constructor(name: string, value: string) {
    super(`${PARAM_NAMES[name] ?? name}无效：${value}`);
    this.name = 'BadParamError';
  }
}

const bad = (name: string, value: string): never => {
  throw notFound({ data: new BadParamError(name, value) });
};

const oneOf = <K extends string>(table: Record<K, string>, name: string) => (v: string): K => (Object.hasOwn(table, v) ? (v as K) : bad(name, v));

export function parseActivityType(v: string): ActivityType {
  const n = Number(v);
  return /^[1-9]\d*$/.test(v) && Object.hasOwn(ACTIVITY_TYPES, n) ? (n as ActivityType) : bad('activityType', v);
}

/** The page of a 三创 round: topic, team or award. */
export const parseSanchuangType: (v: string) => SanchuangType = oneOf(SANCHUANG_TYPES, 'type');

/** Positive integer ids, no leading zeros, within the safe range. */
export function parseId(v: string): number {
  return /^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : bad('id', v);
}

export const parseErpVendor: (v: string) => ErpVendor = oneOf(ERP_VENDORS, 'vendor');
export const parseErpPartner: (v: string) => ErpPartner = oneOf(ERP_PARTNERS, 'partner');
