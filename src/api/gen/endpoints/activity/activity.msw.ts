import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  CouponEnvelope,
  CouponPageEnvelope,
  CouponStatisticsEnvelope,
  FullReductionEnvelope,
  FullReductionPageEnvelope,
  MkActivityDataEnvelope,
  MkActivityDetailEnvelope,
  MkActivityListEnvelope,
  MkGoodsOptionsEnvelope,
  MkGroupPageEnvelope,
  RoadshowApplicationEnvelope,
  RoadshowApplicationPageEnvelope,
  RoadshowListEnvelope,
  RoadshowScheduleEnvelope,
  ScAwardListEnvelope,
  ScRoundEnvelope,
  ScRoundListEnvelope,
  ScTeamEnvelope,
  ScTeamPageEnvelope,
  ScTopicEnvelope,
  ScTopicPageEnvelope
} from '../../model';


export const getCouponListResponseMock = (): CouponPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"couponId":1,"name":"开学季满 50 减 5","type":1,"typeText":"满减券","rule":"满 ¥50.00 减 ¥5.00","threshold":5000,"faceValue":500,"rateBp":0,"maxOff":null,"total":1000,"claimed":120,"used":45,"perBuyerLimit":1,"claimStart":1789000000000,"claimEnd":1790000000000,"validKind":2,"validStart":null,"validEnd":null,"validDays":30,"scope":1,"goodsIds":[],"audience":1,"audienceText":"全部买家","shopShareBp":10000,"state":2,"stateText":"进行中","stoppedAt":null,"version":1,"createdAt":1788900000000}],"nextCursor":null}})

export const getCouponDetailResponseMock = (): CouponEnvelope => ({"code":1,"msg":"成功","data":{"couponId":1,"name":"开学季满 50 减 5","type":1,"typeText":"满减券","rule":"满 ¥50.00 减 ¥5.00","threshold":5000,"faceValue":500,"rateBp":0,"maxOff":null,"total":1000,"claimed":120,"used":45,"perBuyerLimit":1,"claimStart":1789000000000,"claimEnd":1790000000000,"validKind":2,"validStart":null,"validEnd":null,"validDays":30,"scope":1,"goodsIds":[],"audience":1,"audienceText":"全部买家","shopShareBp":10000,"state":2,"stateText":"进行中","stoppedAt":null,"version":1,"createdAt":1788900000000}})

export const getCouponSaveResponseMock = (): CouponEnvelope => ({"code":1,"msg":"成功","data":{"couponId":1,"name":"开学季满 50 减 5","type":1,"typeText":"满减券","rule":"满 ¥50.00 减 ¥5.00","threshold":5000,"faceValue":500,"rateBp":0,"maxOff":null,"total":1000,"claimed":120,"used":45,"perBuyerLimit":1,"claimStart":1789000000000,"claimEnd":1790000000000,"validKind":2,"validStart":null,"validEnd":null,"validDays":30,"scope":1,"goodsIds":[],"audience":1,"audienceText":"全部买家","shopShareBp":10000,"state":2,"stateText":"进行中","stoppedAt":null,"version":1,"createdAt":1788900000000}})

export const getCouponStopResponseMock = (): CouponEnvelope => ({"code":1,"msg":"成功","data":{"couponId":1,"name":"开学季满 50 减 5","type":1,"typeText":"满减券","rule":"满 ¥50.00 减 ¥5.00","threshold":5000,"faceValue":500,"rateBp":0,"maxOff":null,"total":1000,"claimed":120,"used":45,"perBuyerLimit":1,"claimStart":1789000000000,"claimEnd":1790000000000,"validKind":2,"validStart":null,"validEnd":null,"validDays":30,"scope":1,"goodsIds":[],"audience":1,"audienceText":"全部买家","shopShareBp":10000,"state":2,"stateText":"进行中","stoppedAt":null,"version":1,"createdAt":1788900000000}})

