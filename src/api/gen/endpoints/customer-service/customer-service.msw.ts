import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  CsAgentListEnvelope,
  CsAgentOnlineEnvelope,
  CsAgentRefEnvelope,
  CsConversationDetailEnvelope,
  CsConversationPageEnvelope,
  CsConversationRefEnvelope,
  CsFlowEnvelope,
  CsFlowListEnvelope,
  CsFlowPreviewEnvelope,
  CsFlowRefEnvelope,
  CsGoodsListEnvelope,
  CsRepliedEnvelope,
  CsTodoCountEnvelope
} from '../../model';


export const getCsAgentListResponseMock = (): CsAgentListEnvelope => ({"code":1,"msg":"ok","data":{"agents":[{"csAgentId":1,"userId":1,"name":"张晓明","phoneMasked":"138****0001","nickname":"小明","online":true,"maxConcurrent":1,"categoryIds":[],"load":1,"unanswered":1,"canOpenInbox":true,"updatedAt":1764000000000}],"members":[{"userId":1,"name":"张晓明","phoneMasked":"138****0001","canOpenInbox":true}]}})

export const getCsAgentSaveResponseMock = (): CsAgentRefEnvelope => ({"code":1,"msg":"ok","data":{"csAgentId":1}})

export const getCsAgentSetOnlineResponseMock = (): CsAgentOnlineEnvelope => ({"code":1,"msg":"ok","data":{"csAgentId":1,"online":true}})

export const getCsAgentDeleteResponseMock = (): CsAgentRefEnvelope => ({"code":1,"msg":"ok","data":{"csAgentId":1}})

export const getCsFlowListResponseMock = (): CsFlowListEnvelope => ({"code":1,"msg":"ok","data":{"list":[{"csFlowId":1,"name":"张晓明","active":true,"config":{"welcome":"您好，欢迎光临！","workDays":[1,2,3,4,5,6,7],"startMinute":540,"endMinute":1320,"offHoursReply":"现在是非工作时间，上班后第一时间回复您。","routing":"roundRobin","queueLimit":1,"queueReply":"您前面还有 {n} 位，请稍候。","queueFullReply":"咨询人数已满，请稍后再来。","keywordReplies":[]},"updatedAt":1764000000000}],"defaultConfig":{"welcome":"您好，欢迎光临！","workDays":[1,2,3,4,5,6,7],"startMinute":540,"endMinute":1320,"offHoursReply":"现在是非工作时间，上班后第一时间回复您。","routing":"roundRobin","queueLimit":1,"queueReply":"您前面还有 {n} 位，请稍候。","queueFullReply":"咨询人数已满，请稍后再来。","keywordReplies":[]}}})

export const getCsFlowDetailResponseMock = (): CsFlowEnvelope => ({"code":1,"msg":"ok","data":{"csFlowId":1,"name":"张晓明","active":true,"config":{"welcome":"您好，欢迎光临！","workDays":[1,2,3,4,5,6,7],"startMinute":540,"endMinute":1320,"offHoursReply":"现在是非工作时间，上班后第一时间回复您。","routing":"roundRobin","queueLimit":1,"queueReply":"您前面还有 {n} 位，请稍候。","queueFullReply":"咨询人数已满，请稍后再来。","keywordReplies":[]},"updatedAt":1764000000000}})

export const getCsFlowSaveResponseMock = (): CsFlowEnvelope => ({"code":1,"msg":"ok","data":{"csFlowId":1,"name":"张晓明","active":true,"config":{"welcome":"您好，欢迎光临！","workDays":[1,2,3,4,5,6,7],"startMinute":540,"endMinute":1320,"offHoursReply":"现在是非工作时间，上班后第一时间回复您。","routing":"roundRobin","queueLimit":1,"queueReply":"您前面还有 {n} 位，请稍候。","queueFullReply":"咨询人数已满，请稍后再来。","keywordReplies":[]},"updatedAt":1764000000000}})

export const getCsFlowActivateResponseMock = (): CsFlowRefEnvelope => ({"code":1,"msg":"ok","data":{"csFlowId":1}})

export const getCsFlowDeleteResponseMock = (): CsFlowRefEnvelope => ({"code":1,"msg":"ok","data":{"csFlowId":1}})

export const getCsFlowPreviewResponseMock = (): CsFlowPreviewEnvelope => ({"code":1,"msg":"ok","data":{"outcome":"assigned","messages":["您好，欢迎光临！","客服「小明」为您服务"],"problem":null,"inBusinessHours":true,"onlineAgents":1}})

export const getCsConversationListResponseMock = (): CsConversationPageEnvelope => ({"code":1,"msg":"ok","data":{"list":[{"csConversationId":1,"buyerName":"陈同学","buyerPhoneMasked":"139****1234","status":"queued","agentUserId":null,"agentName":null,"unanswered":true,"lastMessage":"请问今天下单什么时候发货？","lastMessageAt":1764000000000,"createdAt":1764000000000}],"nextCursor":null,"counts":{"mine":1,"queued":1,"all":1,"closed":1,"mineUnanswered":1}}})

