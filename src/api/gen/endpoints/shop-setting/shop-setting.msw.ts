import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  EmptyEnvelope,
  ShopAnnouncementListEnvelope,
  ShopAnnouncementSavedEnvelope,
  ShopCampusTreeEnvelope,
  ShopDeliveryInfoEnvelope,
  ShopFreightQuoteEnvelope,
  ShopFreightTemplateDetailEnvelope,
  ShopFreightTemplateListEnvelope,
  ShopInfoEnvelope,
  ShopRegionTreeEnvelope,
  ShopTemplateSavedEnvelope,
  ShopTrademarkListEnvelope
} from '../../model';


export const getShopFreightTemplateListResponseMock = (): ShopFreightTemplateListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"templateId":4,"name":"校园配送 + 江浙沪","chargeType":2,"firstUnit":1,"firstFee":800,"extraUnit":1,"extraFee":300,"freeOverAmount":9900,"freeOverCount":null,"isDefault":false,"regionRuleCount":1,"campusRuleCount":1,"summary":"按件：首 1 件 ¥8.00，续 1 件 ¥3.00；满 ¥99 包邮","goodsCount":3,"updatedAt":1789000000000}]}})

export const getShopFreightTemplateDetailResponseMock = (): ShopFreightTemplateDetailEnvelope => ({"code":1,"msg":"成功","data":{"templateId":4,"name":"校园配送 + 江浙沪","chargeType":2,"firstUnit":1,"firstFee":800,"extraUnit":1,"extraFee":300,"freeOverAmount":9900,"freeOverCount":null,"isDefault":false,"rules":[{"kind":2,"places":[{"code":"10100","name":"浙江大学 紫金港校区"}],"firstUnit":1,"firstFee":200,"extraUnit":1,"extraFee":100,"slots":[{"start":"11:30","end":"12:30"}]}],"goodsCount":3,"updatedAt":1789000000000}})

export const getShopFreightTemplateSaveResponseMock = (): ShopTemplateSavedEnvelope => ({"code":1,"msg":"成功","data":{"templateId":4}})

export const getShopFreightTemplateDeleteResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getShopFreightTemplateSetDefaultResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getShopFreightQuoteResponseMock = (): ShopFreightQuoteEnvelope => ({"code":1,"msg":"成功","data":{"amount":300,"basis":"校园配送区 1，2 件","slots":[{"start":"11:30","end":"12:30"}]}})

export const getShopRegionTreeResponseMock = (): ShopRegionTreeEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"code":"33","name":"浙江省","children":[{"code":"3301","name":"杭州市","children":[{"code":"330106","name":"西湖区"}]}]}]}})

export const getShopCampusTreeResponseMock = (): ShopCampusTreeEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"code":"10000","name":"浙江大学","children":[{"code":"10100","name":"紫金港校区","children":[{"code":"10101","name":"1号楼"}]}]}]}})

export const getShopInfoDetailResponseMock = (): ShopInfoEnvelope => ({"code":1,"msg":"成功","data":{"shopName":"青禾文具旗舰店","logoUrl":null,"intro":"开学季文具一站购齐","servicePhone":"0571-88886666","businessHours":[{"days":[1,2,3,4,5],"start":"09:00","end":"21:00"}],"shopType":1,"companyName":"杭州文具小铺有限公司","mainCategories":["文具"],"mainCategoriesLocked":true,"rating":4.6,"onSaleCount":18,"announcement":"开学季满 99 包邮","updatedAt":1789000000000}})

export const getShopInfoSaveResponseMock = (): ShopInfoEnvelope => ({"code":1,"msg":"成功","data":{"shopName":"青禾文具旗舰店","logoUrl":null,"intro":"开学季文具一站购齐","servicePhone":"0571-88886666","businessHours":[{"days":[1,2,3,4,5],"start":"09:00","end":"21:00"}],"shopType":1,"companyName":"杭州文具小铺有限公司","mainCategories":["文具"],"mainCategoriesLocked":true,"rating":4.6,"onSaleCount":18,"announcement":"开学季满 99 包邮","updatedAt":1789000000000}})