export const getCouponStatisticsResponseMock = (): CouponStatisticsEnvelope => ({"code":1,"msg":"成功","data":{"coupon":{"couponId":1,"name":"开学季满 50 减 5","type":1,"typeText":"满减券","rule":"满 ¥50.00 减 ¥5.00","threshold":5000,"faceValue":500,"rateBp":0,"maxOff":null,"total":1000,"claimed":120,"used":45,"perBuyerLimit":1,"claimStart":1789000000000,"claimEnd":1790000000000,"validKind":2,"validStart":null,"validEnd":null,"validDays":30,"scope":1,"goodsIds":[],"audience":1,"audienceText":"全部买家","shopShareBp":10000,"state":2,"stateText":"进行中","stoppedAt":null,"version":1,"createdAt":1788900000000},"claimed":120,"used":45,"useRate":0.375,"paidAmount":450000,"cost":22500,"shopCost":22500,"returnOnCost":20,"series":[{"day":"2026-11-01","claimed":10,"used":4,"paidAmount":40000,"cost":2000}]}})

export const getFullReductionListResponseMock = (): FullReductionPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"fullReductionId":1,"name":"宿舍好物满减","tiers":[{"threshold":9900,"off":1000}],"tiersText":"满 ¥99.00 减 ¥10.00","freeShipping":false,"scope":1,"goodsIds":[],"startAt":1789000000000,"endAt":1790000000000,"state":2,"stateText":"进行中","orders":12,"discountTotal":12000,"paidTotal":150000,"version":1,"createdAt":1788900000000}],"nextCursor":null}})

export const getFullReductionDetailResponseMock = (): FullReductionEnvelope => ({"code":1,"msg":"成功","data":{"fullReductionId":1,"name":"宿舍好物满减","tiers":[{"threshold":9900,"off":1000}],"tiersText":"满 ¥99.00 减 ¥10.00","freeShipping":false,"scope":1,"goodsIds":[],"startAt":1789000000000,"endAt":1790000000000,"state":2,"stateText":"进行中","orders":12,"discountTotal":12000,"paidTotal":150000,"version":1,"createdAt":1788900000000}})

export const getFullReductionSaveResponseMock = (): FullReductionEnvelope => ({"code":1,"msg":"成功","data":{"fullReductionId":1,"name":"宿舍好物满减","tiers":[{"threshold":9900,"off":1000}],"tiersText":"满 ¥99.00 减 ¥10.00","freeShipping":false,"scope":1,"goodsIds":[],"startAt":1789000000000,"endAt":1790000000000,"state":2,"stateText":"进行中","orders":12,"discountTotal":12000,"paidTotal":150000,"version":1,"createdAt":1788900000000}})

export const getFullReductionStopResponseMock = (): FullReductionEnvelope => ({"code":1,"msg":"成功","data":{"fullReductionId":1,"name":"宿舍好物满减","tiers":[{"threshold":9900,"off":1000}],"tiersText":"满 ¥99.00 减 ¥10.00","freeShipping":false,"scope":1,"goodsIds":[],"startAt":1789000000000,"endAt":1790000000000,"state":2,"stateText":"进行中","orders":12,"discountTotal":12000,"paidTotal":150000,"version":1,"createdAt":1788900000000}})

export const getActivityGoodsOptionsResponseMock = (): MkGoodsOptionsEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"goodsId":1,"name":"宿舍收纳箱","price":2990,"skus":[{"skuId":1,"specText":"大号","price":2990,"stock":100,"lowest30":2990}]}]}})

export const getActivitySquareResponseMock = (): MkActivityListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"activityId":1,"type":2,"typeText":"秒杀","name":"开学季限时秒杀","description":"平台首页秒杀频道","signupStart":1789000000000,"signupEnd":1789500000000,"startAt":1789600000000,"endAt":1790000000000,"phase":2,"phaseText":"报名中","platformShareBp":3000,"rules":["秒杀价不高于近 30 天最低价"],"slots":["20:00-22:00"],"maxPerBuyer":2,"maxRateBp":null,"groupMin":null,"groupMax":null,"minStock":5,"maxViolationPoints":12,"categories":[],"qualified":true,"reason":null,"entries":0}]}})

