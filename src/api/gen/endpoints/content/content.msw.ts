import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  ContentAnnounceAckedEnvelope,
  ContentAnnounceDetailEnvelope,
  ContentAnnounceMustReadEnvelope,
  ContentAnnouncePageEnvelope,
  ContentHelpDetailEnvelope,
  ContentHelpListEnvelope,
  ContentHelpVotedEnvelope,
  ContentMessagePageEnvelope,
  ContentPaletteResultEnvelope,
  ContentRuleDetailEnvelope,
  ContentRuleListEnvelope,
  ContentUnreadEnvelope,
  ContentUpdatedEnvelope,
  FeedbackItemEnvelope,
  FeedbackPageEnvelope
} from '../../model';


export const getFeedbackSubmitResponseMock = (): FeedbackItemEnvelope => ({"code":1,"msg":"成功","data":{"id":12,"type":2,"content":"商品列表导出时偶尔提示网络错误，重试后正常。","images":[],"contact":"13800000001","status":0,"createdAt":1717200000000}})

export const getFeedbackListResponseMock = (): FeedbackPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[],"nextCursor":null}})

export const getContentMessageListResponseMock = (): ContentMessagePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1,"category":"system","kind":"来源事件","title":"标题","body":"内容","link":"/order/after-detail?afterSaleId=1","createdAt":1,"read":false}],"nextCursor":null}})

export const getContentMessageUnreadResponseMock = (): ContentUnreadEnvelope => ({"code":1,"msg":"成功","data":{"total":1,"byCategory":[{"category":"system","label":"分类名","count":1}]}})

export const getContentMessageReadResponseMock = (): ContentUpdatedEnvelope => ({"code":1,"msg":"成功","data":{"updated":1}})

export const getContentMessageReadAllResponseMock = (): ContentUpdatedEnvelope => ({"code":1,"msg":"成功","data":{"updated":1}})

export const getContentAnnounceListResponseMock = (): ContentAnnouncePageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1,"title":"标题","summary":"摘要","category":"platform","mustRead":false,"publishedAt":1,"read":false,"acked":false}],"nextCursor":null}})

export const getContentAnnounceDetailResponseMock = (): ContentAnnounceDetailEnvelope => ({"code":1,"msg":"成功","data":{"id":1,"title":"标题","summary":"摘要","category":"platform","mustRead":false,"publishedAt":1,"read":false,"acked":false,"body":"正文"}})

export const getContentAnnounceMustReadResponseMock = (): ContentAnnounceMustReadEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1,"title":"标题","summary":"摘要","category":"platform","mustRead":false,"publishedAt":1,"read":false,"acked":false,"body":"正文"}]}})

export const getContentAnnounceAckResponseMock = (): ContentAnnounceAckedEnvelope => ({"code":1,"msg":"成功","data":{"id":1,"ackedAt":1}})

export const getContentRuleListResponseMock = (): ContentRuleListEnvelope => ({"code":1,"msg":"成功","data":{"categories":[{"code":"general","label":"分类名","count":1}],"list":[{"id":1,"code":"规则代码","category":"general","title":"标题","version":1,"effectiveAt":1,"pendingVersion":{"version":1,"effectiveAt":1},"snippet":"摘要"}]}})

export const getContentRuleDetailResponseMock = (): ContentRuleDetailEnvelope => ({"code":1,"msg":"成功","data":{"id":1,"code":"规则代码","category":"general","title":"标题","versions":[{"version":1,"effectiveAt":1,"publishedAt":1,"changeNote":"变更说明","state":"effective"}],"shown":{"version":1,"effectiveAt":1,"changeNote":"变更说明","state":"effective","body":"正文"},"diff":{"fromVersion":1,"lines":[{"op":"same","text":"内容"}]}}})

export const getContentHelpListResponseMock = (): ContentHelpListEnvelope => ({"code":1,"msg":"成功","data":{"categories":[{"code":"start","label":"分类名","count":1}],"list":[{"id":1,"code":"文章代码","category":"start","title":"标题","route":null,"snippet":"摘要","updatedAt":1}]}})

export const getContentHelpDetailResponseMock = (): ContentHelpDetailEnvelope => ({"code":1,"msg":"成功","data":{"id":1,"code":"文章代码","category":"start","title":"标题","body":"正文","route":null,"helpful":1,"unhelpful":1,"myVote":null,"updatedAt":1,"related":[{"id":1,"title":"标题"}]}})

