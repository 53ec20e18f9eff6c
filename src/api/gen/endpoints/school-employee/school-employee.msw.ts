import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  FinanceFileEnvelope,
  SeAgentDetailEnvelope,
  SeAgentPageEnvelope,
  SeCenterEnvelope,
  SeCertificateCandidatesEnvelope,
  SeCertificateEnvelope,
  SeCertificatePageEnvelope,
  SeCertificatePdfEnvelope,
  SeOfferConfigEnvelope,
  SePostEnvelope,
  SePostListEnvelope,
  SeRewardAgentStatsEnvelope,
  SeRewardConfigEnvelope,
  SeRewardPageEnvelope,
  SeRewardPayEnvelope,
  SeRewardRuleEnvelope,
  SeRewardRuleListEnvelope,
  SeRewardScopeOptionsEnvelope,
  SeRewardStatisticsEnvelope,
  SeSchoolOptionsEnvelope,
  TpAnalysisEnvelope,
  TpBatchResultEnvelope,
  TpOverviewEnvelope,
  TpPackageEnvelope,
  TpSampleEnvelope,
  TpSampleListEnvelope,
  TpSampleOptionsEnvelope,
  TpSampleOrderPageEnvelope,
  TpSampleStopEnvelope,
  TpSubmissionEnvelope,
  TpTakePageEnvelope
} from '../../model';


export const getSeCenterResponseMock = (): SeCenterEnvelope => ({"code":1,"msg":"成功","data":{"states":[{"state":1,"text":"已报名","count":4},{"state":2,"text":"面试中","count":2},{"state":3,"text":"已发录用","count":1},{"state":4,"text":"在岗","count":6},{"state":5,"text":"已离任","count":1},{"state":6,"text":"未录用","count":2}],"schools":[{"schoolName":"浙江大学","active":3,"total":7}],"openPosts":3,"waitingApplications":6,"expiringOffers":1,"referralOrderCount":25,"referralOrderAmount":186000,"trend":[{"date":"2026-11-24","applied":2,"activated":1}],"todos":[{"kind":"offer","text":"李同学（浙江大学）的录用将于 24 小时内过期","agentId":9,"dueAt":1795600000000}]}})

export const getSeAgentListResponseMock = (): SeAgentPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"agentId":12,"name":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","postId":3,"role":"校园大使","state":2,"stateText":"面试中","referralCode":"XM7K2QPA","appliedAt":1795539353056,"offerDeadline":null,"updatedAt":1795539353056}],"hasMore":false,"nextCursor":null}})

