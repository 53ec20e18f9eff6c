import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  FinanceAccountDetailEnvelope,
  FinanceDepositRecordEnvelope,
  FinanceDepositRecordPageEnvelope,
  FinanceDepositSummaryEnvelope,
  FinanceFileEnvelope,
  FinanceFlowPageEnvelope,
  FinanceInvoiceEnvelope,
  FinanceInvoicePageEnvelope,
  FinanceInvoiceSummaryEnvelope,
  FinanceInvoiceTitleResultEnvelope,
  FinanceMarketingSummaryEnvelope,
  FinanceOverviewEnvelope,
  FinanceSmsSentEnvelope,
  FinanceStatementEnvelope,
  FinanceStatementLinePageEnvelope,
  FinanceStatementPageEnvelope,
  FinanceSubsidyActivityListEnvelope,
  FinanceSubsidyPageEnvelope,
  FinanceTaxCertificateEnvelope,
  FinanceWithdrawPageEnvelope,
  FinanceWithdrawPreviewEnvelope,
  FinanceWithdrawalEnvelope,
  FinanceYbAccountEnvelope
} from '../../model';


export const getFinanceOverviewResponseMock = (): FinanceOverviewEnvelope => ({"code":1,"msg":"成功","data":{"balances":{"available":1256050,"pending":380000,"frozen":0,"withdrawing":50000,"deposit":500000,"marketing":120000,"owed":0},"depositRequired":500000,"today":{"income":125800,"refunds":3980,"commission":2440,"subsidy":500,"settled":98000},"month":{"income":3125800,"refunds":53980,"commission":62440,"subsidy":8500,"settled":2890000},"trend":[{"date":"2026-11-23","income":125800,"refunds":3980,"settled":98000}],"settleDays":7,"generatedAt":1795996800000}})

export const getFinanceFlowListResponseMock = (): FinanceFlowPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"entryId":90001,"txId":40001,"createdAt":1795996800000,"account":"available","kind":"settle","amount":3880,"balanceAfter":1256050,"orderId":1001,"orderNo":"20261116120000123456","causeType":"order","causeId":1001,"causeNo":"20261116120000123456","remark":"订单结算"}],"nextCursor":null,"hasMore":false}})

export const getFinanceFlowExportResponseMock = (): FinanceFileEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"资金流水-20261124.xlsx","mime":"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet","contentBase64":"UEsDBA=="}})

export const getFinanceStatementListResponseMock = (): FinanceStatementPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"statementNo":"D20261123","period":"day","label":"2026-11-23","periodStart":1795881600000,"periodEnd":1795968000000,"orderCount":12,"income":125800,"refunds":3980,"commission":2440,"subsidy":500,"deductions":0,"settled":119880,"status":0,"confirmedAt":null,"disputeCount":0,"generatedAt":1795968000000}],"nextCursor":null,"hasMore":false}})

export const getFinanceStatementDetailResponseMock = (): FinanceStatementEnvelope => ({"code":1,"msg":"成功","data":{"statementNo":"D20261123","period":"day","label":"2026-11-23","periodStart":1795881600000,"periodEnd":1795968000000,"orderCount":12,"income":125800,"refunds":3980,"commission":2440,"subsidy":500,"deductions":0,"settled":119880,"status":0,"confirmedAt":null,"disputeCount":0,"generatedAt":1795968000000}})

export const getFinanceStatementLinesResponseMock = (): FinanceStatementLinePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"lineId":7001,"kind":"settle","orderId":1001,"orderNo":"20261116120000123456","occurredAt":1795968000000,"income":3980,"refund":0,"commission":80,"commissionRate":"2%","subsidy":0,"deduction":0,"settled":3900,"disputeReason":null,"disputeStatus":null,"disputeReply":null}],"nextCursor":null,"hasMore":false}})

export const getFinanceStatementConfirmResponseMock = (): FinanceStatementEnvelope => ({"code":1,"msg":"成功","data":{"statementNo":"D20261123","period":"day","label":"2026-11-23","periodStart":1795881600000,"periodEnd":1795968000000,"orderCount":12,"income":125800,"refunds":3980,"commission":2440,"subsidy":500,"deductions":0,"settled":119880,"status":0,"confirmedAt":null,"disputeCount":0,"generatedAt":1795968000000}})

