import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  ActivityGoodsPageEnvelope,
  BrandApplyResultEnvelope,
  BrandDetailEnvelope,
  BrandPageEnvelope,
  CardBatchAddResultEnvelope,
  CardBatchPageEnvelope,
  CardCodeCheckResultEnvelope,
  CardCodeFileLinesEnvelope,
  CardCodeImportResultEnvelope,
  CardCodePageEnvelope,
  CardGoodsOptionsEnvelope,
  CategoryAptitudeDetailEnvelope,
  CategoryAptitudePageEnvelope,
  CategoryListEnvelope,
  DeliveryTemplateListEnvelope,
  GoodsBatchResultEnvelope,
  GoodsDetailEnvelope,
  GoodsPageEnvelope,
  GoodsSaveResultEnvelope,
  GoodsStatusCountEnvelope
} from '../../model';


export const getCategoryAptitudeListResponseMock = (): CategoryAptitudePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"categoryId":3102,"categoryName":"休闲零食","categoryPath":["食品饮料","休闲零食"],"aptitudes":[{"aptitudeId":11,"name":"食品经营许可证","required":true,"held":false,"expireAt":null,"status":0}]}],"total":1,"pageNum":1,"pageSize":10}})

export const getGoodsListResponseMock = (): GoodsPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"goodsId":50012,"name":"校园定制帆布双肩包","code":"BAG-2024","mainImage":"/demo-goods/bag.svg","categoryId":1311,"categoryName":"双肩包","status":1,"soldOut":false,"goodsType":1,"priceMin":8900,"priceMax":12900,"stockTotal":320,"sales":58,"skuCount":6,"reviewReason":null,"createdAt":1732000000000,"updatedAt":1732100000000}],"nextCursor":"eyJrIjoxNzMyMDAwMDAwMDAwLCJpZCI6NTAwMTJ9","total":1}})

export const getGoodsStatusCountResponseMock = (): GoodsStatusCountEnvelope => ({"code":1,"msg":"成功","data":{"all":12,"onSale":6,"warehouse":2,"reviewing":1,"rejected":1,"soldOut":2}})

export const getGoodsDetailResponseMock = (): GoodsDetailEnvelope => ({"code":1,"msg":"成功","data":{"goodsId":50012,"status":1,"reviewReason":null,"categoryId":1311,"categoryPath":["服饰箱包","箱包","双肩包"],"goodsType":1,"name":"校园定制帆布双肩包","sellingPoints":"大容量 防泼水","code":"BAG-2024","images":["/demo-goods/bag.svg"],"videoUrl":null,"detailHtml":"<p>耐磨帆布</p>","specs":[{"name":"颜色","values":[{"value":"藏青","image":null},{"value":"米白","image":null}]}],"skus":[{"skuId":9001,"specValues":["藏青"],"price":8900,"originalPrice":12900,"costPrice":4500,"stock":160,"code":"BAG-NV","weightG":650},{"skuId":9002,"specValues":["米白"],"price":8900,"originalPrice":12900,"costPrice":4500,"stock":160,"code":"BAG-WH","weightG":650}],"deliveryTemplateId":1,"limitPerOrder":0,"limitPerUser":0,"shelfMode":1,"shelfAt":null,"createdAt":1732000000000,"updatedAt":1732100000000}})

export const getGoodsSaveResponseMock = (): GoodsSaveResultEnvelope => ({"code":1,"msg":"成功","data":{"goodsId":50012,"status":3}})

export const getGoodsBatchResponseMock = (): GoodsBatchResultEnvelope => ({"code":1,"msg":"成功","data":{"succeeded":1,"failed":1,"results":[{"goodsId":50012,"ok":true,"msg":"已下架"},{"goodsId":50013,"ok":false,"msg":"商品不在售，无需下架"}]}})

export const getGoodsCopyResponseMock = (): GoodsSaveResultEnvelope => ({"code":1,"msg":"成功","data":{"goodsId":50012,"status":3}})

export const getGoodsCategoryTreeResponseMock = (): CategoryListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"categoryId":1311,"parentId":131,"level":3,"name":"双肩包","requiredAptitudes":[]},{"categoryId":3102,"parentId":310,"level":3,"name":"休闲零食","requiredAptitudes":["食品经营许可证"]}]}})

export const getDeliveryTemplateListResponseMock = (): DeliveryTemplateListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"templateId":1,"name":"全国包邮","chargeType":1,"firstFee":0,"extraFee":0,"isDefault":true}]}})

