import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  AfterSaleBatchResultEnvelope,
  AfterSaleDetailEnvelope,
  AfterSaleDueCountEnvelope,
  AfterSaleExportEnvelope,
  AfterSalePageEnvelope,
  AfterSaleSettingEnvelope,
  AfterSaleTabCountsEnvelope,
  ViolationEnvelope,
  ViolationPageEnvelope,
  ViolationSummaryEnvelope
} from '../../model';


export const getAfterSaleListResponseMock = (): AfterSalePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"afterSaleId":7,"caseNo":"SH26112500000007","orderId":368,"orderNo":"20261125004956986551","type":1,"typeText":"仅退款","shipped":false,"status":10,"statusText":"待商家处理","version":1,"buyerName":"郭浩然","reasonText":"尺码/规格不合适","goodsSummary":"纯棉短袖 T 恤 校园文化衫","applyAmount":5900,"refundAmount":0,"deadlineAt":1795712153056,"merchantWaiting":true,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795539353056,"updatedAt":1795539353056}],"hasMore":true,"nextCursor":"1795539353056_7"}})

export const getAfterSaleTabCountsResponseMock = (): AfterSaleTabCountsEnvelope => ({"code":1,"msg":"成功","data":{"all":22,"tabs":[{"status":10,"text":"待商家处理","count":9},{"status":20,"text":"待买家退货","count":1},{"status":30,"text":"待商家收货","count":2},{"status":40,"text":"退款中","count":1},{"status":45,"text":"已退款","count":2},{"status":50,"text":"换货待发货","count":1},{"status":60,"text":"换货已发货","count":1},{"status":70,"text":"换货完成","count":1},{"status":80,"text":"已拒绝","count":1},{"status":85,"text":"平台介入中","count":1},{"status":90,"text":"已撤销","count":1},{"status":95,"text":"已关闭","count":1}]}})

export const getAfterSaleDetailResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleDueCountResponseMock = (): AfterSaleDueCountEnvelope => ({"code":1,"msg":"成功","data":{"dueIn24h":5,"proofDueIn24h":0}})

export const getAfterSaleAgreeResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleRefuseResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleReceiveResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleRefuseReceiptResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleReshipResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleNegotiateResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleBatchAgreeResponseMock = (): AfterSaleBatchResultEnvelope => ({"code":1,"msg":"成功","data":{"agreed":1,"results":[{"afterSaleId":1001,"ok":true,"msg":"已同意，退款 ¥19.90"}]}})

export const getAfterSaleExportResponseMock = (): AfterSaleExportEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"售后单_2026-11-23.xlsx","contentBase64":"UEsDBBQAAAAIAA==","rows":1}})

export const getAfterSaleSettingGetResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleSettingSaveResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleAddressSaveResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleAddressDeleteResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleReasonSaveResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleReasonDeleteResponseMock = (): AfterSaleSettingEnvelope => ({"code":1,"msg":"成功","data":{"setting":{"autoAgree":1,"autoAgreeMax":5000,"batchAgreeMax":10000,"replyHours":48,"receiveDays":7,"reshipHours":48},"addresses":[{"afterSaleAddressId":1,"name":"王店长","phone":"13800000001","region":"浙江省杭州市西湖区","address":"文三路 478 号华星时代广场 A 座 1203 室（售后组）","isDefault":true},{"afterSaleAddressId":2,"name":"李仓管","phone":"13800000002","region":"浙江省杭州市余杭区","address":"仓前街道良睦路 999 号 3 号仓库","isDefault":false}],"reasons":[{"afterSaleReasonId":1,"code":"used","codeText":"商品已使用，影响二次销售","text":"商品吊牌已拆、有明显使用痕迹，影响二次销售"},{"afterSaleReasonId":2,"code":"over_period","codeText":"已超出售后期限","text":"签收已超过 7 天，不支持无理由退货"},{"afterSaleReasonId":3,"code":"no_evidence","codeText":"买家未提供有效凭证","text":"请补充商品问题的照片后重新申请"}],"refuseCodes":[{"code":"used","text":"商品已使用，影响二次销售"},{"code":"no_evidence","text":"买家未提供有效凭证"},{"code":"over_period","text":"已超出售后期限"},{"code":"shipped_normal","text":"商品已正常发出，物流显示签收"},{"code":"agreed_other","text":"已与买家协商其他方案"},{"code":"other","text":"其他原因"}]}})

export const getAfterSaleDisputeListResponseMock = (): AfterSalePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"afterSaleId":7,"caseNo":"SH26112500000007","orderId":368,"orderNo":"20261125004956986551","type":1,"typeText":"仅退款","shipped":false,"status":10,"statusText":"待商家处理","version":1,"buyerName":"郭浩然","reasonText":"尺码/规格不合适","goodsSummary":"纯棉短袖 T 恤 校园文化衫","applyAmount":5900,"refundAmount":0,"deadlineAt":1795712153056,"merchantWaiting":true,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795539353056,"updatedAt":1795539353056}],"hasMore":true,"nextCursor":"1795539353056_7"}})

export const getAfterSaleDisputeDetailResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getAfterSaleDisputeProofResponseMock = (): AfterSaleDetailEnvelope => ({"code":1,"msg":"成功","data":{"afterSaleId":14,"caseNo":"SH26111900000014","orderId":539,"orderNo":"20261021230957493709","type":1,"typeText":"仅退款","shipped":true,"status":45,"statusText":"已退款","version":3,"buyerName":"高可馨","reasonText":"商品与描述不符","goodsSummary":"A5 活页笔记本 加厚 120 页、编织快充数据线 1.5 米","applyAmount":8290,"refundAmount":8290,"deadlineAt":null,"merchantWaiting":false,"disputeStatus":0,"proofDeadlineAt":null,"createdAt":1795022885305,"updatedAt":1795088285305,"reasonCode":"not_as_described","reasonDetail":"","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"freightAmount":0,"lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","quantity":1,"amount":2490,"refundableLeft":0},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","quantity":2,"amount":5800,"refundableLeft":0}],"freightLeft":0,"refundPlan":{"lines":[{"orderLineId":663,"amount":2490},{"orderLineId":664,"amount":5800}],"freight":0},"refundedAt":1795088285305,"refuseReason":null,"refuseText":null,"refuseImages":[],"returnAddress":null,"returnLogistics":null,"returnTrackingNo":null,"reshipLogistics":null,"reshipTrackingNo":null,"buyerEvidenceText":null,"buyerEvidenceImages":[],"merchantProofText":null,"merchantProofImages":[],"merchantProofAt":null,"disputeAt":null,"decisionNote":null,"decidedAt":null,"allowedActions":[],"batchAgreeMax":10000,"order":{"orderId":539,"orderNo":"20261021230957493709","status":4,"paidAmount":8290,"freightAmount":0,"discountAmount":0,"paidAt":1792595804124,"shippedAt":1792709559702,"logisticsCompany":"STO","trackingNo":"SIM0000000539","lines":[{"orderLineId":663,"goodsName":"A5 活页笔记本 加厚 120 页","specText":"内页：方格","image":"/demo-goods/notebook.svg","unitPrice":2490,"quantity":1,"lineAmount":2490},{"orderLineId":664,"goodsName":"编织快充数据线 1.5 米","specText":"接口：Lightning；长度：1.5 米","image":"/demo-goods/cable.svg","unitPrice":2900,"quantity":2,"lineAmount":5800}]},"logs":[{"id":21,"actorType":2,"actorName":"高可馨","action":"申请售后","detail":"仅退款，商品与描述不符，申请 ¥82.90","images":["https://static.example.cn/demo/after-sale/evidence-1.jpg"],"createdAt":1795022885305},{"id":22,"actorType":1,"actorName":"王店长","action":"同意退款","detail":"","images":[],"createdAt":1795087685305},{"id":23,"actorType":1,"actorName":"王店长","action":"退款","detail":"退款 ¥82.90，原路退回买家","images":[],"createdAt":1795087685305},{"id":24,"actorType":3,"actorName":"平台","action":"退款成功","detail":"¥82.90 已退回买家支付账户","images":[],"createdAt":1795088285305}]}})

export const getViolationSummaryResponseMock = (): ViolationSummaryEnvelope => ({"code":1,"msg":"成功","data":{"year":2026,"points":5,"count":3,"appealing":1,"restrictions":[],"nextThreshold":{"points":12,"text":"限制报名平台活动"},"thresholds":[{"points":12,"text":"限制报名平台活动"},{"points":24,"text":"限制发布新商品"},{"points":48,"text":"店铺搜索降权并暂停提现"}]}})

export const getViolationListResponseMock = (): ViolationPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"violationId":4,"violationNo":"WG20261123000004","ruleCode":"late_ship","ruleName":"延迟发货","description":"订单超过最晚发货时间 12 小时未发货（《发货管理规范》第 3 条）","evidence":[],"orderId":null,"orderNo":null,"goodsId":null,"points":1,"penalty":"deposit","penaltyText":"扣除保证金","penaltyAmount":500,"deducted":500,"limitUntil":null,"status":1,"statusText":"已生效","appealDeadlineAt":1795973285305,"canAppeal":true,"appealText":null,"appealImages":[],"appealedAt":null,"decisionNote":null,"decidedAt":null,"createdAt":1795368485305}],"hasMore":true,"nextCursor":"1795368485305_4"}})

export const getViolationDetailResponseMock = (): ViolationEnvelope => ({"code":1,"msg":"成功","data":{"violationId":4,"violationNo":"WG20261123000004","ruleCode":"late_ship","ruleName":"延迟发货","description":"订单超过最晚发货时间 12 小时未发货（《发货管理规范》第 3 条）","evidence":[],"orderId":null,"orderNo":null,"goodsId":null,"points":1,"penalty":"deposit","penaltyText":"扣除保证金","penaltyAmount":500,"deducted":500,"limitUntil":null,"status":1,"statusText":"已生效","appealDeadlineAt":1795973285305,"canAppeal":true,"appealText":null,"appealImages":[],"appealedAt":null,"decisionNote":null,"decidedAt":null,"createdAt":1795368485305}})

