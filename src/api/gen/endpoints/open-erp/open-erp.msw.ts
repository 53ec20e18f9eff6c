import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  EmptyEnvelope,
  ErpAbutmentDetailEnvelope,
  ErpAbutmentEnvelope,
  ErpAuthPreviewEnvelope,
  ErpAuthResultEnvelope,
  ErpFormDetailEnvelope,
  ErpFormPageEnvelope,
  ErpGoodsCheckResultEnvelope,
  ErpShopConfigEnvelope,
  WhitelistResultEnvelope
} from '../../model';


export const getErpGetAuthResultResponseMock = (): ErpAuthResultEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"jushuitan","authStatus":2,"vendorShopId":"JST-88012345","vendorShopName":"青禾文具旗舰店（聚水潭）","authorizedAt":1717200000000,"expireAt":1748736000000,"failReason":null}})

export const getErpGetAuthPreviewResponseMock = (): ErpAuthPreviewEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"wangdian","vendorName":"旺店通","shopName":"青禾文具旗舰店","requestedAt":1717200000000,"authUrl":"https://open.wangdian.example.cn/oauth/authorize?app_key=xm123&state=st-20240601-7H2K9Q","appKey":"xm123","state":"st-20240601-7H2K9Q","scopes":[{"code":"goods.read","name":"读取商品","description":"ERP 可读取本店商品与 SKU"},{"code":"order.read","name":"读取订单","description":"ERP 可读取本店待发货订单"}],"expireSeconds":600}})

export const getErpInWhitelistResponseMock = (): WhitelistResultEnvelope => ({"code":1,"msg":"成功","data":{"inWhitelist":true}})

export const getErpInInventoryWhitelistResponseMock = (): WhitelistResultEnvelope => ({"code":1,"msg":"成功","data":{"inWhitelist":true}})

export const getErpShopConfigDetailResponseMock = (): ErpShopConfigEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"jushuitan","abutmentStatus":4,"authStatus":2,"syncGoods":true,"syncStock":true,"syncOrders":true,"syncAfterSale":false,"warehouseCode":"HZ-WH-01","stockSyncMode":1,"orderPushDelayMinutes":10,"lastSyncAt":1717203600000,"updatedAt":1717200000000,"appKey":"erp_3f9a0c1d2b4e5f6a7b8c9d0e","scopes":[],"ratePerMinute":600,"recentErrors":[]}})

export const getErpAbutmentResponseMock = (): ErpAbutmentEnvelope => ({"code":1,"msg":"成功","data":{"abutmentId":3021,"abutmentType":1,"vendor":"jushuitan","partner":null,"status":3,"formId":8801,"contactName":"李晓","contactPhoneMasked":"139****0011","rejectReason":null,"appliedAt":1717000000000,"confirmedAt":null,"updatedAt":1717100000000}})

export const getErpCancelAbutmentResponseMock = (): ErpAbutmentEnvelope => ({"code":1,"msg":"成功","data":{"abutmentId":3021,"abutmentType":1,"vendor":"jushuitan","partner":null,"status":3,"formId":8801,"contactName":"李晓","contactPhoneMasked":"139****0011","rejectReason":null,"appliedAt":1717000000000,"confirmedAt":null,"updatedAt":1717100000000}})

export const getErpAbutmentDetailResponseMock = (): ErpAbutmentDetailEnvelope => ({"code":1,"msg":"成功","data":{"abutmentId":3021,"abutmentType":1,"vendor":"jushuitan","partner":null,"status":3,"formId":8801,"contactName":"李晓","contactPhoneMasked":"139****0011","rejectReason":null,"appliedAt":1717000000000,"confirmedAt":null,"updatedAt":1717100000000}})

export const getErpMerchantConfirmResponseMock = (): ErpAbutmentEnvelope => ({"code":1,"msg":"成功","data":{"abutmentId":3021,"abutmentType":1,"vendor":"jushuitan","partner":null,"status":3,"formId":8801,"contactName":"李晓","contactPhoneMasked":"139****0011","rejectReason":null,"appliedAt":1717000000000,"confirmedAt":null,"updatedAt":1717100000000}})

export const getErpAuthConfirmResponseMock = (): ErpAuthResultEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"jushuitan","authStatus":2,"vendorShopId":"JST-88012345","vendorShopName":"青禾文具旗舰店（聚水潭）","authorizedAt":1717200000000,"expireAt":1748736000000,"failReason":null}})

export const getErpUpdateShopConfigResponseMock = (): ErpShopConfigEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"jushuitan","abutmentStatus":4,"authStatus":2,"syncGoods":true,"syncStock":true,"syncOrders":true,"syncAfterSale":false,"warehouseCode":"HZ-WH-01","stockSyncMode":1,"orderPushDelayMinutes":10,"lastSyncAt":1717203600000,"updatedAt":1717200000000,"appKey":"erp_3f9a0c1d2b4e5f6a7b8c9d0e","scopes":[],"ratePerMinute":600,"recentErrors":[]}})

export const getErpCheckGoodsInfoResponseMock = (): ErpGoodsCheckResultEnvelope => ({"code":1,"msg":"成功","data":{"totalSku":3,"matchedSku":2,"problemSku":1,"items":[{"goodsId":50012,"goodsName":"晨光中性笔 0.5mm 12 支装","skuId":900121,"skuName":"黑色","outerSkuCode":null,"problem":1}]}})