export const getSeAgentDetailResponseMock = (): SeAgentDetailEnvelope => ({"code":1,"msg":"成功","data":{"agentId":12,"name":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","postId":3,"role":"校园大使","state":2,"stateText":"面试中","referralCode":"XM7K2QPA","appliedAt":1795539353056,"offerDeadline":null,"updatedAt":1795539353056,"major":"市场营销","grade":"大二","activeAt":null,"leftAt":null,"answers":[{"question":"你的年级与专业？","answer":"大二，市场营销"}],"offerLetter":null,"orderCount":0,"orderAmount":0,"referrerId":null,"referrerName":null,"recruitedCount":0,"logs":[{"action":"apply","actionText":"报名","fromState":null,"toState":1,"note":"报名「校园大使」","actor":"学生 王小雨","createdAt":1795539353056}],"actions":["reject","offer"]}})

export const getSeAgentActionResponseMock = (): SeAgentDetailEnvelope => ({"code":1,"msg":"成功","data":{"agentId":12,"name":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","postId":3,"role":"校园大使","state":2,"stateText":"面试中","referralCode":"XM7K2QPA","appliedAt":1795539353056,"offerDeadline":null,"updatedAt":1795539353056,"major":"市场营销","grade":"大二","activeAt":null,"leftAt":null,"answers":[{"question":"你的年级与专业？","answer":"大二，市场营销"}],"offerLetter":null,"orderCount":0,"orderAmount":0,"referrerId":null,"referrerName":null,"recruitedCount":0,"logs":[{"action":"apply","actionText":"报名","fromState":null,"toState":1,"note":"报名「校园大使」","actor":"学生 王小雨","createdAt":1795539353056}],"actions":["reject","offer"]}})

export const getSePostListResponseMock = (): SePostListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"postId":3,"schoolId":1,"schoolName":"浙江大学","role":"校园大使","headcount":5,"requirements":"在校本科生，每周可投入 6 小时","workContent":"在校内推广店铺商品、组织试用活动","rewardSummary":"每单提成 5%，每月最高 2000 元","questions":["你的年级与专业？"],"openAt":1795000000000,"closeAt":1797000000000,"status":1,"phase":2,"phaseText":"招募中","appliedCount":8,"activeCount":2,"createdAt":1794900000000,"updatedAt":1794900000000}]}})

export const getSePostDetailResponseMock = (): SePostEnvelope => ({"code":1,"msg":"成功","data":{"postId":3,"schoolId":1,"schoolName":"浙江大学","role":"校园大使","headcount":5,"requirements":"在校本科生，每周可投入 6 小时","workContent":"在校内推广店铺商品、组织试用活动","rewardSummary":"每单提成 5%，每月最高 2000 元","questions":["你的年级与专业？"],"openAt":1795000000000,"closeAt":1797000000000,"status":1,"phase":2,"phaseText":"招募中","appliedCount":8,"activeCount":2,"createdAt":1794900000000,"updatedAt":1794900000000}})

export const getSePostSaveResponseMock = (): SePostEnvelope => ({"code":1,"msg":"成功","data":{"postId":3,"schoolId":1,"schoolName":"浙江大学","role":"校园大使","headcount":5,"requirements":"在校本科生，每周可投入 6 小时","workContent":"在校内推广店铺商品、组织试用活动","rewardSummary":"每单提成 5%，每月最高 2000 元","questions":["你的年级与专业？"],"openAt":1795000000000,"closeAt":1797000000000,"status":1,"phase":2,"phaseText":"招募中","appliedCount":8,"activeCount":2,"createdAt":1794900000000,"updatedAt":1794900000000}})

export const getSePostCloseResponseMock = (): SePostEnvelope => ({"code":1,"msg":"成功","data":{"postId":3,"schoolId":1,"schoolName":"浙江大学","role":"校园大使","headcount":5,"requirements":"在校本科生，每周可投入 6 小时","workContent":"在校内推广店铺商品、组织试用活动","rewardSummary":"每单提成 5%，每月最高 2000 元","questions":["你的年级与专业？"],"openAt":1795000000000,"closeAt":1797000000000,"status":1,"phase":2,"phaseText":"招募中","appliedCount":8,"activeCount":2,"createdAt":1794900000000,"updatedAt":1794900000000}})

export const getSeSchoolOptionsResponseMock = (): SeSchoolOptionsEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"schoolId":1,"name":"浙江大学"}]}})

export const getSeOfferConfigGetResponseMock = (): SeOfferConfigEnvelope => ({"code":1,"msg":"成功","data":{"template":"{姓名}同学：恭喜你通过{学校}{岗位}的面试，请在{截止日期}前确认。","acceptDays":3,"updatedAt":null}})

export const getSeOfferConfigSaveResponseMock = (): SeOfferConfigEnvelope => ({"code":1,"msg":"成功","data":{"template":"{姓名}同学：恭喜你通过{学校}{岗位}的面试，请在{截止日期}前确认。","acceptDays":3,"updatedAt":null}})

export const getSeRewardConfigGetResponseMock = (): SeRewardConfigEnvelope => ({"code":1,"msg":"成功","data":{"recruitEnabled":true,"recruitAmount":2000,"holdDays":0,"minPayout":100,"updatedAt":null}})

export const getSeRewardConfigSaveResponseMock = (): SeRewardConfigEnvelope => ({"code":1,"msg":"成功","data":{"recruitEnabled":true,"recruitAmount":2000,"holdDays":0,"minPayout":100,"updatedAt":null}})

