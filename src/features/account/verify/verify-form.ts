import { dayjs, type Dayjs } from '@/lib/dayjs';
import type { VerifyDraft, VerifyForm } from '@/api/gen/model';

/** Enums of spec §3 with their Chinese labels. */
export const COMPANY_TYPE_OPTIONS = [
  { value: 1, label: '企业' },
  { value: 2, label: '个体工商户' },
  { value: 3, label: '小微商户' },
  { value: 4, label: '跨境企业' },
] as const;
export const ID_TYPE_OPTIONS = [
  { value: 1, label: '中国大陆居民身份证' },
  { value: 2, label: '境外证件' },
  { value: 3, label: '护照' },
  { value: 4, label: '港澳居民来往内地通行证' },
  { value: 5, label: '台湾居民来往大陆通行证' },
  { value: 6, label: '外国人永久居留身份证' },
  { value: 7, label: '台湾居民居住证' },
  { value: 8, label: '香港身份证' },
  { value: 9, label: '户口簿' },
] as const;
export const SHOP_TYPE_OPTIONS = [
  { value: 1, label: '旗舰店' },
  { value: 2, label: '专卖店' },
  { value: 3, label: '专营店' },
  { value: 4, label: '校园店' },
] as const;
export const FLAGSHIP_TYPE_OPTIONS = [
  { value: 1, label: '旗舰店' },
  { value: 2, label: '官方旗舰店' },
] as const;
export const BRAND_TYPE_OPTIONS = [
  { value: 1, label: '自有品牌' },
  { value: 2, label: '授权品牌' },
  { value: 3, label: '农产品品牌' },
] as const;
export const AUTH_TYPE_OPTIONS = [
  { value: 1, label: '品牌授权' },
  { value: 2, label: '一级代理授权' },
] as const;
export const ACCOUNT_TYPE_OPTIONS = [
  { value: 1, label: '对公账户' },
  { value: 2, label: '经营者个人账户' },
] as const;
export const PARTNER_OPTIONS = [
  { value: 'cainiaobaoshui', label: '菜鸟保税' },
  { value: 'quansutong', label: '全速通' },
  { value: 'zimaoda', label: '自贸达' },
  { value: 'haiku', label: '海库' },
  { value: 'yang800', label: '洋800' },
  { value: 'youbei', label: '优贝' },
] as const;