export const getCategoryAptitudeDetailResponseMock = (): CategoryAptitudeDetailEnvelope => ({"code":1,"msg":"成功","data":{"categoryId":3102,"categoryName":"休闲零食","categoryPath":["食品饮料","休闲零食"],"aptitudes":[{"aptitudeId":11,"name":"食品经营许可证","description":"经营预包装食品须持有","required":true,"held":false,"expireAt":null,"status":0}],"canPublish":false,"missing":["食品经营许可证"],"goodsCount":3}})

export const getGoodsActListResponseMock = (): ActivityGoodsPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1,"goodsId":50012,"goodsName":"校园定制帆布双肩包","specText":"黑色","mainImage":"/demo-goods/bag.svg","activityId":301,"activityType":2,"activityName":"开学季限时秒杀","activityPrice":6900,"originalPrice":8900,"activityStock":100,"sold":12,"state":3,"startAt":1732000000000,"endAt":1732600000000}],"total":1,"pageNum":1,"pageSize":20}})

export const getCardGoodsOptionsResponseMock = (): CardGoodsOptionsEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"goodsId":50020,"name":"校园影院观影兑换券"}]}})

export const getCardBatchListResponseMock = (): CardBatchPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"batchId":7,"goodsId":50020,"goodsName":"校园影院观影兑换券","name":"十一月第一批","validTo":1735660800000,"remark":"","total":100,"unused":80,"delivered":15,"redeemed":5,"createdAt":1732000000000}],"total":1,"pageNum":1,"pageSize":20}})

export const getCardBatchAddResponseMock = (): CardBatchAddResultEnvelope => ({"code":1,"msg":"成功","data":{"batchId":7}})

export const getCardCodeImportResponseMock = (): CardCodeImportResultEnvelope => ({"code":1,"msg":"成功","data":{"added":1,"rejected":1,"lines":[{"line":1,"codeMasked":"XM******4R","ok":true,"reason":null},{"line":2,"codeMasked":"XM******4R","ok":false,"reason":"与第 1 行重复"}]}})

export const getCardCodeParseFileResponseMock = (): CardCodeFileLinesEnvelope => ({"code":1,"msg":"成功","data":{"lines":[{"line":1,"code":"XM8K2P9Q4R"}]}})

export const getCardCodeListResponseMock = (): CardCodePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"codeId":1,"codeMasked":"XM******4R","status":1,"orderNo":"XM202411200001","deliveredAt":1732000000000,"redeemedAt":null,"createdAt":1731000000000}],"total":1,"pageNum":1,"pageSize":20}})

export const getCardCodeCheckResponseMock = (): CardCodeCheckResultEnvelope => ({"code":1,"msg":"成功","data":{"found":true,"codeMasked":"XM******4R","status":1,"batchName":"十一月第一批","goodsName":"校园影院观影兑换券","orderNo":"XM202411200001","deliveredAt":1732000000000,"redeemedAt":null,"validTo":1735660800000}})

export const getBrandListResponseMock = (): BrandPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"brandId":3,"name":"青禾","logoUrl":null,"brandType":2,"authType":1,"trademarkNo":"35123456","trademarkUrls":["/demo-goods/cert.svg"],"authUrls":["/demo-goods/cert.svg"],"validFrom":1700000000000,"validTo":1735660800000,"status":1,"reason":null,"expiringSoon":true,"expired":false,"createdAt":1700000000000,"reviewedAt":1700100000000}],"total":1,"pageNum":1,"pageSize":20}})

export const getBrandDetailResponseMock = (): BrandDetailEnvelope => ({"code":1,"msg":"成功","data":{"brandId":3,"name":"青禾","logoUrl":null,"brandType":2,"authType":1,"trademarkNo":"35123456","trademarkUrls":["/demo-goods/cert.svg"],"authUrls":["/demo-goods/cert.svg"],"validFrom":1700000000000,"validTo":1735660800000,"status":1,"reason":null,"expiringSoon":true,"expired":false,"createdAt":1700000000000,"reviewedAt":1700100000000}})

export const getBrandApplyResponseMock = (): BrandApplyResultEnvelope => ({"code":1,"msg":"成功","data":{"brandId":3}})