export const getFinanceStatementDisputeResponseMock = (): FinanceStatementEnvelope => ({"code":1,"msg":"成功","data":{"statementNo":"D20261123","period":"day","label":"2026-11-23","periodStart":1795881600000,"periodEnd":1795968000000,"orderCount":12,"income":125800,"refunds":3980,"commission":2440,"subsidy":500,"deductions":0,"settled":119880,"status":0,"confirmedAt":null,"disputeCount":0,"generatedAt":1795968000000}})

export const getFinanceStatementExportResponseMock = (): FinanceFileEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"资金流水-20261124.xlsx","mime":"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet","contentBase64":"UEsDBA=="}})

export const getFinanceSubsidyListResponseMock = (): FinanceSubsidyPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"subsidyId":301,"activityId":21,"activityName":"校园拼团·开学季","orderId":1001,"orderNo":"20261116120000123456","amount":500,"status":1,"createdAt":1795276800000,"settledAt":1795968000000}],"nextCursor":null,"hasMore":false}})

export const getFinanceSubsidyActivitiesResponseMock = (): FinanceSubsidyActivityListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"activityId":21,"activityName":"校园拼团·开学季","orderCount":36,"amount":18000,"settledAmount":12500}],"total":18000}})

export const getFinanceDepositSummaryResponseMock = (): FinanceDepositSummaryEnvelope => ({"code":1,"msg":"成功","data":{"required":500000,"paid":300000,"gap":200000,"pendingRecharge":0,"categories":[{"categoryId":1,"categoryName":"文具办公","required":500000}],"platformAccount":{"accountName":"杭州校园优选科技有限公司","bankName":"招商银行杭州分行营业部","accountNo":"571908765410201","transferNote":"保证金-10001"}}})

export const getFinanceDepositRecordsResponseMock = (): FinanceDepositRecordPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"depositRecordId":51,"recordNo":"BZJ202611200001","type":"recharge","amount":200000,"status":0,"reason":null,"payerName":"杭州文具小铺有限公司","transferSerialNo":"2026112012345678","voucherUrl":null,"causeType":null,"causeId":null,"causeNo":null,"rejectReason":null,"createdAt":1795622400000,"confirmedAt":null}],"nextCursor":null,"hasMore":false}})

export const getFinanceDepositRechargeResponseMock = (): FinanceDepositRecordEnvelope => ({"code":1,"msg":"成功","data":{"depositRecordId":51,"recordNo":"BZJ202611200001","type":"recharge","amount":200000,"status":0,"reason":null,"payerName":"杭州文具小铺有限公司","transferSerialNo":"2026112012345678","voucherUrl":null,"causeType":null,"causeId":null,"causeNo":null,"rejectReason":null,"createdAt":1795622400000,"confirmedAt":null}})

export const getFinanceMarketingSummaryResponseMock = (): FinanceMarketingSummaryEnvelope => ({"code":1,"msg":"成功","data":{"balance":120000,"available":1256050,"rechargedTotal":500000,"spentTotal":380000,"monthSpent":42000}})

export const getFinanceMarketingFlowResponseMock = (): FinanceFlowPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"entryId":90001,"txId":40001,"createdAt":1795996800000,"account":"available","kind":"settle","amount":3880,"balanceAfter":1256050,"orderId":1001,"orderNo":"20261116120000123456","causeType":"order","causeId":1001,"causeNo":"20261116120000123456","remark":"订单结算"}],"nextCursor":null,"hasMore":false}})

export const getFinanceMarketingRechargeResponseMock = (): FinanceMarketingSummaryEnvelope => ({"code":1,"msg":"成功","data":{"balance":120000,"available":1256050,"rechargedTotal":500000,"spentTotal":380000,"monthSpent":42000}})

export const getFinanceInvoiceSummaryResponseMock = (): FinanceInvoiceSummaryEnvelope => ({"code":1,"msg":"成功","data":{"invoiceable":62840,"invoiced":120000,"inProgress":0,"months":[{"month":"2026-10","commission":62440,"fees":400,"invoiced":0,"invoiceable":62840}]}})

export const getFinanceInvoiceTitleGetResponseMock = (): FinanceInvoiceTitleResultEnvelope => ({"code":1,"msg":"成功","data":{"title":{"titleName":"杭州文具小铺有限公司","taxNo":"91330106MA2GQH7L33","registeredAddress":"浙江省杭州市西湖区文三路 90 号","registeredPhone":"0571-88886666","bankName":"招商银行杭州文三支行","bankAccount":"571908765410888","email":"finance@wenju.example.cn","updatedAt":1795622400000}}})

