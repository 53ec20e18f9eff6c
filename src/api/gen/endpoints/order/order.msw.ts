import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  EmptyEnvelope,
  EvaluationPageEnvelope,
  OrderDetailEnvelope,
  OrderExportFileEnvelope,
  OrderExportJobEnvelope,
  OrderGoodsOptionListEnvelope,
  OrderPageEnvelope,
  OrderPrivacyEnvelope,
  OrderTabCountsEnvelope,
  ShipReportEnvelope
} from '../../model';


export const getOrderListResponseMock = (): OrderPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"orderId":1001,"orderNo":"20250601120000123456","status":2,"afterSaleStatus":0,"buyerName":"王子涵","buyerPhone":"138****0001","receiverName":"王子涵","receiverPhone":"138****0001","receiverAddress":"浙江省杭州市西湖****","school":"浙江大学","campus":"紫金港校区","deliveryType":2,"goodsSummary":"晨光中性笔 0.5mm 黑色 12 支装","itemCount":2,"goodsAmount":3980,"freightAmount":0,"discountAmount":0,"paidAmount":3980,"buyerRemark":null,"merchantRemark":null,"logisticsCompany":null,"trackingNo":null,"shipByAt":1748937600000,"createdAt":1748764800000,"paidAt":1748764860000,"shippedAt":null,"completedAt":null,"closedAt":null}],"nextCursor":null,"hasMore":false}})

export const getOrderTabCountsResponseMock = (): OrderTabCountsEnvelope => ({"code":1,"msg":"成功","data":{"all":120,"toPay":3,"toShip":12,"shipped":20,"completed":80,"closed":5,"afterSale":1}})

export const getOrderDetailResponseMock = (): OrderDetailEnvelope => ({"code":1,"msg":"成功","data":{"orderId":1001,"orderNo":"20250601120000123456","status":2,"afterSaleStatus":0,"buyerName":"王子涵","buyerPhone":"138****0001","receiverName":"王子涵","receiverPhone":"138****0001","receiverAddress":"浙江省杭州市西湖****","school":"浙江大学","campus":"紫金港校区","deliveryType":2,"goodsSummary":"晨光中性笔 0.5mm 黑色 12 支装","itemCount":2,"goodsAmount":3980,"freightAmount":0,"discountAmount":0,"paidAmount":3980,"buyerRemark":null,"merchantRemark":null,"logisticsCompany":null,"trackingNo":null,"shipByAt":1748937600000,"createdAt":1748764800000,"paidAt":1748764860000,"shippedAt":null,"completedAt":null,"closedAt":null,"closeReason":null,"evaluated":false,"canRevealPrivacy":true,"lines":[{"lineId":1,"goodsId":11,"skuId":21,"goodsName":"晨光中性笔 0.5mm 黑色 12 支装","specText":"黑色/12支","image":null,"unitPrice":1990,"quantity":2,"lineAmount":3980}],"logisticsEvents":[],"logs":[{"logId":1,"actorType":2,"actorName":"买家","action":"付款","detail":"实付 39.80 元","createdAt":1748764860000}]}})

export const getOrderPrivacyRevealResponseMock = (): OrderPrivacyEnvelope => ({"code":1,"msg":"成功","data":{"buyerPhone":"13812345678","receiverPhone":"13812345678","receiverAddress":"浙江省杭州市西湖区浙江大学紫金港校区12号楼301室"}})

export const getOrderShipResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getOrderBatchShipResponseMock = (): ShipReportEnvelope => ({"code":1,"msg":"成功","data":{"total":1,"succeeded":0,"failed":1,"rows":[{"row":2,"orderNo":"20250601120000123456","ok":false,"msg":"订单已发货，请勿重复发货"}]}})

export const getOrderImportShipResponseMock = (): ShipReportEnvelope => ({"code":1,"msg":"成功","data":{"total":1,"succeeded":0,"failed":1,"rows":[{"row":2,"orderNo":"20250601120000123456","ok":false,"msg":"订单已发货，请勿重复发货"}]}})

export const getOrderUpdateAddressResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getOrderCloseResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getOrderRemarkResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getOrderExportCreateResponseMock = (): OrderExportJobEnvelope => ({"code":1,"msg":"成功","data":{"jobId":7,"status":2,"total":120,"done":120,"fileName":"订单导出-20250601-120000.xlsx","error":null,"createdAt":1748764800000,"finishedAt":1748764803000}})

