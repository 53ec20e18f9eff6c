import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  CompanyRecruitPageEnvelope,
  RecruitStatisticEnvelope,
  RecruitTaskStatisticEnvelope,
  RtPublishInfoEnvelope,
  RtReviewEnvelope,
  RtTaskEnvelope,
  UserReceiveTaskPageEnvelope,
  WhitelistResultEnvelope
} from '../../model';


export const getJobRecruitTaskStatisticResponseMock = (): RecruitTaskStatisticEnvelope => ({"code":1,"msg":"成功","data":{"receivedCount":420,"todayReceivedCount":17,"submittedCount":25,"passedCount":330,"rejectedCount":21,"settledAmount":2980000,"pendingSettleAmount":150000}})

export const getJobRecruitStatisticResponseMock = (): RecruitStatisticEnvelope => ({"code":1,"msg":"成功","data":{"publishedCount":12,"recruitingCount":3,"applyingCount":48,"hiredCount":156,"finishedCount":8,"budgetAmount":5000000,"paidAmount":3120000,"pendingAmount":240000}})

export const getJobUserReceiveTaskListResponseMock = (): UserReceiveTaskPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"receiveId":90001,"recruitId":7001,"taskTitle":"校园文具使用体验问卷","userId":520001,"userName":"王小雨","phoneMasked":"186****2231","schoolName":"浙江大学","status":2,"rewardAmount":1500,"settled":false,"receivedAt":1717200000000,"submittedAt":1717286400000,"reviewedAt":null}],"total":1,"pageNum":1,"pageSize":10}})

export const getJobRecruitPageListResponseMock = (): CompanyRecruitPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"recruitId":7001,"title":"校园文具使用体验问卷","taskType":2,"status":2,"headcount":200,"appliedCount":86,"hiredCount":80,"rewardAmount":1500,"budgetAmount":300000,"startAt":1717171200000,"endAt":1719763200000,"createdAt":1717000000000}],"total":1,"pageNum":1,"pageSize":10}})

export const getJobWhiteListResponseMock = (): WhitelistResultEnvelope => ({"code":1,"msg":"成功","data":{"inWhitelist":true}})

export const getJobTaskPublishInfoResponseMock = (): RtPublishInfoEnvelope => ({"code":1,"msg":"成功","data":{"availableAmount":1250000}})

export const getJobTaskPublishResponseMock = (): RtTaskEnvelope => ({"code":1,"msg":"成功","data":{"recruitId":5,"taskNo":"RW000005","title":"开学季宿舍好物测评","taskType":3,"status":2,"description":"拍摄一条 30 秒以上的宿舍好物测评短视频并发布，提交链接与截图","headcount":20,"rewardAmount":5000,"budgetAmount":100000,"funded":true,"frozenAmount":100000,"paidAmount":5000,"returnedAmount":0,"remainingAmount":95000,"receivedCount":3,"submittedCount":1,"passedCount":1,"rejectedCount":0,"startAt":1796000000000,"endAt":1797000000000,"createdAt":1796000000000,"closedAt":null,"closeReason":null,"canClose":true}})

export const getJobTaskDetailResponseMock = (): RtTaskEnvelope => ({"code":1,"msg":"成功","data":{"recruitId":5,"taskNo":"RW000005","title":"开学季宿舍好物测评","taskType":3,"status":2,"description":"拍摄一条 30 秒以上的宿舍好物测评短视频并发布，提交链接与截图","headcount":20,"rewardAmount":5000,"budgetAmount":100000,"funded":true,"frozenAmount":100000,"paidAmount":5000,"returnedAmount":0,"remainingAmount":95000,"receivedCount":3,"submittedCount":1,"passedCount":1,"rejectedCount":0,"startAt":1796000000000,"endAt":1797000000000,"createdAt":1796000000000,"closedAt":null,"closeReason":null,"canClose":true}})

export const getJobTaskCloseResponseMock = (): RtTaskEnvelope => ({"code":1,"msg":"成功","data":{"recruitId":5,"taskNo":"RW000005","title":"开学季宿舍好物测评","taskType":3,"status":2,"description":"拍摄一条 30 秒以上的宿舍好物测评短视频并发布，提交链接与截图","headcount":20,"rewardAmount":5000,"budgetAmount":100000,"funded":true,"frozenAmount":100000,"paidAmount":5000,"returnedAmount":0,"remainingAmount":95000,"receivedCount":3,"submittedCount":1,"passedCount":1,"rejectedCount":0,"startAt":1796000000000,"endAt":1797000000000,"createdAt":1796000000000,"closedAt":null,"closeReason":null,"canClose":true}})

export const getJobReceiveReviewResponseMock = (): RtReviewEnvelope => ({"code":1,"msg":"成功","data":{"approved":2,"rejected":0,"paid":10000,"returned":0}})


export const getJobRecruitTaskStatisticMockHandler = (overrideResponse?: RecruitTaskStatisticEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RecruitTaskStatisticEnvelope> | RecruitTaskStatisticEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/companyRecruit/statistic2', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobRecruitTaskStatisticResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobRecruitStatisticMockHandler = (overrideResponse?: RecruitStatisticEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RecruitStatisticEnvelope> | RecruitStatisticEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/companyRecruit/statistic', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobRecruitStatisticResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobUserReceiveTaskListMockHandler = (overrideResponse?: UserReceiveTaskPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UserReceiveTaskPageEnvelope> | UserReceiveTaskPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/userReceiveTask/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobUserReceiveTaskListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobRecruitPageListMockHandler = (overrideResponse?: CompanyRecruitPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompanyRecruitPageEnvelope> | CompanyRecruitPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/companyRecruit/pageList', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobRecruitPageListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobWhiteListMockHandler = (overrideResponse?: WhitelistResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WhitelistResultEnvelope> | WhitelistResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/job/operate/whiteList', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobWhiteListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobTaskPublishInfoMockHandler = (overrideResponse?: RtPublishInfoEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RtPublishInfoEnvelope> | RtPublishInfoEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/remoteTask/publishInfo', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobTaskPublishInfoResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobTaskPublishMockHandler = (overrideResponse?: RtTaskEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RtTaskEnvelope> | RtTaskEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/remoteTask/publish', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobTaskPublishResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobTaskDetailMockHandler = (overrideResponse?: RtTaskEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RtTaskEnvelope> | RtTaskEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/remoteTask/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobTaskDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobTaskCloseMockHandler = (overrideResponse?: RtTaskEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RtTaskEnvelope> | RtTaskEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/remoteTask/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobTaskCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getJobReceiveReviewMockHandler = (overrideResponse?: RtReviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RtReviewEnvelope> | RtReviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-job/merchant/remoteTask/review', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJobReceiveReviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getRemoteTaskMock = () => [
  getJobRecruitTaskStatisticMockHandler(),
  getJobRecruitStatisticMockHandler(),
  getJobUserReceiveTaskListMockHandler(),
  getJobRecruitPageListMockHandler(),
  getJobWhiteListMockHandler(),
  getJobTaskPublishInfoMockHandler(),
  getJobTaskPublishMockHandler(),
  getJobTaskDetailMockHandler(),
  getJobTaskCloseMockHandler(),
  getJobReceiveReviewMockHandler()
]