export const getFinanceInvoiceTitleSaveResponseMock = (): FinanceInvoiceTitleResultEnvelope => ({"code":1,"msg":"成功","data":{"title":{"titleName":"杭州文具小铺有限公司","taxNo":"91330106MA2GQH7L33","registeredAddress":"浙江省杭州市西湖区文三路 90 号","registeredPhone":"0571-88886666","bankName":"招商银行杭州文三支行","bankAccount":"571908765410888","email":"finance@wenju.example.cn","updatedAt":1795622400000}}})

export const getFinanceInvoiceApplyResponseMock = (): FinanceInvoiceEnvelope => ({"code":1,"msg":"成功","data":{"invoiceId":12,"applyNo":"FP202611200001","invoiceType":1,"titleName":"杭州文具小铺有限公司","taxNo":"91330106MA2GQH7L33","amount":62840,"months":["2026-10"],"status":1,"invoiceNo":"24332000000012345678","issuedAt":1795708800000,"rejectReason":null,"redReason":null,"redInvoiceNo":null,"reversedAt":null,"email":"finance@wenju.example.cn","remark":null,"createdAt":1795622400000}})

export const getFinanceInvoiceListResponseMock = (): FinanceInvoicePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"invoiceId":12,"applyNo":"FP202611200001","invoiceType":1,"titleName":"杭州文具小铺有限公司","taxNo":"91330106MA2GQH7L33","amount":62840,"months":["2026-10"],"status":1,"invoiceNo":"24332000000012345678","issuedAt":1795708800000,"rejectReason":null,"redReason":null,"redInvoiceNo":null,"reversedAt":null,"email":"finance@wenju.example.cn","remark":null,"createdAt":1795622400000}],"nextCursor":null,"hasMore":false}})

export const getFinanceInvoiceRedResponseMock = (): FinanceInvoiceEnvelope => ({"code":1,"msg":"成功","data":{"invoiceId":12,"applyNo":"FP202611200001","invoiceType":1,"titleName":"杭州文具小铺有限公司","taxNo":"91330106MA2GQH7L33","amount":62840,"months":["2026-10"],"status":1,"invoiceNo":"24332000000012345678","issuedAt":1795708800000,"rejectReason":null,"redReason":null,"redInvoiceNo":null,"reversedAt":null,"email":"finance@wenju.example.cn","remark":null,"createdAt":1795622400000}})

export const getFinanceInvoiceDownloadResponseMock = (): FinanceFileEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"资金流水-20261124.xlsx","mime":"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet","contentBase64":"UEsDBA=="}})

export const getFinanceWithdrawPreviewResponseMock = (): FinanceWithdrawPreviewEnvelope => ({"code":1,"msg":"成功","data":{"channel":"normal","available":1256050,"owed":0,"frozen":0,"minAmount":100,"maxAmount":1256050,"dailyLimit":1,"todayCount":0,"amount":100000,"fee":100,"feeRule":"每笔 0.1%，最低 ¥1，最高 ¥25","taxWithheld":0,"taxRule":null,"arrivalAmount":99900,"currency":"CNY","rate":null,"rateAt":null,"foreignAmount":null,"expectedArrivalAt":1796083200000,"allowed":true,"reasons":[],"account":{"accountName":"杭州文具小铺有限公司","bankName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888"},"smsPhoneMasked":"138****0001"}})

export const getFinanceWithdrawSmsCodeResponseMock = (): FinanceSmsSentEnvelope => ({"code":1,"msg":"成功","data":{"phoneMasked":"138****0001","cooldownSeconds":60,"expireSeconds":600}})

export const getFinanceWithdrawCreateResponseMock = (): FinanceWithdrawalEnvelope => ({"code":1,"msg":"成功","data":{"withdrawalId":88,"withdrawNo":"TX202611240001","channel":"normal","amount":100000,"fee":100,"taxWithheld":0,"arrivalAmount":99900,"currency":"CNY","rate":null,"foreignAmount":null,"account":{"accountName":"杭州文具小铺有限公司","bankName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888"},"status":0,"failReason":null,"createdAt":1795996800000,"expectedArrivalAt":1796083200000,"paidAt":null,"failedAt":null}})

export const getFinanceCrossWithdrawPreviewResponseMock = (): FinanceWithdrawPreviewEnvelope => ({"code":1,"msg":"成功","data":{"channel":"normal","available":1256050,"owed":0,"frozen":0,"minAmount":100,"maxAmount":1256050,"dailyLimit":1,"todayCount":0,"amount":100000,"fee":100,"feeRule":"每笔 0.1%，最低 ¥1，最高 ¥25","taxWithheld":0,"taxRule":null,"arrivalAmount":99900,"currency":"CNY","rate":null,"rateAt":null,"foreignAmount":null,"expectedArrivalAt":1796083200000,"allowed":true,"reasons":[],"account":{"accountName":"杭州文具小铺有限公司","bankName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888"},"smsPhoneMasked":"138****0001"}})