export const getActivityDetailResponseMock = (): MkActivityDetailEnvelope => ({"code":1,"msg":"成功","data":{"activity":{"activityId":1,"type":2,"typeText":"秒杀","name":"开学季限时秒杀","description":"平台首页秒杀频道","signupStart":1789000000000,"signupEnd":1789500000000,"startAt":1789600000000,"endAt":1790000000000,"phase":2,"phaseText":"报名中","platformShareBp":3000,"rules":["秒杀价不高于近 30 天最低价"],"slots":["20:00-22:00"],"maxPerBuyer":2,"maxRateBp":null,"groupMin":null,"groupMax":null,"minStock":5,"maxViolationPoints":12,"categories":[],"qualified":true,"reason":null,"entries":0},"entries":[{"entryId":1,"activityId":1,"goodsId":1,"skuId":1,"goodsName":"宿舍收纳箱","specText":"大号","goodsPrice":2990,"activityPrice":1990,"stock":20,"sold":3,"perBuyerLimit":1,"slot":"20:00-22:00","groupSize":null,"autoFill":null,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"createdAt":1789100000000}],"timeline":[{"at":1789000000000,"text":"报名开始","done":true}]}})

export const getActivitySubmitResponseMock = (): MkActivityDetailEnvelope => ({"code":1,"msg":"成功","data":{"activity":{"activityId":1,"type":2,"typeText":"秒杀","name":"开学季限时秒杀","description":"平台首页秒杀频道","signupStart":1789000000000,"signupEnd":1789500000000,"startAt":1789600000000,"endAt":1790000000000,"phase":2,"phaseText":"报名中","platformShareBp":3000,"rules":["秒杀价不高于近 30 天最低价"],"slots":["20:00-22:00"],"maxPerBuyer":2,"maxRateBp":null,"groupMin":null,"groupMax":null,"minStock":5,"maxViolationPoints":12,"categories":[],"qualified":true,"reason":null,"entries":0},"entries":[{"entryId":1,"activityId":1,"goodsId":1,"skuId":1,"goodsName":"宿舍收纳箱","specText":"大号","goodsPrice":2990,"activityPrice":1990,"stock":20,"sold":3,"perBuyerLimit":1,"slot":"20:00-22:00","groupSize":null,"autoFill":null,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"createdAt":1789100000000}],"timeline":[{"at":1789000000000,"text":"报名开始","done":true}]}})

export const getActivityEntryWithdrawResponseMock = (): MkActivityDetailEnvelope => ({"code":1,"msg":"成功","data":{"activity":{"activityId":1,"type":2,"typeText":"秒杀","name":"开学季限时秒杀","description":"平台首页秒杀频道","signupStart":1789000000000,"signupEnd":1789500000000,"startAt":1789600000000,"endAt":1790000000000,"phase":2,"phaseText":"报名中","platformShareBp":3000,"rules":["秒杀价不高于近 30 天最低价"],"slots":["20:00-22:00"],"maxPerBuyer":2,"maxRateBp":null,"groupMin":null,"groupMax":null,"minStock":5,"maxViolationPoints":12,"categories":[],"qualified":true,"reason":null,"entries":0},"entries":[{"entryId":1,"activityId":1,"goodsId":1,"skuId":1,"goodsName":"宿舍收纳箱","specText":"大号","goodsPrice":2990,"activityPrice":1990,"stock":20,"sold":3,"perBuyerLimit":1,"slot":"20:00-22:00","groupSize":null,"autoFill":null,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"createdAt":1789100000000}],"timeline":[{"at":1789000000000,"text":"报名开始","done":true}]}})