export const labelOf = (options: readonly { value: number | string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? '-';

/** Document types without a back side (passport). */
export const NO_BACK_ID_TYPES = new Set<number>([3]);

/** What the antd form holds: the wire shape with dayjs dates. */
export interface FormValues {
  companyType?: number;
  license?: { imageUrl?: string; creditCode?: string; name?: string; address?: string; validFrom?: Dayjs | null; validTo?: Dayjs | null; longTerm?: boolean };
  legalPerson?: { idType?: number; idNumber?: string; name?: string; idFrontUrl?: string; idBackUrl?: string | null; phone?: string };
  shop?: {
    shopName?: string;
    shopType?: number;
    flagshipType?: number | null;
    brandType?: number;
    brandName?: string | null;
    authType?: number | null;
    authDocUrls?: string[];
    authValidTo?: Dayjs | null;
    mainCategoryIds?: number[];
  };
  settlement?: { accountType?: number; accountName?: string; bankName?: string; branchName?: string; accountNumber?: string };
  crossBorder?: { overseasEntityName?: string; region?: string; partner?: string; customsCode?: string | null } | null;
}

export interface StepDef {
  key: 'license' | 'legalPerson' | 'shop' | 'settlement' | 'crossBorder' | 'confirm';
  title: string;
}

/** The steps for a company type: cross-border companies get their own step. */
export function stepsFor(companyType: number | undefined): StepDef[] {
  const steps: StepDef[] = [
    { key: 'license', title: '主体信息' },
    { key: 'legalPerson', title: companyType === 2 || companyType === 3 ? '经营者信息' : '法定代表人' },
    { key: 'shop', title: '店铺与品牌' },
    { key: 'settlement', title: '结算账户' },
  ];
  if (companyType === 4) steps.push({ key: 'crossBorder', title: '跨境信息' });
  steps.push({ key: 'confirm', title: '确认提交' });
  return steps;
}

/** Which step a form field (its first name segment) lives on. */
export function stepKeyOfField(name: (string | number)[]): StepDef['key'] {
  const head = String(name[0]);
  if (head === 'companyType' || head === 'license') return 'license';
  if (head === 'legalPerson' || head === 'shop' || head === 'settlement' || head === 'crossBorder') return head;
  return 'confirm';
}

const ms = (d: Dayjs | null | undefined) => (d ? d.startOf('day').valueOf() : undefined);
const day = (v: number | null | undefined) => (typeof v === 'number' ? dayjs(v) : undefined);
const trim = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : s);

/** Draft or submitted form (wire) → antd values. */
export function toFormValues(f: VerifyDraft | VerifyForm | null | undefined, fallbackType?: number): FormValues {
  if (!f) return { companyType: fallbackType, license: { longTerm: false } };
  return {
    companyType: f.companyType ?? fallbackType,
    license: { ...f.license, validFrom: day(f.license?.validFrom), validTo: day(f.license?.validTo), longTerm: f.license?.longTerm ?? false },
    legalPerson: { ...f.legalPerson },
    shop: { ...f.shop, authValidTo: day(f.shop?.authValidTo) },
    settlement: { ...f.settlement },
    crossBorder: f.crossBorder ? { ...f.crossBorder } : undefined,
  };
}

/** Drops undefined, null, empty strings and empty arrays/objects: a draft only holds what was filled in. */
export function compact<T>(v: T): T | undefined {
  if (Array.isArray(v)) return (v.length ? v : undefined) as T | undefined;
  if (v && typeof v === 'object' && !dayjs.isDayjs(v)) {
    const out = Object.fromEntries(
      Object.entries(v)
        .map(([k, x]) => [k, compact(x)] as const)
        .filter(([, x]) => x !== undefined),
    );
    return (Object.keys(out).length ? out : undefined) as T | undefined;
  }
  if (v === null || v === '' || (typeof v === 'string' && v.trim() === '')) return undefined;
  return v;
}

/** antd values → the partial draft the server stores. */
export function toDraft(v: FormValues, currentStep: number): VerifyDraft {
  const l = v.license ?? {};
  const s = v.shop ?? {};
  const raw = {
    currentStep,
    companyType: v.companyType,
    license: { ...l, creditCode: trim(l.creditCode), name: trim(l.name), address: trim(l.address), validFrom: ms(l.validFrom), validTo: l.longTerm ? undefined : ms(l.validTo) },
    legalPerson: { ...v.legalPerson, idNumber: trim(v.legalPerson?.idNumber), name: trim(v.legalPerson?.name) },
    shop: { ...s, authValidTo: ms(s.authValidTo) },
    settlement: v.settlement,
    crossBorder: v.companyType === 4 ? v.crossBorder : undefined,
  };
  return (compact(raw) ?? {}) as VerifyDraft;
}

/** antd values (validated) → the complete form for submit; fields that do not apply are sent as null. */
export function toSubmit(v: FormValues): VerifyForm {
  const l = v.license!;
  const p = v.legalPerson!;
  const s = v.shop!;
  const st = v.settlement!;
  const authorized = s.brandType === 2;
  return {
    companyType: v.companyType as VerifyForm['companyType'],
    license: {
      imageUrl: l.imageUrl!,
      creditCode: trim(l.creditCode)!,
      name: trim(l.name)!,
      address: trim(l.address)!,
      validFrom: ms(l.validFrom)!,
      validTo: l.longTerm ? null : (ms(l.validTo) ?? null),
      longTerm: !!l.longTerm,
    },
    legalPerson: {
      idType: p.idType as VerifyForm['legalPerson']['idType'],
      idNumber: trim(p.idNumber)!.toUpperCase(),
      name: trim(p.name)!,
      idFrontUrl: p.idFrontUrl!,
      idBackUrl: p.idBackUrl ?? null,
      phone: trim(p.phone)!,
    },
    shop: {
      shopName: trim(s.shopName)!,
      shopType: s.shopType as VerifyForm['shop']['shopType'],
      flagshipType: s.shopType === 1 ? ((s.flagshipType ?? null) as VerifyForm['shop']['flagshipType']) : null,
      brandType: s.brandType as VerifyForm['shop']['brandType'],
      brandName: trim(s.brandName) || null,
      authType: authorized ? ((s.authType ?? null) as VerifyForm['shop']['authType']) : null,
      authDocUrls: authorized ? (s.authDocUrls ?? []) : [],
      authValidTo: authorized ? (ms(s.authValidTo) ?? null) : null,
      mainCategoryIds: s.mainCategoryIds ?? [],
    },
    settlement: {
      accountType: st.accountType as VerifyForm['settlement']['accountType'],
      accountName: trim(st.accountName)!,
      bankName: trim(st.bankName)!,
      branchName: trim(st.branchName)!,
      accountNumber: trim(st.accountNumber)!,
    },
    crossBorder:
      v.companyType === 4 && v.crossBorder
        ? {
            overseasEntityName: trim(v.crossBorder.overseasEntityName)!,
            region: trim(v.crossBorder.region)!,
            partner: v.crossBorder.partner as NonNullable<VerifyForm['crossBorder']>['partner'],
            customsCode: trim(v.crossBorder.customsCode) || null,
          }
        : null,
  };
}