export const getErpUnbindResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getErpFormListResponseMock = (): ErpFormPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"formId":8801,"formNo":"EF202406010001","abutmentType":1,"vendor":"jushuitan","partner":null,"status":1,"createdAt":1717000000000,"updatedAt":1717100000000}],"total":1,"pageNum":1,"pageSize":10}})

export const getErpFormInfoResponseMock = (): ErpFormDetailEnvelope => ({"code":1,"msg":"成功","data":{"formId":8801,"formNo":"EF202406010001","abutmentType":1,"vendor":"jushuitan","partner":null,"status":1,"abutmentId":3021,"vendorShopId":"JST-88012345","contactName":"李晓","contactPhoneMasked":"139****0011","remark":"希望本周内完成对接","reply":"已分配实施顾问，预计 2 个工作日内完成配置","logs":[{"status":0,"operator":"李晓","remark":"提交申请","at":1717000000000},{"status":1,"operator":"平台运营","remark":"已受理","at":1717100000000}],"createdAt":1717000000000,"updatedAt":1717100000000}})

export const getErpMerchantConfirmAlreadyAuthResponseMock = (): ErpAuthResultEnvelope => ({"code":1,"msg":"成功","data":{"vendor":"jushuitan","authStatus":2,"vendorShopId":"JST-88012345","vendorShopName":"青禾文具旗舰店（聚水潭）","authorizedAt":1717200000000,"expireAt":1748736000000,"failReason":null}})


export const getErpGetAuthResultMockHandler = (overrideResponse?: ErpAuthResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAuthResultEnvelope> | ErpAuthResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/getAuthResult', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpGetAuthResultResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpGetAuthPreviewMockHandler = (overrideResponse?: ErpAuthPreviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAuthPreviewEnvelope> | ErpAuthPreviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/getAuthPreview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpGetAuthPreviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpInWhitelistMockHandler = (overrideResponse?: WhitelistResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WhitelistResultEnvelope> | WhitelistResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/inWhitelist', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpInWhitelistResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpInInventoryWhitelistMockHandler = (overrideResponse?: WhitelistResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WhitelistResultEnvelope> | WhitelistResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/inInventoryWhitelist', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpInInventoryWhitelistResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpShopConfigDetailMockHandler = (overrideResponse?: ErpShopConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpShopConfigEnvelope> | ErpShopConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/erpShopConfigDetail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpShopConfigDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpAbutmentMockHandler = (overrideResponse?: ErpAbutmentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAbutmentEnvelope> | ErpAbutmentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/abutmentErp', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpAbutmentResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpCancelAbutmentMockHandler = (overrideResponse?: ErpAbutmentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAbutmentEnvelope> | ErpAbutmentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/cancelAbutment', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpCancelAbutmentResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpAbutmentDetailMockHandler = (overrideResponse?: ErpAbutmentDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAbutmentDetailEnvelope> | ErpAbutmentDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/abutmentDetail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpAbutmentDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpMerchantConfirmMockHandler = (overrideResponse?: ErpAbutmentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAbutmentEnvelope> | ErpAbutmentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/merchantConfirm', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpMerchantConfirmResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpAuthConfirmMockHandler = (overrideResponse?: ErpAuthResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAuthResultEnvelope> | ErpAuthResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/authConfirm', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpAuthConfirmResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpUpdateShopConfigMockHandler = (overrideResponse?: ErpShopConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpShopConfigEnvelope> | ErpShopConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/updateErpShopConfig', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpUpdateShopConfigResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpCheckGoodsInfoMockHandler = (overrideResponse?: ErpGoodsCheckResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpGoodsCheckResultEnvelope> | ErpGoodsCheckResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/checkErpGoodsInfo', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpCheckGoodsInfoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpUnbindMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/unbind', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpUnbindResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpFormListMockHandler = (overrideResponse?: ErpFormPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpFormPageEnvelope> | ErpFormPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/form/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpFormListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpFormInfoMockHandler = (overrideResponse?: ErpFormDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpFormDetailEnvelope> | ErpFormDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/form/info', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpFormInfoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getErpMerchantConfirmAlreadyAuthMockHandler = (overrideResponse?: ErpAuthResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ErpAuthResultEnvelope> | ErpAuthResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/erp/merchantConfirmAlreadyAuth', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getErpMerchantConfirmAlreadyAuthResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getOpenErpMock = () => [
  getErpGetAuthResultMockHandler(),
  getErpGetAuthPreviewMockHandler(),
  getErpInWhitelistMockHandler(),
  getErpInInventoryWhitelistMockHandler(),
  getErpShopConfigDetailMockHandler(),
  getErpAbutmentMockHandler(),
  getErpCancelAbutmentMockHandler(),
  getErpAbutmentDetailMockHandler(),
  getErpMerchantConfirmMockHandler(),
  getErpAuthConfirmMockHandler(),
  getErpUpdateShopConfigMockHandler(),
  getErpCheckGoodsInfoMockHandler(),
  getErpUnbindMockHandler(),
  getErpFormListMockHandler(),
  getErpFormInfoMockHandler(),
  getErpMerchantConfirmAlreadyAuthMockHandler()
]