export const getContentHelpVoteResponseMock = (): ContentHelpVotedEnvelope => ({"code":1,"msg":"成功","data":{"helpful":1,"unhelpful":1,"myVote":false}})

export const getContentPaletteSearchResponseMock = (): ContentPaletteResultEnvelope => ({"code":1,"msg":"成功","data":{"orders":[{"id":1,"orderNo":"订单号","summary":"商品摘要","status":"状态"}],"goods":[{"id":1,"name":"名称","code":null}],"afterSales":[{"id":1,"caseNo":"售后单号","orderNo":null,"status":1}]}})


export const getFeedbackSubmitMockHandler = (overrideResponse?: FeedbackItemEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FeedbackItemEnvelope> | FeedbackItemEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/feedback/submit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFeedbackSubmitResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getFeedbackListMockHandler = (overrideResponse?: FeedbackPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FeedbackPageEnvelope> | FeedbackPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/feedback/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFeedbackListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentMessageListMockHandler = (overrideResponse?: ContentMessagePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentMessagePageEnvelope> | ContentMessagePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/message/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentMessageListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentMessageUnreadMockHandler = (overrideResponse?: ContentUnreadEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentUnreadEnvelope> | ContentUnreadEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/message/unread', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentMessageUnreadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentMessageReadMockHandler = (overrideResponse?: ContentUpdatedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentUpdatedEnvelope> | ContentUpdatedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/message/read', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentMessageReadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentMessageReadAllMockHandler = (overrideResponse?: ContentUpdatedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentUpdatedEnvelope> | ContentUpdatedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/message/readAll', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentMessageReadAllResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentAnnounceListMockHandler = (overrideResponse?: ContentAnnouncePageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentAnnouncePageEnvelope> | ContentAnnouncePageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/announce/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentAnnounceListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentAnnounceDetailMockHandler = (overrideResponse?: ContentAnnounceDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentAnnounceDetailEnvelope> | ContentAnnounceDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/announce/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentAnnounceDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentAnnounceMustReadMockHandler = (overrideResponse?: ContentAnnounceMustReadEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentAnnounceMustReadEnvelope> | ContentAnnounceMustReadEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/announce/mustRead', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentAnnounceMustReadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentAnnounceAckMockHandler = (overrideResponse?: ContentAnnounceAckedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentAnnounceAckedEnvelope> | ContentAnnounceAckedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/announce/ack', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentAnnounceAckResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentRuleListMockHandler = (overrideResponse?: ContentRuleListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentRuleListEnvelope> | ContentRuleListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/rule/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentRuleListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentRuleDetailMockHandler = (overrideResponse?: ContentRuleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentRuleDetailEnvelope> | ContentRuleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/rule/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentRuleDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentHelpListMockHandler = (overrideResponse?: ContentHelpListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentHelpListEnvelope> | ContentHelpListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/help/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentHelpListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentHelpDetailMockHandler = (overrideResponse?: ContentHelpDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentHelpDetailEnvelope> | ContentHelpDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/help/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentHelpDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentHelpVoteMockHandler = (overrideResponse?: ContentHelpVotedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentHelpVotedEnvelope> | ContentHelpVotedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/help/vote', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentHelpVoteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getContentPaletteSearchMockHandler = (overrideResponse?: ContentPaletteResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ContentPaletteResultEnvelope> | ContentPaletteResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/content/palette/search', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getContentPaletteSearchResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getContentMock = () => [
  getFeedbackSubmitMockHandler(),
  getFeedbackListMockHandler(),
  getContentMessageListMockHandler(),
  getContentMessageUnreadMockHandler(),
  getContentMessageReadMockHandler(),
  getContentMessageReadAllMockHandler(),
  getContentAnnounceListMockHandler(),
  getContentAnnounceDetailMockHandler(),
  getContentAnnounceMustReadMockHandler(),
  getContentAnnounceAckMockHandler(),
  getContentRuleListMockHandler(),
  getContentRuleDetailMockHandler(),
  getContentHelpListMockHandler(),
  getContentHelpDetailMockHandler(),
  getContentHelpVoteMockHandler(),
  getContentPaletteSearchMockHandler()
]