export const getFinanceCrossWithdrawCreateResponseMock = (): FinanceWithdrawalEnvelope => ({"code":1,"msg":"成功","data":{"withdrawalId":88,"withdrawNo":"TX202611240001","channel":"normal","amount":100000,"fee":100,"taxWithheld":0,"arrivalAmount":99900,"currency":"CNY","rate":null,"foreignAmount":null,"account":{"accountName":"杭州文具小铺有限公司","bankName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888"},"status":0,"failReason":null,"createdAt":1795996800000,"expectedArrivalAt":1796083200000,"paidAt":null,"failedAt":null}})

export const getFinanceWithdrawListResponseMock = (): FinanceWithdrawPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"withdrawalId":88,"withdrawNo":"TX202611240001","channel":"normal","amount":100000,"fee":100,"taxWithheld":0,"arrivalAmount":99900,"currency":"CNY","rate":null,"foreignAmount":null,"account":{"accountName":"杭州文具小铺有限公司","bankName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888"},"status":0,"failReason":null,"createdAt":1795996800000,"expectedArrivalAt":1796083200000,"paidAt":null,"failedAt":null}],"nextCursor":null,"hasMore":false}})

export const getFinanceWithdrawTaxCertificateResponseMock = (): FinanceTaxCertificateEnvelope => ({"code":1,"msg":"成功","data":{"certificateNo":"WS2026112400088","withdrawNo":"TX202611240001","taxpayerName":"张小明","taxpayerIdMasked":"3301**********1234","income":100000,"taxRate":"1.5%","taxWithheld":1500,"withholder":"杭州校园优选科技有限公司","taxAuthority":"国家税务总局杭州市西湖区税务局","issuedAt":1796083200000}})

export const getFinanceAccountDetailResponseMock = (): FinanceAccountDetailEnvelope => ({"code":1,"msg":"成功","data":{"companyType":1,"isOwner":true,"bankAccount":{"accountType":1,"accountName":"杭州文具小铺有限公司","bankName":"招商银行","branchName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888","updatedAt":1790000000000},"overseasAccount":null,"allowedAccountTypes":[1],"allowedNames":["杭州文具小铺有限公司"],"ownerPhoneMasked":"138****0001","changes":[{"changedAt":1790000000000,"operatorName":"王店长","accountNoMasked":"**** **** 0888"}]}})

export const getFinanceAccountSmsCodeResponseMock = (): FinanceSmsSentEnvelope => ({"code":1,"msg":"成功","data":{"phoneMasked":"138****0001","cooldownSeconds":60,"expireSeconds":600}})

export const getFinanceAccountUpdateResponseMock = (): FinanceAccountDetailEnvelope => ({"code":1,"msg":"成功","data":{"companyType":1,"isOwner":true,"bankAccount":{"accountType":1,"accountName":"杭州文具小铺有限公司","bankName":"招商银行","branchName":"招商银行杭州文三支行","accountNoMasked":"**** **** 0888","updatedAt":1790000000000},"overseasAccount":null,"allowedAccountTypes":[1],"allowedNames":["杭州文具小铺有限公司"],"ownerPhoneMasked":"138****0001","changes":[{"changedAt":1790000000000,"operatorName":"王店长","accountNoMasked":"**** **** 0888"}]}})

export const getFinanceYbDetailResponseMock = (): FinanceYbAccountEnvelope => ({"code":1,"msg":"成功","data":{"status":2,"merchantNo":"10088012345","legalName":"王店长","licenceName":"杭州文具小铺有限公司","contactName":"王店长","contactPhoneMasked":"138****0001","contactEmail":"finance@wenju.example.cn","idFrontUrl":"https://static.example.cn/uploads/idcard/front-001.jpg","idBackUrl":"https://static.example.cn/uploads/idcard/back-001.jpg","settleAccountMasked":"招商银行 **** 0888","submittedAt":1789000000000,"openedAt":1789300000000,"rejectReason":null}})