export const getSeRewardRuleListResponseMock = (): SeRewardRuleListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"ruleId":1,"name":"全店推荐奖励","mode":2,"modeText":"按实付金额比例","value":300,"scope":1,"scopeText":"全部商品","scopeId":null,"scopeName":null,"tiers":[{"threshold":100000,"value":500}],"startAt":1790000000000,"endAt":1800000000000,"status":1,"phase":2,"phaseText":"生效中","rewardCount":12,"rewardAmount":8650,"createdAt":1790000000000,"updatedAt":1790000000000}]}})

export const getSeRewardRuleDetailResponseMock = (): SeRewardRuleEnvelope => ({"code":1,"msg":"成功","data":{"ruleId":1,"name":"全店推荐奖励","mode":2,"modeText":"按实付金额比例","value":300,"scope":1,"scopeText":"全部商品","scopeId":null,"scopeName":null,"tiers":[{"threshold":100000,"value":500}],"startAt":1790000000000,"endAt":1800000000000,"status":1,"phase":2,"phaseText":"生效中","rewardCount":12,"rewardAmount":8650,"createdAt":1790000000000,"updatedAt":1790000000000}})

export const getSeRewardRuleSaveResponseMock = (): SeRewardRuleEnvelope => ({"code":1,"msg":"成功","data":{"ruleId":1,"name":"全店推荐奖励","mode":2,"modeText":"按实付金额比例","value":300,"scope":1,"scopeText":"全部商品","scopeId":null,"scopeName":null,"tiers":[{"threshold":100000,"value":500}],"startAt":1790000000000,"endAt":1800000000000,"status":1,"phase":2,"phaseText":"生效中","rewardCount":12,"rewardAmount":8650,"createdAt":1790000000000,"updatedAt":1790000000000}})

export const getSeRewardRuleStatusResponseMock = (): SeRewardRuleEnvelope => ({"code":1,"msg":"成功","data":{"ruleId":1,"name":"全店推荐奖励","mode":2,"modeText":"按实付金额比例","value":300,"scope":1,"scopeText":"全部商品","scopeId":null,"scopeName":null,"tiers":[{"threshold":100000,"value":500}],"startAt":1790000000000,"endAt":1800000000000,"status":1,"phase":2,"phaseText":"生效中","rewardCount":12,"rewardAmount":8650,"createdAt":1790000000000,"updatedAt":1790000000000}})

export const getSeRewardScopeOptionsResponseMock = (): SeRewardScopeOptionsEnvelope => ({"code":1,"msg":"成功","data":{"goods":[{"goodsId":3,"name":"校园定制帆布包","priceMin":3900}],"categories":[{"categoryId":1,"name":"服饰箱包","level":1}]}})

export const getSeRewardListResponseMock = (): SeRewardPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"rewardId":5,"kind":1,"kindText":"销售奖励","agentId":12,"agentName":"王小雨","referralCode":"XM7K2QPA","schoolName":"浙江大学","orderId":301,"orderNo":"XM202611200001","goodsName":"校园定制帆布包","ruleId":1,"ruleName":"全店推荐奖励","base":3900,"amount":117,"reversed":0,"net":117,"state":2,"stateText":"可发放","orderPaidAt":1795539353056,"payableAt":1795600000000,"paidAt":null,"createdAt":1795539400000}],"hasMore":false,"nextCursor":null,"states":[{"state":1,"text":"待结算","count":40,"amount":20000},{"state":2,"text":"可发放","count":3,"amount":1500},{"state":3,"text":"已发放","count":3,"amount":1200},{"state":4,"text":"已冲回","count":2,"amount":600}]}})

export const getSeRewardPayResponseMock = (): SeRewardPayEnvelope => ({"code":1,"msg":"成功","data":{"count":2,"total":234,"available":1250000}})

export const getSeRewardStatisticsResponseMock = (): SeRewardStatisticsEnvelope => ({"code":1,"msg":"成功","data":{"states":[{"state":1,"text":"待结算","count":40,"amount":20000},{"state":2,"text":"可发放","count":3,"amount":1500},{"state":3,"text":"已发放","count":3,"amount":1200},{"state":4,"text":"已冲回","count":2,"amount":600}],"owed":21500,"paid":1200,"available":1250000,"schools":[{"schoolName":"浙江大学","agents":3,"count":20,"amount":9800,"paid":600}],"days":[{"date":"2026-11-24","amount":350,"paid":0}]}})