export const getActivityDataResponseMock = (): MkActivityDataEnvelope => ({"code":1,"msg":"成功","data":{"activity":{"activityId":1,"type":2,"typeText":"秒杀","name":"开学季限时秒杀","description":"平台首页秒杀频道","signupStart":1789000000000,"signupEnd":1789500000000,"startAt":1789600000000,"endAt":1790000000000,"phase":2,"phaseText":"报名中","platformShareBp":3000,"rules":["秒杀价不高于近 30 天最低价"],"slots":["20:00-22:00"],"maxPerBuyer":2,"maxRateBp":null,"groupMin":null,"groupMax":null,"minStock":5,"maxViolationPoints":12,"categories":[],"qualified":true,"reason":null,"entries":0},"goodsName":"宿舍收纳箱","orders":3,"buyers":3,"units":4,"paidAmount":7960,"refunds":0,"discount":4000,"cost":2800,"series":[{"day":"2026-11-01","orders":3,"buyers":3,"units":4,"paidAmount":7960,"refunds":0,"discount":4000,"cost":2800}]}})

export const getActivityGroupsResponseMock = (): MkGroupPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"groupId":1,"groupNo":"PT20261201000001","state":1,"stateText":"拼团中","members":2,"size":3,"filled":0,"autoFill":true,"school":"华南理工大学","campus":"五山校区","openedAt":1789000000000,"deadlineAt":1789086400000,"doneAt":null,"refundedAmount":0,"orders":[{"orderId":1,"orderNo":"202612010000001","status":2,"paidAmount":3990,"refundedAmount":0}]}],"nextCursor":null,"counts":{"all":1,"open":1,"done":0,"refunded":0}}})

export const getRoadshowListResponseMock = (): RoadshowListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"roadshowId":1,"name":"开学季校园路演","school":"华南理工大学","city":"广州","venue":"五山校区北区食堂广场","description":"新生开学周，人流集中","date":"2026-12-05","boothFee":30000,"signupStart":1788000000000,"signupEnd":1788800000000,"startAt":1789000000000,"endAt":1789028800000,"phase":2,"phaseText":"报名中","slots":[{"slotId":1,"label":"09:00-12:00","startAt":1789000000000,"endAt":1789010800000,"places":8,"placesLeft":3}],"placesLeft":3,"canApply":true,"reason":null,"myApplicationId":null,"myStatus":null}],"schools":["华南理工大学"],"marketingBalance":100000}})

