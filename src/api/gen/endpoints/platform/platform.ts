import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ErrorResponse,
  TrackBatch,
  TrackResultEnvelope,
  UploadBody,
  UploadedFileEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * multipart/form-data 上传一个文件，字段 `file`（文件）与 `scene`（用途）。
- 类型按**文件内容**（魔数）识别，不看文件名与请求头：图片支持 JPG、PNG、WEBP、GIF，单个不超过 5 MB；
  scene 为 license、brand、other 时另接受 PDF，单个不超过 10 MB。
- 登录用户的文件归属其公司；未登录时只能上传 scene=feedback 的反馈截图，并按 IP 限流（每小时 20 个）。
- 答复的 url 可直接用于 `<img src>`：形如 `/xm-merchant/common/file/{fileId}.{ext}?e={过期时间}&s={签名}`，
  签名绑定文件所属公司，过期（缺省 24 小时）后失效。保存时提交该 url 即可（服务端只保存不含签名的地址，
  读取时重新签名返回）；引用其他公司的文件会被拒绝。
- 文件读取：`GET /xm-merchant/common/file/{fileId}.{ext}?e=&s=`（签名有效即可），或不带签名、携带同公司的
  `Authorization: Bearer` 令牌；否则 HTTP 403。

 * @summary 上传文件（图片或 PDF）
 */
export const upload = (
    uploadBody: BodyType<UploadBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
formData.append(`file`, uploadBody.file)
formData.append(`scene`, uploadBody.scene)

      return customInstance<UploadedFileEnvelope>(
      {url: `/xm-merchant/common/upload`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getUploadMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof upload>>, TError,{data: BodyType<UploadBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof upload>>, TError,{data: BodyType<UploadBody>}, TContext> => {

const mutationKey = ['upload'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof upload>>, {data: BodyType<UploadBody>}> = (props) => {
          const {data} = props ?? {};

          return  upload(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UploadMutationResult = NonNullable<Awaited<ReturnType<typeof upload>>>
    export type UploadMutationBody = BodyType<UploadBody>
    export type UploadMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 上传文件（图片或 PDF）
 */
export const useUpload = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof upload>>, TError,{data: BodyType<UploadBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof upload>>,
        TError,
        {data: BodyType<UploadBody>},
        TContext
      > => {

      const mutationOptions = getUploadMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 前端按 10 条或 10 秒一批上报用户操作日志（点击按钮、切换标签、搜索输入）。
请求体不足 32768 字符时用 navigator.sendBeacon 发送，内容类型为 `text/plain`（正文仍是 JSON 文本）；
达到或超过 32768 字符时改用 XHR，内容类型为 `application/json`。两种内容类型的 schema 相同。
每批 1 至 100 条。服务端校验后写入有界缓冲区并批量落库，立即答复。

 * @summary 埋点批量上报
 */
export const trackLog = (
    trackBatch: BodyType<TrackBatch>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TrackResultEnvelope>(
      {url: `/xm-log/track`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: trackBatch, signal
    },
      options);
    }
  


export const getTrackLogMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof trackLog>>, TError,{data: BodyType<TrackBatch>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof trackLog>>, TError,{data: BodyType<TrackBatch>}, TContext> => {

const mutationKey = ['trackLog'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof trackLog>>, {data: BodyType<TrackBatch>}> = (props) => {
          const {data} = props ?? {};

          return  trackLog(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TrackLogMutationResult = NonNullable<Awaited<ReturnType<typeof trackLog>>>
    export type TrackLogMutationBody = BodyType<TrackBatch>
    export type TrackLogMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 埋点批量上报
 */
export const useTrackLog = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof trackLog>>, TError,{data: BodyType<TrackBatch>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof trackLog>>,
        TError,
        {data: BodyType<TrackBatch>},
        TContext
      > => {

      const mutationOptions = getTrackLogMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 当前登录成员的事件流（text/event-stream），由事件发件箱（server/lib/events.ts）驱动：本公司、发给本人或全公司、且成员持有所需查看键的事件。用 fetch 读取并带 Authorization 请求头（令牌不进地址栏）；断线后带 Last-Event-ID 重连，补发错过的事件（过多时发 reset，客户端全部刷新）。每 15 秒一行注释心跳并重新检查登录状态（退出登录或权限变化在下一次心跳生效，登录失效时发 auth 事件后断开）。每个成员在每个服务器进程上至多 6 个连接，超过时答复 code 0 的信封。事件格式：id 为事件 ID，event 为事件类型（如 cs.message），data 为 JSON {id, kind, subjectId, payload, createdAt}；kind 的取值是 components.schemas.LiveEventKind。
 * @summary 实时通道（服务器推送事件）
 */
export const liveStream = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<string>(
      {url: `/xm-merchant/live/stream`, method: 'GET', signal
    },
      options);
    }
  



export const getLiveStreamQueryKey = () => {
    return [
    `/xm-merchant/live/stream`
    ] as const;
    }

    
export const getLiveStreamQueryOptions = <TData = Awaited<ReturnType<typeof liveStream>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getLiveStreamQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof liveStream>>> = ({ signal }) => liveStream(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type LiveStreamQueryResult = NonNullable<Awaited<ReturnType<typeof liveStream>>>
export type LiveStreamQueryError = ErrorType<ErrorResponse>


export function useLiveStream<TData = Awaited<ReturnType<typeof liveStream>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof liveStream>>,
          TError,
          Awaited<ReturnType<typeof liveStream>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useLiveStream<TData = Awaited<ReturnType<typeof liveStream>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof liveStream>>,
          TError,
          Awaited<ReturnType<typeof liveStream>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useLiveStream<TData = Awaited<ReturnType<typeof liveStream>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 实时通道（服务器推送事件）
 */

export function useLiveStream<TData = Awaited<ReturnType<typeof liveStream>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof liveStream>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getLiveStreamQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