export const getSeRewardAgentStatsResponseMock = (): SeRewardAgentStatsEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"agentId":12,"name":"王小雨","schoolName":"浙江大学","referralCode":"XM7K2QPA","count":8,"amount":4200,"reversed":100,"pending":3000,"payable":500,"paid":600}],"hasMore":false,"nextCursor":null}})

export const getTpOverviewResponseMock = (): TpOverviewEnvelope => ({"code":1,"msg":"成功","data":{"phases":[{"phase":2,"text":"进行中","count":1}],"takenCount":3,"waitingCount":1,"approvedCount":1,"rejectedCount":0,"rewardOwed":500,"list":[]}})

export const getTpDetailResponseMock = (): TpPackageEnvelope => ({"code":1,"msg":"成功","data":{"packageId":1,"title":"开学季宿舍好物体验","description":"体验商品并完成问卷与拍照","tasks":[{"kind":"single","title":"你最喜欢哪款商品？","options":["收纳箱","台灯"],"link":null}],"reward":500,"quota":20,"openAt":1795539353056,"deadline":1796539353056,"status":1,"phase":2,"phaseText":"进行中","takenCount":3,"waitingCount":1,"approvedCount":1,"rejectedCount":0,"rewardOwed":500,"createdAt":1795539353056,"updatedAt":1795539353056}})

export const getTpSaveResponseMock = (): TpPackageEnvelope => ({"code":1,"msg":"成功","data":{"packageId":1,"title":"开学季宿舍好物体验","description":"体验商品并完成问卷与拍照","tasks":[{"kind":"single","title":"你最喜欢哪款商品？","options":["收纳箱","台灯"],"link":null}],"reward":500,"quota":20,"openAt":1795539353056,"deadline":1796539353056,"status":1,"phase":2,"phaseText":"进行中","takenCount":3,"waitingCount":1,"approvedCount":1,"rejectedCount":0,"rewardOwed":500,"createdAt":1795539353056,"updatedAt":1795539353056}})

export const getTpCloseResponseMock = (): TpPackageEnvelope => ({"code":1,"msg":"成功","data":{"packageId":1,"title":"开学季宿舍好物体验","description":"体验商品并完成问卷与拍照","tasks":[{"kind":"single","title":"你最喜欢哪款商品？","options":["收纳箱","台灯"],"link":null}],"reward":500,"quota":20,"openAt":1795539353056,"deadline":1796539353056,"status":1,"phase":2,"phaseText":"进行中","takenCount":3,"waitingCount":1,"approvedCount":1,"rejectedCount":0,"rewardOwed":500,"createdAt":1795539353056,"updatedAt":1795539353056}})

export const getTpReceiveListResponseMock = (): TpTakePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"takeId":9,"packageId":1,"packageTitle":"开学季宿舍好物体验","agentId":12,"agentName":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","status":2,"statusText":"待审核","reward":500,"photoCount":2,"takenAt":1795539353056,"submittedAt":1795539353056,"reviewedAt":null,"rejectReason":null}],"hasMore":false,"nextCursor":null}})

export const getTpSubmissionListResponseMock = (): TpTakePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"takeId":9,"packageId":1,"packageTitle":"开学季宿舍好物体验","agentId":12,"agentName":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","status":2,"statusText":"待审核","reward":500,"photoCount":2,"takenAt":1795539353056,"submittedAt":1795539353056,"reviewedAt":null,"rejectReason":null}],"hasMore":false,"nextCursor":null}})