export const getShopDeliveryInfoDetailResponseMock = (): ShopDeliveryInfoEnvelope => ({"code":1,"msg":"成功","data":{"shipFrom":{"regionCode":"330106","regionName":"浙江省杭州市西湖区","address":"文三路 90 号 3 号仓","contact":"王店长","phone":"13800000001"},"promiseHours":48,"delays":[{"delayId":1,"reason":"春节放假","startAt":1770000000000,"endAt":1770432000000,"state":1,"days":5,"createdAt":1769000000000}],"rules":{"maxDays":7,"maxDaysPerYear":15,"usedDaysThisYear":5}}})

export const getShopDeliveryInfoSaveResponseMock = (): ShopDeliveryInfoEnvelope => ({"code":1,"msg":"成功","data":{"shipFrom":{"regionCode":"330106","regionName":"浙江省杭州市西湖区","address":"文三路 90 号 3 号仓","contact":"王店长","phone":"13800000001"},"promiseHours":48,"delays":[{"delayId":1,"reason":"春节放假","startAt":1770000000000,"endAt":1770432000000,"state":1,"days":5,"createdAt":1769000000000}],"rules":{"maxDays":7,"maxDaysPerYear":15,"usedDaysThisYear":5}}})

export const getShopDelayDeclareResponseMock = (): ShopDeliveryInfoEnvelope => ({"code":1,"msg":"成功","data":{"shipFrom":{"regionCode":"330106","regionName":"浙江省杭州市西湖区","address":"文三路 90 号 3 号仓","contact":"王店长","phone":"13800000001"},"promiseHours":48,"delays":[{"delayId":1,"reason":"春节放假","startAt":1770000000000,"endAt":1770432000000,"state":1,"days":5,"createdAt":1769000000000}],"rules":{"maxDays":7,"maxDaysPerYear":15,"usedDaysThisYear":5}}})

export const getShopDelayCancelResponseMock = (): ShopDeliveryInfoEnvelope => ({"code":1,"msg":"成功","data":{"shipFrom":{"regionCode":"330106","regionName":"浙江省杭州市西湖区","address":"文三路 90 号 3 号仓","contact":"王店长","phone":"13800000001"},"promiseHours":48,"delays":[{"delayId":1,"reason":"春节放假","startAt":1770000000000,"endAt":1770432000000,"state":1,"days":5,"createdAt":1769000000000}],"rules":{"maxDays":7,"maxDaysPerYear":15,"usedDaysThisYear":5}}})

export const getShopAnnouncementListResponseMock = (): ShopAnnouncementListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"announcementId":1,"title":"开学季满 99 包邮","content":"9 月 1 日至 9 月 15 日全场满 99 元包邮。","startAt":1788000000000,"endAt":null,"state":2,"updatedAt":1788000000000}],"limits":{"titleMax":30,"contentMax":500,"maxShowing":3,"maxTotal":100}}})

export const getShopAnnouncementSaveResponseMock = (): ShopAnnouncementSavedEnvelope => ({"code":1,"msg":"成功","data":{"announcementId":1}})

export const getShopAnnouncementDeleteResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getShopTrademarkListResponseMock = (): ShopTrademarkListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"trademarkId":1,"name":"青禾","regNo":"52345678","classNo":16,"holder":"杭州文具小铺有限公司","validFrom":1600000000000,"validTo":1915000000000,"docUrls":["/xm-merchant/file/abc?sig=1"],"brandId":1,"brandName":"青禾","state":1}],"brands":[{"brandId":1,"name":"青禾","trademarkNo":"52345678"}]}})

export const getShopTrademarkSaveResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getShopTrademarkDeleteResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})


