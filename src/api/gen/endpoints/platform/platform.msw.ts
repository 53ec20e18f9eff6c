import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  TrackResultEnvelope,
  UploadedFileEnvelope
} from '../../model';


export const getUploadResponseMock = (): UploadedFileEnvelope => ({"code":1,"msg":"成功","data":{"fileId":"3f2a9c0d4b1e4e7f9a8b6c5d4e3f2a1b","url":"/xm-merchant/common/file/3f2a9c0d4b1e4e7f9a8b6c5d4e3f2a1b.png?e=1717286400000&s=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6","name":"营业执照.png","size":204800,"mime":"image/png"}})

export const getTrackLogResponseMock = (): TrackResultEnvelope => ({"code":1,"msg":"成功","data":{"accepted":10}})

export const getLiveStreamResponseMock = (): string => ("id: 42\nevent: cs.message\ndata: {\"id\":42,\"kind\":\"cs.message\",\"subjectId\":\"7\",\"payload\":{\"conversationId\":7,\"what\":\"buyer\"},\"createdAt\":1764000000000}\n\n")


export const getUploadMockHandler = (overrideResponse?: UploadedFileEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadedFileEnvelope> | UploadedFileEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/common/upload', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTrackLogMockHandler = (overrideResponse?: TrackResultEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TrackResultEnvelope> | TrackResultEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-log/track', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTrackLogResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getLiveStreamMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/xm-merchant/live/stream', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLiveStreamResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getPlatformMock = () => [
  getUploadMockHandler(),
  getTrackLogMockHandler(),
  getLiveStreamMockHandler()
]