export const getViolationAppealResponseMock = (): ViolationEnvelope => ({"code":1,"msg":"成功","data":{"violationId":4,"violationNo":"WG20261123000004","ruleCode":"late_ship","ruleName":"延迟发货","description":"订单超过最晚发货时间 12 小时未发货（《发货管理规范》第 3 条）","evidence":[],"orderId":null,"orderNo":null,"goodsId":null,"points":1,"penalty":"deposit","penaltyText":"扣除保证金","penaltyAmount":500,"deducted":500,"limitUntil":null,"status":1,"statusText":"已生效","appealDeadlineAt":1795973285305,"canAppeal":true,"appealText":null,"appealImages":[],"appealedAt":null,"decisionNote":null,"decidedAt":null,"createdAt":1795368485305}})


export const getAfterSaleListMockHandler = (overrideResponse?: AfterSalePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSalePageEnvelope> | AfterSalePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleTabCountsMockHandler = (overrideResponse?: AfterSaleTabCountsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleTabCountsEnvelope> | AfterSaleTabCountsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/tabCounts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleTabCountsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleDetailMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleDueCountMockHandler = (overrideResponse?: AfterSaleDueCountEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDueCountEnvelope> | AfterSaleDueCountEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/dueCount', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleDueCountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleAgreeMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/agree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleAgreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleRefuseMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/refuse', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleRefuseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleReceiveMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/receive', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleReceiveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleRefuseReceiptMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/refuseReceipt', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleRefuseReceiptResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleReshipMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/reship', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleReshipResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleNegotiateMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/negotiate', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleNegotiateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleBatchAgreeMockHandler = (overrideResponse?: AfterSaleBatchResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleBatchResultEnvelope> | AfterSaleBatchResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/batchAgree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleBatchAgreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleExportMockHandler = (overrideResponse?: AfterSaleExportEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleExportEnvelope> | AfterSaleExportEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/export', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleExportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleSettingGetMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/setting/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleSettingGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleSettingSaveMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/setting/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleSettingSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleAddressSaveMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/address/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleAddressSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleAddressDeleteMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/address/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleAddressDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleReasonSaveMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/reason/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleReasonSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleReasonDeleteMockHandler = (overrideResponse?: AfterSaleSettingEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleSettingEnvelope> | AfterSaleSettingEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/reason/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleReasonDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleDisputeListMockHandler = (overrideResponse?: AfterSalePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSalePageEnvelope> | AfterSalePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/dispute/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleDisputeListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleDisputeDetailMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/dispute/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleDisputeDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAfterSaleDisputeProofMockHandler = (overrideResponse?: AfterSaleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AfterSaleDetailEnvelope> | AfterSaleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/afterSale/dispute/proof', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAfterSaleDisputeProofResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getViolationSummaryMockHandler = (overrideResponse?: ViolationSummaryEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ViolationSummaryEnvelope> | ViolationSummaryEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/violation/summary', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getViolationSummaryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getViolationListMockHandler = (overrideResponse?: ViolationPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ViolationPageEnvelope> | ViolationPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/violation/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getViolationListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getViolationDetailMockHandler = (overrideResponse?: ViolationEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ViolationEnvelope> | ViolationEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/violation/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getViolationDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getViolationAppealMockHandler = (overrideResponse?: ViolationEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ViolationEnvelope> | ViolationEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/violation/appeal', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getViolationAppealResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getAfterSaleMock = () => [
  getAfterSaleListMockHandler(),
  getAfterSaleTabCountsMockHandler(),
  getAfterSaleDetailMockHandler(),
  getAfterSaleDueCountMockHandler(),
  getAfterSaleAgreeMockHandler(),
  getAfterSaleRefuseMockHandler(),
  getAfterSaleReceiveMockHandler(),
  getAfterSaleRefuseReceiptMockHandler(),
  getAfterSaleReshipMockHandler(),
  getAfterSaleNegotiateMockHandler(),
  getAfterSaleBatchAgreeMockHandler(),
  getAfterSaleExportMockHandler(),
  getAfterSaleSettingGetMockHandler(),
  getAfterSaleSettingSaveMockHandler(),
  getAfterSaleAddressSaveMockHandler(),
  getAfterSaleAddressDeleteMockHandler(),
  getAfterSaleReasonSaveMockHandler(),
  getAfterSaleReasonDeleteMockHandler(),
  getAfterSaleDisputeListMockHandler(),
  getAfterSaleDisputeDetailMockHandler(),
  getAfterSaleDisputeProofMockHandler(),
  getViolationSummaryMockHandler(),
  getViolationListMockHandler(),
  getViolationDetailMockHandler(),
  getViolationAppealMockHandler()
]