export const getFinanceYbSubmitResponseMock = (): FinanceYbAccountEnvelope => ({"code":1,"msg":"成功","data":{"status":2,"merchantNo":"10088012345","legalName":"王店长","licenceName":"杭州文具小铺有限公司","contactName":"王店长","contactPhoneMasked":"138****0001","contactEmail":"finance@wenju.example.cn","idFrontUrl":"https://static.example.cn/uploads/idcard/front-001.jpg","idBackUrl":"https://static.example.cn/uploads/idcard/back-001.jpg","settleAccountMasked":"招商银行 **** 0888","submittedAt":1789000000000,"openedAt":1789300000000,"rejectReason":null}})


export const getFinanceOverviewMockHandler = (overrideResponse?: FinanceOverviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceOverviewEnvelope> | FinanceOverviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/overview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceOverviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceFlowListMockHandler = (overrideResponse?: FinanceFlowPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFlowPageEnvelope> | FinanceFlowPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/flow/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceFlowListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceFlowExportMockHandler = (overrideResponse?: FinanceFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFileEnvelope> | FinanceFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/flow/export', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceFlowExportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementListMockHandler = (overrideResponse?: FinanceStatementPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceStatementPageEnvelope> | FinanceStatementPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementDetailMockHandler = (overrideResponse?: FinanceStatementEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceStatementEnvelope> | FinanceStatementEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementLinesMockHandler = (overrideResponse?: FinanceStatementLinePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceStatementLinePageEnvelope> | FinanceStatementLinePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/lines', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementLinesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementConfirmMockHandler = (overrideResponse?: FinanceStatementEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceStatementEnvelope> | FinanceStatementEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/confirm', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementConfirmResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementDisputeMockHandler = (overrideResponse?: FinanceStatementEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceStatementEnvelope> | FinanceStatementEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/dispute', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementDisputeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceStatementExportMockHandler = (overrideResponse?: FinanceFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFileEnvelope> | FinanceFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/statement/export', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceStatementExportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceSubsidyListMockHandler = (overrideResponse?: FinanceSubsidyPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSubsidyPageEnvelope> | FinanceSubsidyPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/subsidy/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceSubsidyListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceSubsidyActivitiesMockHandler = (overrideResponse?: FinanceSubsidyActivityListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSubsidyActivityListEnvelope> | FinanceSubsidyActivityListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/subsidy/activities', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceSubsidyActivitiesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceDepositSummaryMockHandler = (overrideResponse?: FinanceDepositSummaryEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceDepositSummaryEnvelope> | FinanceDepositSummaryEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/deposit/summary', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceDepositSummaryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceDepositRecordsMockHandler = (overrideResponse?: FinanceDepositRecordPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceDepositRecordPageEnvelope> | FinanceDepositRecordPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/deposit/records', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceDepositRecordsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceDepositRechargeMockHandler = (overrideResponse?: FinanceDepositRecordEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceDepositRecordEnvelope> | FinanceDepositRecordEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/deposit/recharge', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceDepositRechargeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceMarketingSummaryMockHandler = (overrideResponse?: FinanceMarketingSummaryEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceMarketingSummaryEnvelope> | FinanceMarketingSummaryEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/marketing/summary', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceMarketingSummaryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceMarketingFlowMockHandler = (overrideResponse?: FinanceFlowPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFlowPageEnvelope> | FinanceFlowPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/marketing/flow', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceMarketingFlowResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceMarketingRechargeMockHandler = (overrideResponse?: FinanceMarketingSummaryEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceMarketingSummaryEnvelope> | FinanceMarketingSummaryEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/marketing/recharge', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceMarketingRechargeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceSummaryMockHandler = (overrideResponse?: FinanceInvoiceSummaryEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoiceSummaryEnvelope> | FinanceInvoiceSummaryEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/summary', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceSummaryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceTitleGetMockHandler = (overrideResponse?: FinanceInvoiceTitleResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoiceTitleResultEnvelope> | FinanceInvoiceTitleResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/title/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceTitleGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceTitleSaveMockHandler = (overrideResponse?: FinanceInvoiceTitleResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoiceTitleResultEnvelope> | FinanceInvoiceTitleResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/title/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceTitleSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceApplyMockHandler = (overrideResponse?: FinanceInvoiceEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoiceEnvelope> | FinanceInvoiceEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/apply', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceApplyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceListMockHandler = (overrideResponse?: FinanceInvoicePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoicePageEnvelope> | FinanceInvoicePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceRedMockHandler = (overrideResponse?: FinanceInvoiceEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceInvoiceEnvelope> | FinanceInvoiceEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/red', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceRedResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceInvoiceDownloadMockHandler = (overrideResponse?: FinanceFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFileEnvelope> | FinanceFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/invoice/download', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceInvoiceDownloadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceWithdrawPreviewMockHandler = (overrideResponse?: FinanceWithdrawPreviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceWithdrawPreviewEnvelope> | FinanceWithdrawPreviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/preview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceWithdrawPreviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceWithdrawSmsCodeMockHandler = (overrideResponse?: FinanceSmsSentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSmsSentEnvelope> | FinanceSmsSentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/smsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceWithdrawSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceWithdrawCreateMockHandler = (overrideResponse?: FinanceWithdrawalEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceWithdrawalEnvelope> | FinanceWithdrawalEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceWithdrawCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceCrossWithdrawPreviewMockHandler = (overrideResponse?: FinanceWithdrawPreviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceWithdrawPreviewEnvelope> | FinanceWithdrawPreviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/cross/preview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceCrossWithdrawPreviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceCrossWithdrawCreateMockHandler = (overrideResponse?: FinanceWithdrawalEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceWithdrawalEnvelope> | FinanceWithdrawalEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/cross/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceCrossWithdrawCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceWithdrawListMockHandler = (overrideResponse?: FinanceWithdrawPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceWithdrawPageEnvelope> | FinanceWithdrawPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceWithdrawListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceWithdrawTaxCertificateMockHandler = (overrideResponse?: FinanceTaxCertificateEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceTaxCertificateEnvelope> | FinanceTaxCertificateEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/withdraw/taxCertificate', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceWithdrawTaxCertificateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceAccountDetailMockHandler = (overrideResponse?: FinanceAccountDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceAccountDetailEnvelope> | FinanceAccountDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/account/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceAccountDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceAccountSmsCodeMockHandler = (overrideResponse?: FinanceSmsSentEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceSmsSentEnvelope> | FinanceSmsSentEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/account/smsCode', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceAccountSmsCodeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceAccountUpdateMockHandler = (overrideResponse?: FinanceAccountDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceAccountDetailEnvelope> | FinanceAccountDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/account/update', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceAccountUpdateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceYbDetailMockHandler = (overrideResponse?: FinanceYbAccountEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceYbAccountEnvelope> | FinanceYbAccountEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/account/yb/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceYbDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFinanceYbSubmitMockHandler = (overrideResponse?: FinanceYbAccountEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceYbAccountEnvelope> | FinanceYbAccountEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/finance/account/yb/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinanceYbSubmitResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getFinanceMock = () => [
  getFinanceOverviewMockHandler(),
  getFinanceFlowListMockHandler(),
  getFinanceFlowExportMockHandler(),
  getFinanceStatementListMockHandler(),
  getFinanceStatementDetailMockHandler(),
  getFinanceStatementLinesMockHandler(),
  getFinanceStatementConfirmMockHandler(),
  getFinanceStatementDisputeMockHandler(),
  getFinanceStatementExportMockHandler(),
  getFinanceSubsidyListMockHandler(),
  getFinanceSubsidyActivitiesMockHandler(),
  getFinanceDepositSummaryMockHandler(),
  getFinanceDepositRecordsMockHandler(),
  getFinanceDepositRechargeMockHandler(),
  getFinanceMarketingSummaryMockHandler(),
  getFinanceMarketingFlowMockHandler(),
  getFinanceMarketingRechargeMockHandler(),
  getFinanceInvoiceSummaryMockHandler(),
  getFinanceInvoiceTitleGetMockHandler(),
  getFinanceInvoiceTitleSaveMockHandler(),
  getFinanceInvoiceApplyMockHandler(),
  getFinanceInvoiceListMockHandler(),
  getFinanceInvoiceRedMockHandler(),
  getFinanceInvoiceDownloadMockHandler(),
  getFinanceWithdrawPreviewMockHandler(),
  getFinanceWithdrawSmsCodeMockHandler(),
  getFinanceWithdrawCreateMockHandler(),
  getFinanceCrossWithdrawPreviewMockHandler(),
  getFinanceCrossWithdrawCreateMockHandler(),
  getFinanceWithdrawListMockHandler(),
  getFinanceWithdrawTaxCertificateMockHandler(),
  getFinanceAccountDetailMockHandler(),
  getFinanceAccountSmsCodeMockHandler(),
  getFinanceAccountUpdateMockHandler(),
  getFinanceYbDetailMockHandler(),
  getFinanceYbSubmitMockHandler()
]
