import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  OverviewEnvelope
} from '../../model';


export const getOverviewDataResponseMock = (): OverviewEnvelope => ({"code":1,"msg":"成功","data":{"today":{"paidAmount":125800,"paidOrders":32,"visitors":null,"conversionRate":null},"yesterday":{"paidAmount":98000,"paidOrders":25,"visitors":null,"conversionRate":null},"toShip":12,"shipOverdue":1,"afterSaleWaiting":1,"goodsOnSale":36,"lowStock":3,"trend":[{"date":"2025-06-01","paidAmount":125800,"paidOrders":32}],"todos":[{"type":"ship","title":"订单待发货","description":"20250601120000123456 · 王子涵 · 浙江大学","deadline":1748937600000,"link":"/order/detail?orderId=1001"}],"generatedAt":1748764800000}})


export const getOverviewDataMockHandler = (overrideResponse?: OverviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OverviewEnvelope> | OverviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/overview/data', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOverviewDataResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getOverviewMock = () => [
  getOverviewDataMockHandler()
]