export const getTpSubmissionDetailResponseMock = (): TpSubmissionEnvelope => ({"code":1,"msg":"成功","data":{"takeId":9,"packageId":1,"packageTitle":"开学季宿舍好物体验","packagePhase":2,"packagePhaseText":"进行中","agentId":12,"agentName":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","status":2,"statusText":"待审核","reward":500,"takenAt":1795539353056,"submittedAt":1795539353056,"reviewedAt":null,"reviewedBy":null,"rejectReason":null,"items":[{"kind":"single","kindText":"单选题","title":"你最喜欢哪款商品？","options":["收纳箱","台灯"],"taskLink":null,"choices":[0],"choiceTexts":["收纳箱"],"text":null,"photos":[],"link":null}]}})

export const getTpReviewResponseMock = (): TpSubmissionEnvelope => ({"code":1,"msg":"成功","data":{"takeId":9,"packageId":1,"packageTitle":"开学季宿舍好物体验","packagePhase":2,"packagePhaseText":"进行中","agentId":12,"agentName":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","status":2,"statusText":"待审核","reward":500,"takenAt":1795539353056,"submittedAt":1795539353056,"reviewedAt":null,"reviewedBy":null,"rejectReason":null,"items":[{"kind":"single","kindText":"单选题","title":"你最喜欢哪款商品？","options":["收纳箱","台灯"],"taskLink":null,"choices":[0],"choiceTexts":["收纳箱"],"text":null,"photos":[],"link":null}]}})

export const getTpBatchApproveResponseMock = (): TpBatchResultEnvelope => ({"code":1,"msg":"成功","data":{"approved":2}})

export const getTpAnalysisResponseMock = (): TpAnalysisEnvelope => ({"code":1,"msg":"成功","data":{"package":{"packageId":1,"title":"开学季宿舍好物体验","description":"体验商品并完成问卷与拍照","tasks":[],"reward":500,"quota":20,"openAt":1795539353056,"deadline":1796539353056,"status":1,"phase":2,"phaseText":"进行中","takenCount":3,"waitingCount":1,"approvedCount":1,"rejectedCount":0,"rewardOwed":500,"createdAt":1795539353056,"updatedAt":1795539353056},"approvedCount":1,"questions":[{"index":0,"kind":"single","kindText":"单选题","title":"你最喜欢哪款商品？","answered":1,"options":[{"text":"收纳箱","count":1},{"text":"台灯","count":0}],"texts":[]}]}})

export const getTpAnalysisExportResponseMock = (): FinanceFileEnvelope => ({"code":1,"msg":"成功","data":{"fileName":"资金流水-20261124.xlsx","mime":"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet","contentBase64":"UEsDBA=="}})

export const getTpSampleListResponseMock = (): TpSampleListEnvelope => ({"code":1,"msg":"成功","data":{"list":[]}})

export const getTpSampleDetailResponseMock = (): TpSampleEnvelope => ({"code":1,"msg":"成功","data":{"sampleId":1,"packageId":1,"packageTitle":"开学季宿舍好物体验","packagePhaseText":"进行中","goodsId":3,"skuId":5,"goodsName":"宿舍折叠收纳箱","specText":"大号","image":null,"unitPrice":2990,"perAgent":1,"total":20,"allocated":3,"remaining":17,"status":1,"statusText":"发放中","orderCount":3,"shippedCount":1,"note":"体验装","createdAt":1795539353056,"updatedAt":1795539353056}})

export const getTpSampleOptionsResponseMock = (): TpSampleOptionsEnvelope => ({"code":1,"msg":"成功","data":{"packages":[{"packageId":1,"title":"开学季宿舍好物体验","phaseText":"进行中","deadline":1796539353056,"hasSample":false}],"goods":[{"goodsId":3,"name":"宿舍折叠收纳箱","image":null,"onSale":true,"skus":[{"skuId":5,"specText":"大号","price":2990,"stock":120}]}]}})

export const getTpSampleSaveResponseMock = (): TpSampleEnvelope => ({"code":1,"msg":"成功","data":{"sampleId":1,"packageId":1,"packageTitle":"开学季宿舍好物体验","packagePhaseText":"进行中","goodsId":3,"skuId":5,"goodsName":"宿舍折叠收纳箱","specText":"大号","image":null,"unitPrice":2990,"perAgent":1,"total":20,"allocated":3,"remaining":17,"status":1,"statusText":"发放中","orderCount":3,"shippedCount":1,"note":"体验装","createdAt":1795539353056,"updatedAt":1795539353056}})

export const getTpSampleStopResponseMock = (): TpSampleStopEnvelope => ({"code":1,"msg":"成功","data":{"sampleId":1,"returned":17}})

export const getTpSampleOrdersResponseMock = (): TpSampleOrderPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1,"sampleId":1,"takeId":9,"packageTitle":"开学季宿舍好物体验","goodsName":"宿舍折叠收纳箱","specText":"大号","quantity":1,"agentId":12,"agentName":"王小雨","schoolName":"浙江大学","orderId":301,"orderNo":"20261125103000900009","orderStatus":2,"orderStatusText":"待发货","createdAt":1795539353056}],"nextCursor":null}})

export const getSeCertificateListResponseMock = (): SeCertificatePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[],"nextCursor":null}})

