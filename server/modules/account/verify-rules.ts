import { clock } from '../../lib/clock.ts';
import { fail } from '../../lib/errors.ts';
import { ID_NUMBER_HINTS, ID_TYPE_NAMES, isValidCreditCode, isValidIdNumber } from '../../lib/china-ids.ts';

/** Review status (spec §4): -2 to be submitted, -1 rejected, 0 pending, 1 passed. */
export const REVIEW = { DRAFT: -2, REJECTED: -1, PENDING: 0, PASSED: 1 } as const;

/** The submitted form (the contract's VerifyForm, already checked by its schema). */
export interface VerifyForm {
  companyType: 1 | 2 | 3 | 4;
  license: { imageUrl: string; creditCode: string; name: string; address: string; validFrom: number; validTo: number | null; longTerm: boolean };
  legalPerson: { idType: number; idNumber: string; name: string; idFrontUrl: string; idBackUrl: string | null; phone: string };
  shop: {
    shopName: string;
    shopType: number;
    flagshipType: number | null;
    brandType: number;
    brandName?: string | null;
    authType?: number | null;
    authDocUrls?: string[];
    authValidTo?: number | null;
    mainCategoryIds: number[];
  };
  settlement: { accountType: number; accountName: string; bankName: string; branchName: string; accountNumber: string };
  crossBorder?: { overseasEntityName: string; region: string; partner: string; customsCode?: string | null } | null;
}

export type VerifyDraft = { currentStep?: number; companyType?: number } & { [K in Exclude<keyof VerifyForm, 'companyType'>]?: Partial<NonNullable<VerifyForm[K]>> | null };

/** ID documents without a back side: only the portrait page is required. */
export const NO_BACK_ID_TYPES = new Set([3]);

/** Field checks the schema cannot express; shared by draft (only filled fields) and submit (everything). */
export function checkFields(f: VerifyDraft, now = clock.now()): void {
  const lic = f.license ?? {};
  if (lic.creditCode !== undefined && !isValidCreditCode(lic.creditCode)) throw fail('统一社会信用代码校验位不正确，请核对营业执照');
  if (lic.validFrom !== undefined && lic.validFrom > now) throw fail('营业执照有效期起不能晚于今天');
  if (lic.longTerm === false && typeof lic.validTo === 'number') {
    if (lic.validFrom !== undefined && lic.validTo <= lic.validFrom) throw fail('营业执照有效期止须晚于有效期起');
    if (lic.validTo < now) throw fail('营业执照已过期，请上传有效的营业执照');
  }
  const lp = f.legalPerson ?? {};
  if (lp.idNumber !== undefined && lp.idType !== undefined && !isValidIdNumber(lp.idType, lp.idNumber, now)) {
    throw fail(`证件号码不符合${ID_TYPE_NAMES[lp.idType] ?? '该证件'}的格式：${ID_NUMBER_HINTS[lp.idType] ?? ''}`);
  }
  const shop = f.shop ?? {};
  if (typeof shop.authValidTo === 'number' && shop.authValidTo < now) throw fail('授权截止日期已过，请上传有效期内的授权文件');
}

/**
 * Everything a submit needs beyond the schema: checks, then the normalised form (fields that do not apply to the
 * chosen types become null/empty, so the stored form is unambiguous).
 */
export function checkSubmit(form: VerifyForm, now = clock.now()): VerifyForm {
  checkFields(form, now);
  const lic = { ...form.license };
  if (lic.longTerm) lic.validTo = null;
  else if (lic.validTo === null) throw fail('请填写营业执照有效期止，或选择长期有效');

  const lp = { ...form.legalPerson, idNumber: form.legalPerson.idNumber.trim().toUpperCase() };
  if (!NO_BACK_ID_TYPES.has(lp.idType) && !lp.idBackUrl) throw fail('请上传证件国徽面（背面）照片');
  if (NO_BACK_ID_TYPES.has(lp.idType)) lp.idBackUrl = lp.idBackUrl ?? null;

  const shop = { ...form.shop };
  if (shop.shopType === 1) {
    if (!shop.flagshipType) throw fail('请选择旗舰店类型');
  } else shop.flagshipType = null;
  if (shop.brandType === 2) {
    if (!shop.authType) throw fail('授权品牌请选择授权类型');
    if (!shop.authDocUrls?.length) throw fail('授权品牌请上传授权文件');
    if (!shop.brandName) throw fail('授权品牌请填写品牌名称');
  } else {
    shop.authType = null;
    shop.authDocUrls = [];
    shop.authValidTo = null;
  }
  if ((shop.shopType === 1 || shop.shopType === 2) && !shop.brandName) throw fail('旗舰店与专卖店请填写品牌名称');
  shop.brandName = shop.brandName ?? null;
  shop.authValidTo = shop.authValidTo ?? null;
  shop.authDocUrls = shop.authDocUrls ?? [];
  if (new Set(shop.mainCategoryIds).size !== shop.mainCategoryIds.length) throw fail('主营类目不能重复');

  const st = { ...form.settlement };
  if ((form.companyType === 1 || form.companyType === 4) && st.accountType !== 1) throw fail('企业与跨境企业的结算账户须为对公账户');
  if (st.accountType === 1 && st.accountName !== lic.name) throw fail('对公账户的开户名须与营业执照名称一致');
  if (st.accountType === 2 && st.accountName !== lp.name) throw fail('个人账户的开户名须与经营者（法定代表人）姓名一致');

  let crossBorder: VerifyForm['crossBorder'] = null;
  if (form.companyType === 4) {
    if (!form.crossBorder) throw fail('跨境企业请填写跨境信息（境外主体、所在国家/地区、清关合作方）');
    crossBorder = { ...form.crossBorder, customsCode: form.crossBorder.customsCode ?? null };
  }
  return { companyType: form.companyType, license: lic, legalPerson: lp, shop, settlement: st, crossBorder };
}

/** Every file URL of a form or draft, with the field name for the error message. */
export function fileRefs(f: VerifyDraft): { url: string; label: string }[] {
  const out: { url: string; label: string }[] = [];
  if (f.license?.imageUrl) out.push({ url: f.license.imageUrl, label: '营业执照图片' });
  if (f.legalPerson?.idFrontUrl) out.push({ url: f.legalPerson.idFrontUrl, label: '证件人像面' });
  if (f.legalPerson?.idBackUrl) out.push({ url: f.legalPerson.idBackUrl, label: '证件国徽面' });
  for (const u of f.shop?.authDocUrls ?? []) out.push({ url: u, label: '授权文件' });
  return out;
}