export const getRoadshowApplyResponseMock = (): RoadshowApplicationEnvelope => ({"code":1,"msg":"成功","data":{"applicationId":1,"applicationNo":"LY20261125000001","roadshowId":1,"roadshowName":"开学季校园路演","school":"华南理工大学","venue":"五山校区北区食堂广场","slotId":1,"slotLabel":"09:00-12:00","startAt":1789000000000,"endAt":1789010800000,"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"contactName":"王经理","contactPhone":"13800000001","remark":null,"fee":30000,"refunded":false,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"cancelledAt":null,"cancellable":true,"cancelDeadline":1788800000000,"result":null,"createdAt":1788500000000}})

export const getRoadshowApplicationsResponseMock = (): RoadshowApplicationPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"applicationId":1,"applicationNo":"LY20261125000001","roadshowId":1,"roadshowName":"开学季校园路演","school":"华南理工大学","venue":"五山校区北区食堂广场","slotId":1,"slotLabel":"09:00-12:00","startAt":1789000000000,"endAt":1789010800000,"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"contactName":"王经理","contactPhone":"13800000001","remark":null,"fee":30000,"refunded":false,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"cancelledAt":null,"cancellable":true,"cancelDeadline":1788800000000,"result":null,"createdAt":1788500000000}],"nextCursor":null,"counts":{"all":1,"pending":1,"approved":0,"rejected":0,"cancelled":0,"ended":0}}})

export const getRoadshowScheduleResponseMock = (): RoadshowScheduleEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"applicationId":1,"applicationNo":"LY20261125000001","roadshowId":1,"roadshowName":"开学季校园路演","school":"华南理工大学","venue":"五山校区北区食堂广场","slotId":1,"slotLabel":"09:00-12:00","startAt":1789000000000,"endAt":1789010800000,"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"contactName":"王经理","contactPhone":"13800000001","remark":null,"fee":30000,"refunded":false,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"cancelledAt":null,"cancellable":true,"cancelDeadline":1788800000000,"result":null,"createdAt":1788500000000}]}})

export const getRoadshowCancelResponseMock = (): RoadshowApplicationEnvelope => ({"code":1,"msg":"成功","data":{"applicationId":1,"applicationNo":"LY20261125000001","roadshowId":1,"roadshowName":"开学季校园路演","school":"华南理工大学","venue":"五山校区北区食堂广场","slotId":1,"slotLabel":"09:00-12:00","startAt":1789000000000,"endAt":1789010800000,"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"contactName":"王经理","contactPhone":"13800000001","remark":null,"fee":30000,"refunded":false,"status":0,"statusText":"待审核","reviewNote":null,"reviewedAt":null,"cancelledAt":null,"cancellable":true,"cancelDeadline":1788800000000,"result":null,"createdAt":1788500000000}})

export const getSanchuangRoundsResponseMock = (): ScRoundListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"roundId":3,"name":"第十六届三创赛·省赛选拔","description":"企业发布命题，学生团队承接并推广","signupStart":1789000000000,"signupEnd":1791000000000,"startAt":1789200000000,"endAt":1791700000000,"awardEnd":1793000000000,"phase":2,"phaseText":"进行中","topicOpen":true}]}})

export const getSanchuangRoundResponseMock = (): ScRoundEnvelope => ({"code":1,"msg":"成功","data":{"round":{"roundId":3,"name":"第十六届三创赛·省赛选拔","description":"企业发布命题，学生团队承接并推广","signupStart":1789000000000,"signupEnd":1791000000000,"startAt":1789200000000,"endAt":1791700000000,"awardEnd":1793000000000,"phase":2,"phaseText":"进行中","topicOpen":true},"rounds":[{"roundId":3,"name":"第十六届三创赛·省赛选拔","description":"企业发布命题，学生团队承接并推广","signupStart":1789000000000,"signupEnd":1791000000000,"startAt":1789200000000,"endAt":1791700000000,"awardEnd":1793000000000,"phase":2,"phaseText":"进行中","topicOpen":true}],"topics":2,"teams":6,"orders":20,"paidAmount":59800,"awards":0,"awardAmount":0,"marketingBalance":500000}})

export const getSanchuangTopicListResponseMock = (): ScTopicPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"topicId":1,"activityId":3,"title":"期末备考好物校园推广","brief":"围绕期末备考场景设计推广方案","goodsIds":[1],"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"resources":"样品 5 套","discountBudget":80000,"teamLimit":6,"teams":4,"orders":12,"paidAmount":35880,"status":1,"statusText":"征集中","version":1,"createdAt":1789000000000}],"nextCursor":null}})

export const getSanchuangTopicSaveResponseMock = (): ScTopicEnvelope => ({"code":1,"msg":"成功","data":{"topicId":1,"activityId":3,"title":"期末备考好物校园推广","brief":"围绕期末备考场景设计推广方案","goodsIds":[1],"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"resources":"样品 5 套","discountBudget":80000,"teamLimit":6,"teams":4,"orders":12,"paidAmount":35880,"status":1,"statusText":"征集中","version":1,"createdAt":1789000000000}})

export const getSanchuangTopicCloseResponseMock = (): ScTopicEnvelope => ({"code":1,"msg":"成功","data":{"topicId":1,"activityId":3,"title":"期末备考好物校园推广","brief":"围绕期末备考场景设计推广方案","goodsIds":[1],"goods":[{"goodsId":1,"name":"宿舍收纳箱"}],"resources":"样品 5 套","discountBudget":80000,"teamLimit":6,"teams":4,"orders":12,"paidAmount":35880,"status":1,"statusText":"征集中","version":1,"createdAt":1789000000000}})

export const getSanchuangTeamListResponseMock = (): ScTeamPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"teamId":1,"topicId":1,"topicTitle":"期末备考好物校园推广","name":"浙江星火队","schoolName":"浙江大学","leader":"王晓明","members":4,"teamCode":"SCAB23CD45","orders":5,"paidAmount":14950,"judgeScore":88,"merchantScore":90,"merchantRemark":"推广方案清晰","joinedAt":1789100000000,"award":{"awardId":1,"level":1,"levelText":"一等奖","amount":30000}}],"nextCursor":null}})