export const getCategoryAptitudeListMockHandler = (overrideResponse?: CategoryAptitudePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CategoryAptitudePageEnvelope> | CategoryAptitudePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/get/category/aptitude/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCategoryAptitudeListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsListMockHandler = (overrideResponse?: GoodsPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsPageEnvelope> | GoodsPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsStatusCountMockHandler = (overrideResponse?: GoodsStatusCountEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsStatusCountEnvelope> | GoodsStatusCountEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/statusCount', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsStatusCountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsDetailMockHandler = (overrideResponse?: GoodsDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsDetailEnvelope> | GoodsDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsSaveMockHandler = (overrideResponse?: GoodsSaveResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsSaveResultEnvelope> | GoodsSaveResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsBatchMockHandler = (overrideResponse?: GoodsBatchResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsBatchResultEnvelope> | GoodsBatchResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/batch', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsBatchResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsCopyMockHandler = (overrideResponse?: GoodsSaveResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GoodsSaveResultEnvelope> | GoodsSaveResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/copy', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsCopyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsCategoryTreeMockHandler = (overrideResponse?: CategoryListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CategoryListEnvelope> | CategoryListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/category/tree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsCategoryTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDeliveryTemplateListMockHandler = (overrideResponse?: DeliveryTemplateListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DeliveryTemplateListEnvelope> | DeliveryTemplateListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/deliveryTemplate/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeliveryTemplateListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCategoryAptitudeDetailMockHandler = (overrideResponse?: CategoryAptitudeDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CategoryAptitudeDetailEnvelope> | CategoryAptitudeDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/goodsInfo/get/category/aptitude/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCategoryAptitudeDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGoodsActListMockHandler = (overrideResponse?: ActivityGoodsPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ActivityGoodsPageEnvelope> | ActivityGoodsPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/activity/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoodsActListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardGoodsOptionsMockHandler = (overrideResponse?: CardGoodsOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardGoodsOptionsEnvelope> | CardGoodsOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/goods', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardGoodsOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardBatchListMockHandler = (overrideResponse?: CardBatchPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardBatchPageEnvelope> | CardBatchPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/batch/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardBatchListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardBatchAddMockHandler = (overrideResponse?: CardBatchAddResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardBatchAddResultEnvelope> | CardBatchAddResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/batch/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardBatchAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardCodeImportMockHandler = (overrideResponse?: CardCodeImportResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardCodeImportResultEnvelope> | CardCodeImportResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/code/import', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardCodeImportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardCodeParseFileMockHandler = (overrideResponse?: CardCodeFileLinesEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardCodeFileLinesEnvelope> | CardCodeFileLinesEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/code/parseFile', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardCodeParseFileResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardCodeListMockHandler = (overrideResponse?: CardCodePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardCodePageEnvelope> | CardCodePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/code/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardCodeListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCardCodeCheckMockHandler = (overrideResponse?: CardCodeCheckResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardCodeCheckResultEnvelope> | CardCodeCheckResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/virtualCard/code/check', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCardCodeCheckResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getBrandListMockHandler = (overrideResponse?: BrandPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BrandPageEnvelope> | BrandPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/brand/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getBrandListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getBrandDetailMockHandler = (overrideResponse?: BrandDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BrandDetailEnvelope> | BrandDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/brand/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getBrandDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getBrandApplyMockHandler = (overrideResponse?: BrandApplyResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BrandApplyResultEnvelope> | BrandApplyResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/goods/brand/apply', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getBrandApplyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getGoodsMock = () => [
  getCategoryAptitudeListMockHandler(),
  getGoodsListMockHandler(),
  getGoodsStatusCountMockHandler(),
  getGoodsDetailMockHandler(),
  getGoodsSaveMockHandler(),
  getGoodsBatchMockHandler(),
  getGoodsCopyMockHandler(),
  getGoodsCategoryTreeMockHandler(),
  getDeliveryTemplateListMockHandler(),
  getCategoryAptitudeDetailMockHandler(),
  getGoodsActListMockHandler(),
  getCardGoodsOptionsMockHandler(),
  getCardBatchListMockHandler(),
  getCardBatchAddMockHandler(),
  getCardCodeImportMockHandler(),
  getCardCodeParseFileMockHandler(),
  getCardCodeListMockHandler(),
  getCardCodeCheckMockHandler(),
  getBrandListMockHandler(),
  getBrandDetailMockHandler(),
  getBrandApplyMockHandler()
]