export const getCsConversationDetailResponseMock = (): CsConversationDetailEnvelope => ({"code":1,"msg":"ok","data":{"conversation":{"csConversationId":1,"buyerName":"陈同学","buyerPhoneMasked":"139****1234","status":"queued","agentUserId":null,"agentName":null,"unanswered":true,"lastMessage":"请问今天下单什么时候发货？","lastMessageAt":1764000000000,"createdAt":1764000000000},"messages":[{"id":1,"sender":"buyer","agentName":null,"kind":"text","content":"请问今天下单什么时候发货？","card":null,"createdAt":1764000000000}],"orders":[{"orderNo":"202611240001","statusText":"待发货","goodsSummary":"A5 笔记本 ×2","amount":1,"createdAt":1764000000000}],"goods":null,"canReply":true}})

export const getCsConversationReplyResponseMock = (): CsRepliedEnvelope => ({"code":1,"msg":"ok","data":{"csConversationId":1,"messageId":1}})

export const getCsConversationCloseResponseMock = (): CsConversationRefEnvelope => ({"code":1,"msg":"ok","data":{"csConversationId":1}})

export const getCsTodoCountResponseMock = (): CsTodoCountEnvelope => ({"code":1,"msg":"ok","data":{"unanswered":1,"queued":1,"total":1,"isAgent":true,"online":true,"csAgentId":null}})

export const getCsGoodsSearchResponseMock = (): CsGoodsListEnvelope => ({"code":1,"msg":"ok","data":{"list":[{"goodsId":1,"name":"张晓明","price":1,"image":null}]}})


export const getCsAgentListMockHandler = (overrideResponse?: CsAgentListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsAgentListEnvelope> | CsAgentListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/agent/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsAgentListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsAgentSaveMockHandler = (overrideResponse?: CsAgentRefEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsAgentRefEnvelope> | CsAgentRefEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/agent/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsAgentSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsAgentSetOnlineMockHandler = (overrideResponse?: CsAgentOnlineEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsAgentOnlineEnvelope> | CsAgentOnlineEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/agent/online', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsAgentSetOnlineResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsAgentDeleteMockHandler = (overrideResponse?: CsAgentRefEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsAgentRefEnvelope> | CsAgentRefEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/agent/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsAgentDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowListMockHandler = (overrideResponse?: CsFlowListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowListEnvelope> | CsFlowListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowDetailMockHandler = (overrideResponse?: CsFlowEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowEnvelope> | CsFlowEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowSaveMockHandler = (overrideResponse?: CsFlowEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowEnvelope> | CsFlowEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowActivateMockHandler = (overrideResponse?: CsFlowRefEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowRefEnvelope> | CsFlowRefEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/activate', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowActivateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowDeleteMockHandler = (overrideResponse?: CsFlowRefEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowRefEnvelope> | CsFlowRefEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsFlowPreviewMockHandler = (overrideResponse?: CsFlowPreviewEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsFlowPreviewEnvelope> | CsFlowPreviewEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/flow/preview', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsFlowPreviewResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsConversationListMockHandler = (overrideResponse?: CsConversationPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsConversationPageEnvelope> | CsConversationPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/conversation/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsConversationListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsConversationDetailMockHandler = (overrideResponse?: CsConversationDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsConversationDetailEnvelope> | CsConversationDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/conversation/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsConversationDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsConversationReplyMockHandler = (overrideResponse?: CsRepliedEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsRepliedEnvelope> | CsRepliedEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/conversation/reply', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsConversationReplyResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsConversationCloseMockHandler = (overrideResponse?: CsConversationRefEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsConversationRefEnvelope> | CsConversationRefEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/conversation/close', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsConversationCloseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsTodoCountMockHandler = (overrideResponse?: CsTodoCountEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsTodoCountEnvelope> | CsTodoCountEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/todo/count', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsTodoCountResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getCsGoodsSearchMockHandler = (overrideResponse?: CsGoodsListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CsGoodsListEnvelope> | CsGoodsListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/cs/goods/search', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCsGoodsSearchResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getCustomerServiceMock = () => [
  getCsAgentListMockHandler(),
  getCsAgentSaveMockHandler(),
  getCsAgentSetOnlineMockHandler(),
  getCsAgentDeleteMockHandler(),
  getCsFlowListMockHandler(),
  getCsFlowDetailMockHandler(),
  getCsFlowSaveMockHandler(),
  getCsFlowActivateMockHandler(),
  getCsFlowDeleteMockHandler(),
  getCsFlowPreviewMockHandler(),
  getCsConversationListMockHandler(),
  getCsConversationDetailMockHandler(),
  getCsConversationReplyMockHandler(),
  getCsConversationCloseMockHandler(),
  getCsTodoCountMockHandler(),
  getCsGoodsSearchMockHandler()
]