export const getSeCertificateCandidatesResponseMock = (): SeCertificateCandidatesEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"agentId":3,"name":"林晓","schoolName":"浙江大学","role":"校园大使","state":5,"activeAt":1793000000000,"leftAt":1795000000000,"workContent":"在校内推广店铺商品"}]}})

export const getSeCertificateDetailResponseMock = (): SeCertificateEnvelope => ({"code":1,"msg":"成功","data":{"certificateId":1,"certNo":"SX202611250001","verifyCode":"K7QD-8MZP","agentId":3,"agentName":"林晓","schoolName":"浙江大学","major":"市场营销","role":"校园大使","shopName":"校园好物店","periodStart":1793000000000,"periodEnd":1795000000000,"workSummary":"在校内推广店铺商品、组织试用与团购","orderCount":12,"orderAmount":356000,"comment":"工作认真负责，沟通能力强","status":1,"revokeReason":null,"issuedAt":1795000000000,"revokedAt":null}})

export const getSeCertificateIssueResponseMock = (): SeCertificateEnvelope => ({"code":1,"msg":"成功","data":{"certificateId":1,"certNo":"SX202611250001","verifyCode":"K7QD-8MZP","agentId":3,"agentName":"林晓","schoolName":"浙江大学","major":"市场营销","role":"校园大使","shopName":"校园好物店","periodStart":1793000000000,"periodEnd":1795000000000,"workSummary":"在校内推广店铺商品、组织试用与团购","orderCount":12,"orderAmount":356000,"comment":"工作认真负责，沟通能力强","status":1,"revokeReason":null,"issuedAt":1795000000000,"revokedAt":null}})

export const getSeCertificateRevokeResponseMock = (): SeCertificateEnvelope => ({"code":1,"msg":"成功","data":{"certificateId":1,"certNo":"SX202611250001","verifyCode":"K7QD-8MZP","agentId":3,"agentName":"林晓","schoolName":"浙江大学","major":"市场营销","role":"校园大使","shopName":"校园好物店","periodStart":1793000000000,"periodEnd":1795000000000,"workSummary":"在校内推广店铺商品、组织试用与团购","orderCount":12,"orderAmount":356000,"comment":"工作认真负责，沟通能力强","status":1,"revokeReason":null,"issuedAt":1795000000000,"revokedAt":null}})

export const getSeCertificatePdfResponseMock = (): SeCertificatePdfEnvelope => ({"code":1,"msg":"成功","data":{"url":"/xm-merchant/common/file/3f2a9c0d4b1e4e7f9a8b6c5d4e3f2a1b.pdf?e=1717286400000&s=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6","fileName":"实习证明-SX202611250001.pdf"}})