export const getOrderExportStatusResponseMock = (): OrderExportJobEnvelope => ({"code":1,"msg":"成功","data":{"jobId":7,"status":2,"total":120,"done":120,"fileName":"订单导出-20250601-120000.xlsx","error":null,"createdAt":1748764800000,"finishedAt":1748764803000}})

export const getOrderExportDownloadResponseMock = (): OrderExportFileEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"订单导出-20250601-120000.xlsx","mime":"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet","contentBase64":"UEsDBA=="}})

export const getOrderGoodsOptionsResponseMock = (): OrderGoodsOptionListEnvelope => ({"code":1,"msg":"成功","data":[{"goodsId":11,"name":"晨光中性笔 0.5mm 黑色 12 支装"}]})

export const getEvaluationListResponseMock = (): EvaluationPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"evaluationId":5,"orderId":1001,"orderNo":"20250601120000123456","goodsId":11,"goodsName":"晨光中性笔 0.5mm 黑色 12 支装","specText":"黑色/12支","buyerNick":"王**","rating":5,"content":"质量很好，物流也快","images":[],"reply":null,"repliedAt":null,"replyEditableUntil":null,"reportStatus":0,"reportReason":null,"createdAt":1748851200000}],"nextCursor":null,"hasMore":false}})

export const getEvaluationReplyResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getEvaluationReportResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})


export const getOrderListMockHandler = (overrideResponse?: OrderPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderPageEnvelope> | OrderPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderTabCountsMockHandler = (overrideResponse?: OrderTabCountsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderTabCountsEnvelope> | OrderTabCountsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/tabCounts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderTabCountsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderDetailMockHandler = (overrideResponse?: OrderDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderDetailEnvelope> | OrderDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderPrivacyRevealMockHandler = (overrideResponse?: OrderPrivacyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderPrivacyEnvelope> | OrderPrivacyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/privacy/reveal', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderPrivacyRevealResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderShipMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/ship', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderShipResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderBatchShipMockHandler = (overrideResponse?: ShipReportEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShipReportEnvelope> | ShipReportEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/batchShip', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderBatchShipResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderImportShipMockHandler = (overrideResponse?: ShipReportEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ShipReportEnvelope> | ShipReportEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/importShip', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderImportShipResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderUpdateAddressMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/updateAddress', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderUpdateAddressResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderCloseMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderRemarkMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/remark', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderRemarkResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderExportCreateMockHandler = (overrideResponse?: OrderExportJobEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderExportJobEnvelope> | OrderExportJobEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/export/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderExportCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderExportStatusMockHandler = (overrideResponse?: OrderExportJobEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderExportJobEnvelope> | OrderExportJobEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/export/status', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderExportStatusResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderExportDownloadMockHandler = (overrideResponse?: OrderExportFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderExportFileEnvelope> | OrderExportFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/export/download', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderExportDownloadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOrderGoodsOptionsMockHandler = (overrideResponse?: OrderGoodsOptionListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderGoodsOptionListEnvelope> | OrderGoodsOptionListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/goodsOptions', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderGoodsOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEvaluationListMockHandler = (overrideResponse?: EvaluationPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EvaluationPageEnvelope> | EvaluationPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/evaluation/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEvaluationListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEvaluationReplyMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/evaluation/reply', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEvaluationReplyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEvaluationReportMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/order/evaluation/report', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEvaluationReportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getOrderMock = () => [
  getOrderListMockHandler(),
  getOrderTabCountsMockHandler(),
  getOrderDetailMockHandler(),
  getOrderPrivacyRevealMockHandler(),
  getOrderShipMockHandler(),
  getOrderBatchShipMockHandler(),
  getOrderImportShipMockHandler(),
  getOrderUpdateAddressMockHandler(),
  getOrderCloseMockHandler(),
  getOrderRemarkMockHandler(),
  getOrderExportCreateMockHandler(),
  getOrderExportStatusMockHandler(),
  getOrderExportDownloadMockHandler(),
  getOrderGoodsOptionsMockHandler(),
  getEvaluationListMockHandler(),
  getEvaluationReplyMockHandler(),
  getEvaluationReportMockHandler()
]