export const getSanchuangTeamScoreResponseMock = (): ScTeamEnvelope => ({"code":1,"msg":"成功","data":{"teamId":1,"topicId":1,"topicTitle":"期末备考好物校园推广","name":"浙江星火队","schoolName":"浙江大学","leader":"王晓明","members":4,"teamCode":"SCAB23CD45","orders":5,"paidAmount":14950,"judgeScore":88,"merchantScore":90,"merchantRemark":"推广方案清晰","joinedAt":1789100000000,"award":{"awardId":1,"level":1,"levelText":"一等奖","amount":30000}}})

export const getSanchuangAwardListResponseMock = (): ScAwardListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"awardId":1,"teamId":1,"teamName":"浙江星火队","schoolName":"浙江大学","topicTitle":"期末备考好物校园推广","level":1,"levelText":"一等奖","amount":30000,"remark":"销售额第一","recordNo":"YX2026112400000012","createdAt":1789900000000}],"marketingBalance":470000}})

export const getSanchuangAwardResponseMock = (): ScTeamEnvelope => ({"code":1,"msg":"成功","data":{"teamId":1,"topicId":1,"topicTitle":"期末备考好物校园推广","name":"浙江星火队","schoolName":"浙江大学","leader":"王晓明","members":4,"teamCode":"SCAB23CD45","orders":5,"paidAmount":14950,"judgeScore":88,"merchantScore":90,"merchantRemark":"推广方案清晰","joinedAt":1789100000000,"award":{"awardId":1,"level":1,"levelText":"一等奖","amount":30000}}})


