
/**
 * companyName 公司名称，licenseAddress 注册地址，legalPersonName 法定代表人姓名，licenseImageUrl 营业执照照片
 */
export type CompanyChangeRequestChangesItemField = typeof CompanyChangeRequestChangesItemField[keyof typeof CompanyChangeRequestChangesItemField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanyChangeRequestChangesItemField = {
  companyName: 'companyName',
  licenseAddress: 'licenseAddress',
  legalPersonName: 'legalPersonName',
  licenseImageUrl: 'licenseImageUrl',
} as const;