export const getShopFreightTemplateListMockHandler = (overrideResponse?: ShopFreightTemplateListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopFreightTemplateListEnvelope> | ShopFreightTemplateListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightTemplateListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopFreightTemplateDetailMockHandler = (overrideResponse?: ShopFreightTemplateDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopFreightTemplateDetailEnvelope> | ShopFreightTemplateDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightTemplateDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopFreightTemplateSaveMockHandler = (overrideResponse?: ShopTemplateSavedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopTemplateSavedEnvelope> | ShopTemplateSavedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightTemplateSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopFreightTemplateDeleteMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightTemplateDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopFreightTemplateSetDefaultMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/setDefault', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightTemplateSetDefaultResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopFreightQuoteMockHandler = (overrideResponse?: ShopFreightQuoteEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopFreightQuoteEnvelope> | ShopFreightQuoteEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/freightTemplate/quote', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopFreightQuoteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopRegionTreeMockHandler = (overrideResponse?: ShopRegionTreeEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopRegionTreeEnvelope> | ShopRegionTreeEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/region/tree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopRegionTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopCampusTreeMockHandler = (overrideResponse?: ShopCampusTreeEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopCampusTreeEnvelope> | ShopCampusTreeEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/campus/tree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopCampusTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopInfoDetailMockHandler = (overrideResponse?: ShopInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopInfoEnvelope> | ShopInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/info/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopInfoDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopInfoSaveMockHandler = (overrideResponse?: ShopInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopInfoEnvelope> | ShopInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/info/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopInfoSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopDeliveryInfoDetailMockHandler = (overrideResponse?: ShopDeliveryInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopDeliveryInfoEnvelope> | ShopDeliveryInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/delivery/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopDeliveryInfoDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopDeliveryInfoSaveMockHandler = (overrideResponse?: ShopDeliveryInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopDeliveryInfoEnvelope> | ShopDeliveryInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/delivery/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopDeliveryInfoSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopDelayDeclareMockHandler = (overrideResponse?: ShopDeliveryInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopDeliveryInfoEnvelope> | ShopDeliveryInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/delay/declare', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopDelayDeclareResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopDelayCancelMockHandler = (overrideResponse?: ShopDeliveryInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopDeliveryInfoEnvelope> | ShopDeliveryInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/delay/cancel', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopDelayCancelResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopAnnouncementListMockHandler = (overrideResponse?: ShopAnnouncementListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopAnnouncementListEnvelope> | ShopAnnouncementListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/announcement/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopAnnouncementListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopAnnouncementSaveMockHandler = (overrideResponse?: ShopAnnouncementSavedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopAnnouncementSavedEnvelope> | ShopAnnouncementSavedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/announcement/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopAnnouncementSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopAnnouncementDeleteMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/announcement/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopAnnouncementDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopTrademarkListMockHandler = (overrideResponse?: ShopTrademarkListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShopTrademarkListEnvelope> | ShopTrademarkListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/trademark/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopTrademarkListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopTrademarkSaveMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/trademark/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopTrademarkSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getShopTrademarkDeleteMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/shop/trademark/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getShopTrademarkDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getShopSettingMock = () => [
  getShopFreightTemplateListMockHandler(),
  getShopFreightTemplateDetailMockHandler(),
  getShopFreightTemplateSaveMockHandler(),
  getShopFreightTemplateDeleteMockHandler(),
  getShopFreightTemplateSetDefaultMockHandler(),
  getShopFreightQuoteMockHandler(),
  getShopRegionTreeMockHandler(),
  getShopCampusTreeMockHandler(),
  getShopInfoDetailMockHandler(),
  getShopInfoSaveMockHandler(),
  getShopDeliveryInfoDetailMockHandler(),
  getShopDeliveryInfoSaveMockHandler(),
  getShopDelayDeclareMockHandler(),
  getShopDelayCancelMockHandler(),
  getShopAnnouncementListMockHandler(),
  getShopAnnouncementSaveMockHandler(),
  getShopAnnouncementDeleteMockHandler(),
  getShopTrademarkListMockHandler(),
  getShopTrademarkSaveMockHandler(),
  getShopTrademarkDeleteMockHandler()
]
