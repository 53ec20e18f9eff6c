import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  CompanyChangeRequestEnvelope,
  CompanyCloseCheckEnvelope,
  CompanyCloseResultEnvelope,
  CompanyContactEmailEnvelope,
  CompanySettingEnvelope,
  CompanyTransferEnvelope,
  FinanceSmsSentEnvelope
} from '../../model';


export const getCompanySettingDetailResponseMock = (): CompanySettingEnvelope => ({"code":1,"msg":"成功","data":{"company":{"companyId":10001,"companyName":"杭州校园优选商贸有限公司","shopName":"校园优选旗舰店","companyType":1,"verifiedAt":1779000000000,"creditCode":"91330106MA2GQH7L33","licenseAddress":"浙江省杭州市西湖区文三路 90 号 6 楼","licenseValidFrom":1700000000000,"licenseValidTo":null,"licenseLongTerm":true,"licenseImageUrl":"/files/license.jpg","legalPersonName":"张晓明","legalPersonIdMasked":"3301**********123X","settlementBankName":"招商银行","settlementAccountMasked":"**** 0888","mainCategories":["文具办公","宿舍生活"]},"owner":{"userId":1,"name":"张晓明","phoneMasked":"138****0001"},"contactEmail":"service@xiaoyuan-youxuan.cn","isOwner":true,"closedAt":null,"pendingChange":null,"changeRequests":[],"transferCandidates":[{"userId":2,"name":"李思雨","phoneMasked":"138****0003","roleName":"商品订单专员"}],"roles":[{"roleId":1,"name":"商品订单专员"}]}})

export const getCompanyContactEmailUpdateResponseMock = (): CompanyContactEmailEnvelope => ({"code":1,"msg":"成功","data":{"contactEmail":"service@xiaoyuan-youxuan.cn"}})

export const getCompanyChangeRequestCreateResponseMock = (): CompanyChangeRequestEnvelope => ({"code":1,"msg":"成功","data":{"changeRequestId":1,"status":0,"changes":[{"field":"licenseAddress","label":"注册地址","before":"浙江省杭州市西湖区文三路 90 号 6 楼","after":"浙江省杭州市西湖区文三路 200 号 5 楼"}],"reason":"公司已迁至新址，营业执照已完成变更登记","rejectReason":null,"createdAt":1789000000000,"decidedAt":null}})

export const getCompanyChangeRequestCancelResponseMock = (): CompanyChangeRequestEnvelope => ({"code":1,"msg":"成功","data":{"changeRequestId":1,"status":0,"changes":[{"field":"licenseAddress","label":"注册地址","before":"浙江省杭州市西湖区文三路 90 号 6 楼","after":"浙江省杭州市西湖区文三路 200 号 5 楼"}],"reason":"公司已迁至新址，营业执照已完成变更登记","rejectReason":null,"createdAt":1789000000000,"decidedAt":null}})

export const getCompanyTransferSmsCodeResponseMock = (): FinanceSmsSentEnvelope => ({"code":1,"msg":"成功","data":{"phoneMasked":"138****0001","cooldownSeconds":60,"expireSeconds":600}})

export const getCompanyTransferOwnerResponseMock = (): CompanyTransferEnvelope => ({"code":1,"msg":"成功","data":{"ownerUserId":2,"ownerName":"李思雨","ownerPhoneMasked":"138****0003","formerOwnerRole":"店长"}})

export const getCompanyCloseCheckResponseMock = (): CompanyCloseCheckEnvelope => ({"code":1,"msg":"成功","data":{"closedAt":null,"closure":null,"checks":[{"key":"orders","label":"没有未完成的订单","ok":false,"detail":"还有 2 个未完成的订单（待发货 1、已发货 1）：请发货并等待买家确认收货，或关闭未付款的订单","link":"/order/list"},{"key":"balance","label":"账户余额已结清","ok":true,"detail":"各账户余额均为 ¥0.00（保证金在关店后退还）","link":"/finance/overview"}],"allPassed":false,"isOwner":true,"depositBalance":200000,"onSaleGoods":12}})

export const getCompanyCloseSmsCodeResponseMock = (): FinanceSmsSentEnvelope => ({"code":1,"msg":"成功","data":{"phoneMasked":"138****0001","cooldownSeconds":60,"expireSeconds":600}})

export const getCompanyCloseResponseMock = (): CompanyCloseResultEnvelope => ({"code":1,"msg":"成功","data":{"closedAt":1789000000000,"delistedGoods":12,"depositRefunded":200000}})


export const getCompanySettingDetailMockHandler = (overrideResponse?: CompanySettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanySettingEnvelope> | CompanySettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanySettingDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyContactEmailUpdateMockHandler = (overrideResponse?: CompanyContactEmailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyContactEmailEnvelope> | CompanyContactEmailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/contactEmail/update', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyContactEmailUpdateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyChangeRequestCreateMockHandler = (overrideResponse?: CompanyChangeRequestEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyChangeRequestEnvelope> | CompanyChangeRequestEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/changeRequest/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyChangeRequestCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyChangeRequestCancelMockHandler = (overrideResponse?: CompanyChangeRequestEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyChangeRequestEnvelope> | CompanyChangeRequestEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/changeRequest/cancel', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyChangeRequestCancelResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyTransferSmsCodeMockHandler = (overrideResponse?: FinanceSmsSentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSmsSentEnvelope> | FinanceSmsSentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/transfer/smsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyTransferSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyTransferOwnerMockHandler = (overrideResponse?: CompanyTransferEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyTransferEnvelope> | CompanyTransferEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/setting/transfer/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyTransferOwnerResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyCloseCheckMockHandler = (overrideResponse?: CompanyCloseCheckEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyCloseCheckEnvelope> | CompanyCloseCheckEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/close/check', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyCloseCheckResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyCloseSmsCodeMockHandler = (overrideResponse?: FinanceSmsSentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSmsSentEnvelope> | FinanceSmsSentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/close/smsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyCloseSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCompanyCloseMockHandler = (overrideResponse?: CompanyCloseResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyCloseResultEnvelope> | CompanyCloseResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/close/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompanyCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getCompanyMock = () => [
  getCompanySettingDetailMockHandler(),
  getCompanyContactEmailUpdateMockHandler(),
  getCompanyChangeRequestCreateMockHandler(),
  getCompanyChangeRequestCancelMockHandler(),
  getCompanyTransferSmsCodeMockHandler(),
  getCompanyTransferOwnerMockHandler(),
  getCompanyCloseCheckMockHandler(),
  getCompanyCloseSmsCodeMockHandler(),
  getCompanyCloseMockHandler()
]
