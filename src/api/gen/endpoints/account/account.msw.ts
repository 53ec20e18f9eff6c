import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  ApplyStatusEnvelope,
  EmptyEnvelope,
  LoginResultEnvelope,
  SmsCodeResultEnvelope,
  UserInfoEnvelope,
  VerifyDetailEnvelope
} from '../../model';


export const getUserInfoResponseMock = (): UserInfoEnvelope => ({"code":1,"msg":"成功","data":{"userId":1,"companyId":10001,"companyType":1,"authNameList":["goods.list","order.list","finance.stat","open.page"],"showLuYanMenu":1,"readyStatus":1,"reviewStatus":1,"draftStatus":0,"reviewReason":null,"userName":"张明","phoneMasked":"138****0001","avatar":null,"companyName":"杭州青禾校园科技有限公司","shopName":"青禾文具旗舰店","isOwner":true,"roleName":null}})

export const getLoginResponseMock = (): LoginResultEnvelope => ({"code":1,"msg":"成功","data":{"authToken":"mbo_7kQ2x9VfN3pLr8TzW1yHc4GdJ6sAe0Bu","pwdUpdateTips":false}})

export const getLoginSmsCodeResponseMock = (): LoginResultEnvelope => ({"code":1,"msg":"成功","data":{"authToken":"mbo_7kQ2x9VfN3pLr8TzW1yHc4GdJ6sAe0Bu","pwdUpdateTips":false}})

export const getUserSmsCodeResponseMock = (): SmsCodeResultEnvelope => ({"code":1,"msg":"成功","data":{"cooldownSeconds":60,"expireSeconds":600}})

export const getLogoutResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getApplyReviewResponseMock = (): ApplyStatusEnvelope => ({"code":1,"msg":"成功","data":{"reviewStatus":-1,"reviewReason":"营业执照图片不清晰，请重新上传","draftStatus":1,"companyType":1,"submittedAt":1717000000000,"reviewedAt":1717086400000}})

export const getUpdatePwdResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getVerifyDetailResponseMock = (): VerifyDetailEnvelope => ({"code":1,"msg":"成功","data":{"form":null,"submitted":null,"reviewStatus":-2,"reviewReason":null,"draftStatus":0,"submittedAt":null,"reviewedAt":null,"companyType":1,"categoryOptions":[{"id":1,"name":"文具办公"},{"id":2,"name":"食品饮料"}]}})

export const getVerifySubmitResponseMock = (): ApplyStatusEnvelope => ({"code":1,"msg":"成功","data":{"reviewStatus":-1,"reviewReason":"营业执照图片不清晰，请重新上传","draftStatus":1,"companyType":1,"submittedAt":1717000000000,"reviewedAt":1717086400000}})

export const getVerifySaveDraftResponseMock = (): ApplyStatusEnvelope => ({"code":1,"msg":"成功","data":{"reviewStatus":-1,"reviewReason":"营业执照图片不清晰，请重新上传","draftStatus":1,"companyType":1,"submittedAt":1717000000000,"reviewedAt":1717086400000}})


export const getUserInfoMockHandler = (overrideResponse?: UserInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UserInfoEnvelope> | UserInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/user/info', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserInfoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getLoginMockHandler = (overrideResponse?: LoginResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LoginResultEnvelope> | LoginResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/auth/login', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getLoginSmsCodeMockHandler = (overrideResponse?: LoginResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LoginResultEnvelope> | LoginResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/auth/loginSmsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserSmsCodeMockHandler = (overrideResponse?: SmsCodeResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SmsCodeResultEnvelope> | SmsCodeResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/auth/userSmsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getLogoutMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/auth/logout', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLogoutResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getApplyReviewMockHandler = (overrideResponse?: ApplyStatusEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApplyStatusEnvelope> | ApplyStatusEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/user/applyReview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getApplyReviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUpdatePwdMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/user/updatePwd', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdatePwdResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVerifyDetailMockHandler = (overrideResponse?: VerifyDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VerifyDetailEnvelope> | VerifyDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/verify/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVerifyDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVerifySubmitMockHandler = (overrideResponse?: ApplyStatusEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApplyStatusEnvelope> | ApplyStatusEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/verify/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVerifySubmitResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVerifySaveDraftMockHandler = (overrideResponse?: ApplyStatusEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApplyStatusEnvelope> | ApplyStatusEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/company/verify/saveDraft', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVerifySaveDraftResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getAccountMock = () => [
  getUserInfoMockHandler(),
  getLoginMockHandler(),
  getLoginSmsCodeMockHandler(),
  getUserSmsCodeMockHandler(),
  getLogoutMockHandler(),
  getApplyReviewMockHandler(),
  getUpdatePwdMockHandler(),
  getVerifyDetailMockHandler(),
  getVerifySubmitMockHandler(),
  getVerifySaveDraftMockHandler()
]