export const getSeCenterMockHandler = (overrideResponse?: SeCenterEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCenterEnvelope> | SeCenterEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/agent/center', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCenterResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeAgentListMockHandler = (overrideResponse?: SeAgentPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeAgentPageEnvelope> | SeAgentPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/agent/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeAgentListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeAgentDetailMockHandler = (overrideResponse?: SeAgentDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeAgentDetailEnvelope> | SeAgentDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/agent/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeAgentDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeAgentActionMockHandler = (overrideResponse?: SeAgentDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeAgentDetailEnvelope> | SeAgentDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/agent/action', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeAgentActionResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSePostListMockHandler = (overrideResponse?: SePostListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SePostListEnvelope> | SePostListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/recruitPost/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSePostListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSePostDetailMockHandler = (overrideResponse?: SePostEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SePostEnvelope> | SePostEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/recruitPost/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSePostDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSePostSaveMockHandler = (overrideResponse?: SePostEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SePostEnvelope> | SePostEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/recruitPost/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSePostSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSePostCloseMockHandler = (overrideResponse?: SePostEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SePostEnvelope> | SePostEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/recruitPost/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSePostCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeSchoolOptionsMockHandler = (overrideResponse?: SeSchoolOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeSchoolOptionsEnvelope> | SeSchoolOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/recruitPost/schools', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeSchoolOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeOfferConfigGetMockHandler = (overrideResponse?: SeOfferConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeOfferConfigEnvelope> | SeOfferConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/offerConfig/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeOfferConfigGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeOfferConfigSaveMockHandler = (overrideResponse?: SeOfferConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeOfferConfigEnvelope> | SeOfferConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/offerConfig/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeOfferConfigSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardConfigGetMockHandler = (overrideResponse?: SeRewardConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardConfigEnvelope> | SeRewardConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/rewardConfig/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardConfigGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardConfigSaveMockHandler = (overrideResponse?: SeRewardConfigEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardConfigEnvelope> | SeRewardConfigEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/rewardConfig/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardConfigSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardRuleListMockHandler = (overrideResponse?: SeRewardRuleListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardRuleListEnvelope> | SeRewardRuleListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/rule/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardRuleListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardRuleDetailMockHandler = (overrideResponse?: SeRewardRuleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardRuleEnvelope> | SeRewardRuleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/rule/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardRuleDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardRuleSaveMockHandler = (overrideResponse?: SeRewardRuleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardRuleEnvelope> | SeRewardRuleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/rule/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardRuleSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardRuleStatusMockHandler = (overrideResponse?: SeRewardRuleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardRuleEnvelope> | SeRewardRuleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/rule/status', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardRuleStatusResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardScopeOptionsMockHandler = (overrideResponse?: SeRewardScopeOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardScopeOptionsEnvelope> | SeRewardScopeOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/rule/scopeOptions', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardScopeOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardListMockHandler = (overrideResponse?: SeRewardPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardPageEnvelope> | SeRewardPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardPayMockHandler = (overrideResponse?: SeRewardPayEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardPayEnvelope> | SeRewardPayEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/pay', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardPayResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardStatisticsMockHandler = (overrideResponse?: SeRewardStatisticsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardStatisticsEnvelope> | SeRewardStatisticsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeRewardAgentStatsMockHandler = (overrideResponse?: SeRewardAgentStatsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeRewardAgentStatsEnvelope> | SeRewardAgentStatsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/salesReward/agentStats', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeRewardAgentStatsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpOverviewMockHandler = (overrideResponse?: TpOverviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpOverviewEnvelope> | TpOverviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/overview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpOverviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpDetailMockHandler = (overrideResponse?: TpPackageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpPackageEnvelope> | TpPackageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSaveMockHandler = (overrideResponse?: TpPackageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpPackageEnvelope> | TpPackageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpCloseMockHandler = (overrideResponse?: TpPackageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpPackageEnvelope> | TpPackageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpReceiveListMockHandler = (overrideResponse?: TpTakePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpTakePageEnvelope> | TpTakePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/receiveList', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpReceiveListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSubmissionListMockHandler = (overrideResponse?: TpTakePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpTakePageEnvelope> | TpTakePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/submission/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSubmissionListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSubmissionDetailMockHandler = (overrideResponse?: TpSubmissionEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSubmissionEnvelope> | TpSubmissionEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/submission/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSubmissionDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpReviewMockHandler = (overrideResponse?: TpSubmissionEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSubmissionEnvelope> | TpSubmissionEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/submission/review', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpReviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpBatchApproveMockHandler = (overrideResponse?: TpBatchResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpBatchResultEnvelope> | TpBatchResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/submission/batchApprove', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpBatchApproveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpAnalysisMockHandler = (overrideResponse?: TpAnalysisEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpAnalysisEnvelope> | TpAnalysisEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/analysis', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpAnalysisResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpAnalysisExportMockHandler = (overrideResponse?: FinanceFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FinanceFileEnvelope> | FinanceFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/analysis/export', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpAnalysisExportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleListMockHandler = (overrideResponse?: TpSampleListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleListEnvelope> | TpSampleListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleDetailMockHandler = (overrideResponse?: TpSampleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleEnvelope> | TpSampleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleOptionsMockHandler = (overrideResponse?: TpSampleOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleOptionsEnvelope> | TpSampleOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/options', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleSaveMockHandler = (overrideResponse?: TpSampleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleEnvelope> | TpSampleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleStopMockHandler = (overrideResponse?: TpSampleStopEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleStopEnvelope> | TpSampleStopEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/stop', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleStopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTpSampleOrdersMockHandler = (overrideResponse?: TpSampleOrderPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TpSampleOrderPageEnvelope> | TpSampleOrderPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/taskPackage/sample/orders', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTpSampleOrdersResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificateListMockHandler = (overrideResponse?: SeCertificatePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificatePageEnvelope> | SeCertificatePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificateListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificateCandidatesMockHandler = (overrideResponse?: SeCertificateCandidatesEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificateCandidatesEnvelope> | SeCertificateCandidatesEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/candidates', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificateCandidatesResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificateDetailMockHandler = (overrideResponse?: SeCertificateEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificateEnvelope> | SeCertificateEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificateDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificateIssueMockHandler = (overrideResponse?: SeCertificateEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificateEnvelope> | SeCertificateEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/issue', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificateIssueResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificateRevokeMockHandler = (overrideResponse?: SeCertificateEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificateEnvelope> | SeCertificateEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/revoke', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificateRevokeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSeCertificatePdfMockHandler = (overrideResponse?: SeCertificatePdfEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SeCertificatePdfEnvelope> | SeCertificatePdfEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/certificate/pdf', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSeCertificatePdfResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getSchoolEmployeeMock = () => [
  getSeCenterMockHandler(),
  getSeAgentListMockHandler(),
  getSeAgentDetailMockHandler(),
  getSeAgentActionMockHandler(),
  getSePostListMockHandler(),
  getSePostDetailMockHandler(),
  getSePostSaveMockHandler(),
  getSePostCloseMockHandler(),
  getSeSchoolOptionsMockHandler(),
  getSeOfferConfigGetMockHandler(),
  getSeOfferConfigSaveMockHandler(),
  getSeRewardConfigGetMockHandler(),
  getSeRewardConfigSaveMockHandler(),
  getSeRewardRuleListMockHandler(),
  getSeRewardRuleDetailMockHandler(),
  getSeRewardRuleSaveMockHandler(),
  getSeRewardRuleStatusMockHandler(),
  getSeRewardScopeOptionsMockHandler(),
  getSeRewardListMockHandler(),
  getSeRewardPayMockHandler(),
  getSeRewardStatisticsMockHandler(),
  getSeRewardAgentStatsMockHandler(),
  getTpOverviewMockHandler(),
  getTpDetailMockHandler(),
  getTpSaveMockHandler(),
  getTpCloseMockHandler(),
  getTpReceiveListMockHandler(),
  getTpSubmissionListMockHandler(),
  getTpSubmissionDetailMockHandler(),
  getTpReviewMockHandler(),
  getTpBatchApproveMockHandler(),
  getTpAnalysisMockHandler(),
  getTpAnalysisExportMockHandler(),
  getTpSampleListMockHandler(),
  getTpSampleDetailMockHandler(),
  getTpSampleOptionsMockHandler(),
  getTpSampleSaveMockHandler(),
  getTpSampleStopMockHandler(),
  getTpSampleOrdersMockHandler(),
  getSeCertificateListMockHandler(),
  getSeCertificateCandidatesMockHandler(),
  getSeCertificateDetailMockHandler(),
  getSeCertificateIssueMockHandler(),
  getSeCertificateRevokeMockHandler(),
  getSeCertificatePdfMockHandler()
]