export const getCouponListMockHandler = (overrideResponse?: CouponPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponPageEnvelope> | CouponPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/marketing/coupon/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCouponListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCouponDetailMockHandler = (overrideResponse?: CouponEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponEnvelope> | CouponEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/marketing/coupon/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCouponDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCouponSaveMockHandler = (overrideResponse?: CouponEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponEnvelope> | CouponEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/marketing/coupon/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCouponSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCouponStopMockHandler = (overrideResponse?: CouponEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponEnvelope> | CouponEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/marketing/coupon/stop', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCouponStopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCouponStatisticsMockHandler = (overrideResponse?: CouponStatisticsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponStatisticsEnvelope> | CouponStatisticsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/marketing/coupon/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCouponStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFullReductionListMockHandler = (overrideResponse?: FullReductionPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FullReductionPageEnvelope> | FullReductionPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/fullReduction/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFullReductionListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFullReductionDetailMockHandler = (overrideResponse?: FullReductionEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FullReductionEnvelope> | FullReductionEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/fullReduction/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFullReductionDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFullReductionSaveMockHandler = (overrideResponse?: FullReductionEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FullReductionEnvelope> | FullReductionEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/fullReduction/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFullReductionSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFullReductionStopMockHandler = (overrideResponse?: FullReductionEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FullReductionEnvelope> | FullReductionEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/fullReduction/stop', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFullReductionStopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivityGoodsOptionsMockHandler = (overrideResponse?: MkGoodsOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkGoodsOptionsEnvelope> | MkGoodsOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/goodsOptions', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivityGoodsOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivitySquareMockHandler = (overrideResponse?: MkActivityListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkActivityListEnvelope> | MkActivityListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/square', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivitySquareResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivityDetailMockHandler = (overrideResponse?: MkActivityDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkActivityDetailEnvelope> | MkActivityDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivityDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivitySubmitMockHandler = (overrideResponse?: MkActivityDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkActivityDetailEnvelope> | MkActivityDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivitySubmitResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivityEntryWithdrawMockHandler = (overrideResponse?: MkActivityDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkActivityDetailEnvelope> | MkActivityDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/entry/withdraw', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivityEntryWithdrawResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivityDataMockHandler = (overrideResponse?: MkActivityDataEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkActivityDataEnvelope> | MkActivityDataEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/data', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivityDataResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getActivityGroupsMockHandler = (overrideResponse?: MkGroupPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MkGroupPageEnvelope> | MkGroupPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/groups', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivityGroupsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoadshowListMockHandler = (overrideResponse?: RoadshowListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoadshowListEnvelope> | RoadshowListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/roadshow/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoadshowListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoadshowApplyMockHandler = (overrideResponse?: RoadshowApplicationEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoadshowApplicationEnvelope> | RoadshowApplicationEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/roadshow/apply', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoadshowApplyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoadshowApplicationsMockHandler = (overrideResponse?: RoadshowApplicationPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoadshowApplicationPageEnvelope> | RoadshowApplicationPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/roadshow/applications', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoadshowApplicationsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoadshowScheduleMockHandler = (overrideResponse?: RoadshowScheduleEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoadshowScheduleEnvelope> | RoadshowScheduleEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/roadshow/schedule', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoadshowScheduleResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoadshowCancelMockHandler = (overrideResponse?: RoadshowApplicationEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoadshowApplicationEnvelope> | RoadshowApplicationEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/roadshow/cancel', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoadshowCancelResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangRoundsMockHandler = (overrideResponse?: ScRoundListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScRoundListEnvelope> | ScRoundListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/rounds', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangRoundsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangRoundMockHandler = (overrideResponse?: ScRoundEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScRoundEnvelope> | ScRoundEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/round', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangRoundResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangTopicListMockHandler = (overrideResponse?: ScTopicPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTopicPageEnvelope> | ScTopicPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/topic/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangTopicListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangTopicSaveMockHandler = (overrideResponse?: ScTopicEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTopicEnvelope> | ScTopicEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/topic/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangTopicSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangTopicCloseMockHandler = (overrideResponse?: ScTopicEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTopicEnvelope> | ScTopicEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/topic/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangTopicCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangTeamListMockHandler = (overrideResponse?: ScTeamPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTeamPageEnvelope> | ScTeamPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/team/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangTeamListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangTeamScoreMockHandler = (overrideResponse?: ScTeamEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTeamEnvelope> | ScTeamEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/team/score', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangTeamScoreResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangAwardListMockHandler = (overrideResponse?: ScAwardListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScAwardListEnvelope> | ScAwardListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/award/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangAwardListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSanchuangAwardMockHandler = (overrideResponse?: ScTeamEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ScTeamEnvelope> | ScTeamEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/activity/sanchuang/award', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSanchuangAwardResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getActivityMock = () => [
  getCouponListMockHandler(),
  getCouponDetailMockHandler(),
  getCouponSaveMockHandler(),
  getCouponStopMockHandler(),
  getCouponStatisticsMockHandler(),
  getFullReductionListMockHandler(),
  getFullReductionDetailMockHandler(),
  getFullReductionSaveMockHandler(),
  getFullReductionStopMockHandler(),
  getActivityGoodsOptionsMockHandler(),
  getActivitySquareMockHandler(),
  getActivityDetailMockHandler(),
  getActivitySubmitMockHandler(),
  getActivityEntryWithdrawMockHandler(),
  getActivityDataMockHandler(),
  getActivityGroupsMockHandler(),
  getRoadshowListMockHandler(),
  getRoadshowApplyMockHandler(),
  getRoadshowApplicationsMockHandler(),
  getRoadshowScheduleMockHandler(),
  getRoadshowCancelMockHandler(),
  getSanchuangRoundsMockHandler(),
  getSanchuangRoundMockHandler(),
  getSanchuangTopicListMockHandler(),
  getSanchuangTopicSaveMockHandler(),
  getSanchuangTopicCloseMockHandler(),
  getSanchuangTeamListMockHandler(),
  getSanchuangTeamScoreMockHandler(),
  getSanchuangAwardListMockHandler(),
  getSanchuangAwardMockHandler()
]
