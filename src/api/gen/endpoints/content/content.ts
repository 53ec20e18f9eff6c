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
  ContentAnnounceAckedEnvelope,
  ContentAnnounceDetailEnvelope,
  ContentAnnounceListQuery,
  ContentAnnounceMustReadEnvelope,
  ContentAnnouncePageEnvelope,
  ContentHelpDetailEnvelope,
  ContentHelpDetailQuery,
  ContentHelpListEnvelope,
  ContentHelpListQuery,
  ContentHelpVoteBody,
  ContentHelpVotedEnvelope,
  ContentIdBody,
  ContentMessageListQuery,
  ContentMessagePageEnvelope,
  ContentMessageReadAllBody,
  ContentMessageReadBody,
  ContentPaletteBody,
  ContentPaletteResultEnvelope,
  ContentRuleDetailBody,
  ContentRuleDetailEnvelope,
  ContentRuleListEnvelope,
  ContentRuleListQuery,
  ContentUnreadEnvelope,
  ContentUpdatedEnvelope,
  ErrorResponse,
  FeedbackBody,
  FeedbackItemEnvelope,
  FeedbackListQuery,
  FeedbackPageEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 无需登录；登录时反馈记在当前用户名下（之后可在反馈列表查看）。截图须是上传接口（scene=feedback）返回的地址，
最多 4 张。未登录时按 IP 限流（每小时 10 条）。

 * @summary 提交意见反馈
 */
export const feedbackSubmit = (
    feedbackBody: BodyType<FeedbackBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FeedbackItemEnvelope>(
      {url: `/xm-merchant/feedback/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: feedbackBody, signal
    },
      options);
    }
  


export const getFeedbackSubmitMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof feedbackSubmit>>, TError,{data: BodyType<FeedbackBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof feedbackSubmit>>, TError,{data: BodyType<FeedbackBody>}, TContext> => {

const mutationKey = ['feedbackSubmit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof feedbackSubmit>>, {data: BodyType<FeedbackBody>}> = (props) => {
          const {data} = props ?? {};

          return  feedbackSubmit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FeedbackSubmitMutationResult = NonNullable<Awaited<ReturnType<typeof feedbackSubmit>>>
    export type FeedbackSubmitMutationBody = BodyType<FeedbackBody>
    export type FeedbackSubmitMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交意见反馈
 */
export const useFeedbackSubmit = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof feedbackSubmit>>, TError,{data: BodyType<FeedbackBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof feedbackSubmit>>,
        TError,
        {data: BodyType<FeedbackBody>},
        TContext
      > => {

      const mutationOptions = getFeedbackSubmitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 当前用户提交过的反馈，按时间倒序，游标分页（nextCursor 为 null 表示没有更多）。
 * @summary 我提交过的反馈
 */
export const feedbackList = (
    feedbackListQuery: BodyType<FeedbackListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FeedbackPageEnvelope>(
      {url: `/xm-merchant/feedback/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: feedbackListQuery, signal
    },
      options);
    }
  



export const getFeedbackListQueryKey = (feedbackListQuery?: FeedbackListQuery,) => {
    return [
    `/xm-merchant/feedback/list`, feedbackListQuery
    ] as const;
    }

    
export const getFeedbackListQueryOptions = <TData = Awaited<ReturnType<typeof feedbackList>>, TError = ErrorType<ErrorResponse>>(feedbackListQuery: FeedbackListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFeedbackListQueryKey(feedbackListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof feedbackList>>> = ({ signal }) => feedbackList(feedbackListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FeedbackListQueryResult = NonNullable<Awaited<ReturnType<typeof feedbackList>>>
export type FeedbackListQueryError = ErrorType<ErrorResponse>


export function useFeedbackList<TData = Awaited<ReturnType<typeof feedbackList>>, TError = ErrorType<ErrorResponse>>(
 feedbackListQuery: FeedbackListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof feedbackList>>,
          TError,
          Awaited<ReturnType<typeof feedbackList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFeedbackList<TData = Awaited<ReturnType<typeof feedbackList>>, TError = ErrorType<ErrorResponse>>(
 feedbackListQuery: FeedbackListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof feedbackList>>,
          TError,
          Awaited<ReturnType<typeof feedbackList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFeedbackList<TData = Awaited<ReturnType<typeof feedbackList>>, TError = ErrorType<ErrorResponse>>(
 feedbackListQuery: FeedbackListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 我提交过的反馈
 */

export function useFeedbackList<TData = Awaited<ReturnType<typeof feedbackList>>, TError = ErrorType<ErrorResponse>>(
 feedbackListQuery: FeedbackListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof feedbackList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFeedbackListQueryOptions(feedbackListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 当前成员的站内信，可按分类、只看未读筛选，按时间倒序游标分页。读取前先把事件表中新的事件转成站内信。
 * @summary 站内信列表
 */
export const contentMessageList = (
    contentMessageListQuery: BodyType<ContentMessageListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentMessagePageEnvelope>(
      {url: `/xm-merchant/content/message/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentMessageListQuery, signal
    },
      options);
    }
  



export const getContentMessageListQueryKey = (contentMessageListQuery?: ContentMessageListQuery,) => {
    return [
    `/xm-merchant/content/message/list`, contentMessageListQuery
    ] as const;
    }

    
export const getContentMessageListQueryOptions = <TData = Awaited<ReturnType<typeof contentMessageList>>, TError = ErrorType<ErrorResponse>>(contentMessageListQuery: ContentMessageListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentMessageListQueryKey(contentMessageListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentMessageList>>> = ({ signal }) => contentMessageList(contentMessageListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentMessageListQueryResult = NonNullable<Awaited<ReturnType<typeof contentMessageList>>>
export type ContentMessageListQueryError = ErrorType<ErrorResponse>


export function useContentMessageList<TData = Awaited<ReturnType<typeof contentMessageList>>, TError = ErrorType<ErrorResponse>>(
 contentMessageListQuery: ContentMessageListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentMessageList>>,
          TError,
          Awaited<ReturnType<typeof contentMessageList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentMessageList<TData = Awaited<ReturnType<typeof contentMessageList>>, TError = ErrorType<ErrorResponse>>(
 contentMessageListQuery: ContentMessageListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentMessageList>>,
          TError,
          Awaited<ReturnType<typeof contentMessageList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentMessageList<TData = Awaited<ReturnType<typeof contentMessageList>>, TError = ErrorType<ErrorResponse>>(
 contentMessageListQuery: ContentMessageListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 站内信列表
 */

export function useContentMessageList<TData = Awaited<ReturnType<typeof contentMessageList>>, TError = ErrorType<ErrorResponse>>(
 contentMessageListQuery: ContentMessageListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentMessageListQueryOptions(contentMessageListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 当前成员的未读站内信总数与各分类未读数（页头铃铛）。
 * @summary 未读数
 */
export const contentMessageUnread = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentUnreadEnvelope>(
      {url: `/xm-merchant/content/message/unread`, method: 'POST', signal
    },
      options);
    }
  



export const getContentMessageUnreadQueryKey = () => {
    return [
    `/xm-merchant/content/message/unread`
    ] as const;
    }

    
export const getContentMessageUnreadQueryOptions = <TData = Awaited<ReturnType<typeof contentMessageUnread>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentMessageUnreadQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentMessageUnread>>> = ({ signal }) => contentMessageUnread(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentMessageUnreadQueryResult = NonNullable<Awaited<ReturnType<typeof contentMessageUnread>>>
export type ContentMessageUnreadQueryError = ErrorType<ErrorResponse>


export function useContentMessageUnread<TData = Awaited<ReturnType<typeof contentMessageUnread>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentMessageUnread>>,
          TError,
          Awaited<ReturnType<typeof contentMessageUnread>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentMessageUnread<TData = Awaited<ReturnType<typeof contentMessageUnread>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentMessageUnread>>,
          TError,
          Awaited<ReturnType<typeof contentMessageUnread>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentMessageUnread<TData = Awaited<ReturnType<typeof contentMessageUnread>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 未读数
 */

export function useContentMessageUnread<TData = Awaited<ReturnType<typeof contentMessageUnread>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentMessageUnread>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentMessageUnreadQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 把自己的若干条消息标记为已读；别人的消息不受影响。
 * @summary 标记已读
 */
export const contentMessageRead = (
    contentMessageReadBody: BodyType<ContentMessageReadBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentUpdatedEnvelope>(
      {url: `/xm-merchant/content/message/read`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentMessageReadBody, signal
    },
      options);
    }
  


export const getContentMessageReadMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentMessageRead>>, TError,{data: BodyType<ContentMessageReadBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof contentMessageRead>>, TError,{data: BodyType<ContentMessageReadBody>}, TContext> => {

const mutationKey = ['contentMessageRead'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof contentMessageRead>>, {data: BodyType<ContentMessageReadBody>}> = (props) => {
          const {data} = props ?? {};

          return  contentMessageRead(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ContentMessageReadMutationResult = NonNullable<Awaited<ReturnType<typeof contentMessageRead>>>
    export type ContentMessageReadMutationBody = BodyType<ContentMessageReadBody>
    export type ContentMessageReadMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 标记已读
 */
export const useContentMessageRead = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentMessageRead>>, TError,{data: BodyType<ContentMessageReadBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof contentMessageRead>>,
        TError,
        {data: BodyType<ContentMessageReadBody>},
        TContext
      > => {

      const mutationOptions = getContentMessageReadMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 把自己某一分类（或全部）的未读消息标记为已读。
 * @summary 全部已读
 */
export const contentMessageReadAll = (
    contentMessageReadAllBody: BodyType<ContentMessageReadAllBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentUpdatedEnvelope>(
      {url: `/xm-merchant/content/message/readAll`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentMessageReadAllBody, signal
    },
      options);
    }
  


export const getContentMessageReadAllMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentMessageReadAll>>, TError,{data: BodyType<ContentMessageReadAllBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof contentMessageReadAll>>, TError,{data: BodyType<ContentMessageReadAllBody>}, TContext> => {

const mutationKey = ['contentMessageReadAll'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof contentMessageReadAll>>, {data: BodyType<ContentMessageReadAllBody>}> = (props) => {
          const {data} = props ?? {};

          return  contentMessageReadAll(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ContentMessageReadAllMutationResult = NonNullable<Awaited<ReturnType<typeof contentMessageReadAll>>>
    export type ContentMessageReadAllMutationBody = BodyType<ContentMessageReadAllBody>
    export type ContentMessageReadAllMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 全部已读
 */
export const useContentMessageReadAll = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentMessageReadAll>>, TError,{data: BodyType<ContentMessageReadAllBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof contentMessageReadAll>>,
        TError,
        {data: BodyType<ContentMessageReadAllBody>},
        TContext
      > => {

      const mutationOptions = getContentMessageReadAllMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 已发布的平台公告，按发布时间倒序，附当前成员的已读、已确认状态。
 * @summary 平台公告列表
 */
export const contentAnnounceList = (
    contentAnnounceListQuery: BodyType<ContentAnnounceListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentAnnouncePageEnvelope>(
      {url: `/xm-merchant/content/announce/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentAnnounceListQuery, signal
    },
      options);
    }
  



export const getContentAnnounceListQueryKey = (contentAnnounceListQuery?: ContentAnnounceListQuery,) => {
    return [
    `/xm-merchant/content/announce/list`, contentAnnounceListQuery
    ] as const;
    }

    
export const getContentAnnounceListQueryOptions = <TData = Awaited<ReturnType<typeof contentAnnounceList>>, TError = ErrorType<ErrorResponse>>(contentAnnounceListQuery: ContentAnnounceListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentAnnounceListQueryKey(contentAnnounceListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentAnnounceList>>> = ({ signal }) => contentAnnounceList(contentAnnounceListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentAnnounceListQueryResult = NonNullable<Awaited<ReturnType<typeof contentAnnounceList>>>
export type ContentAnnounceListQueryError = ErrorType<ErrorResponse>


export function useContentAnnounceList<TData = Awaited<ReturnType<typeof contentAnnounceList>>, TError = ErrorType<ErrorResponse>>(
 contentAnnounceListQuery: ContentAnnounceListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceList>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceList<TData = Awaited<ReturnType<typeof contentAnnounceList>>, TError = ErrorType<ErrorResponse>>(
 contentAnnounceListQuery: ContentAnnounceListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceList>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceList<TData = Awaited<ReturnType<typeof contentAnnounceList>>, TError = ErrorType<ErrorResponse>>(
 contentAnnounceListQuery: ContentAnnounceListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 平台公告列表
 */

export function useContentAnnounceList<TData = Awaited<ReturnType<typeof contentAnnounceList>>, TError = ErrorType<ErrorResponse>>(
 contentAnnounceListQuery: ContentAnnounceListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentAnnounceListQueryOptions(contentAnnounceListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一条公告及正文；打开即为当前成员记为已读。
 * @summary 公告详情
 */
export const contentAnnounceDetail = (
    contentIdBody: BodyType<ContentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentAnnounceDetailEnvelope>(
      {url: `/xm-merchant/content/announce/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentIdBody, signal
    },
      options);
    }
  



export const getContentAnnounceDetailQueryKey = (contentIdBody?: ContentIdBody,) => {
    return [
    `/xm-merchant/content/announce/detail`, contentIdBody
    ] as const;
    }

    
export const getContentAnnounceDetailQueryOptions = <TData = Awaited<ReturnType<typeof contentAnnounceDetail>>, TError = ErrorType<ErrorResponse>>(contentIdBody: ContentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentAnnounceDetailQueryKey(contentIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentAnnounceDetail>>> = ({ signal }) => contentAnnounceDetail(contentIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentAnnounceDetailQueryResult = NonNullable<Awaited<ReturnType<typeof contentAnnounceDetail>>>
export type ContentAnnounceDetailQueryError = ErrorType<ErrorResponse>


export function useContentAnnounceDetail<TData = Awaited<ReturnType<typeof contentAnnounceDetail>>, TError = ErrorType<ErrorResponse>>(
 contentIdBody: ContentIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceDetail>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceDetail<TData = Awaited<ReturnType<typeof contentAnnounceDetail>>, TError = ErrorType<ErrorResponse>>(
 contentIdBody: ContentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceDetail>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceDetail<TData = Awaited<ReturnType<typeof contentAnnounceDetail>>, TError = ErrorType<ErrorResponse>>(
 contentIdBody: ContentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 公告详情
 */

export function useContentAnnounceDetail<TData = Awaited<ReturnType<typeof contentAnnounceDetail>>, TError = ErrorType<ErrorResponse>>(
 contentIdBody: ContentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentAnnounceDetailQueryOptions(contentIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 当前成员尚未确认的必读公告（登录后依次弹出）。
 * @summary 待确认的必读公告
 */
export const contentAnnounceMustRead = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentAnnounceMustReadEnvelope>(
      {url: `/xm-merchant/content/announce/mustRead`, method: 'POST', signal
    },
      options);
    }
  



export const getContentAnnounceMustReadQueryKey = () => {
    return [
    `/xm-merchant/content/announce/mustRead`
    ] as const;
    }

    
export const getContentAnnounceMustReadQueryOptions = <TData = Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentAnnounceMustReadQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentAnnounceMustRead>>> = ({ signal }) => contentAnnounceMustRead(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentAnnounceMustReadQueryResult = NonNullable<Awaited<ReturnType<typeof contentAnnounceMustRead>>>
export type ContentAnnounceMustReadQueryError = ErrorType<ErrorResponse>


export function useContentAnnounceMustRead<TData = Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceMustRead>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceMustRead>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceMustRead<TData = Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentAnnounceMustRead>>,
          TError,
          Awaited<ReturnType<typeof contentAnnounceMustRead>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentAnnounceMustRead<TData = Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 待确认的必读公告
 */

export function useContentAnnounceMustRead<TData = Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentAnnounceMustRead>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentAnnounceMustReadQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 当前成员确认已阅读一条必读公告，之后不再弹出。不是必读公告时拒绝。
 * @summary 确认必读公告
 */
export const contentAnnounceAck = (
    contentIdBody: BodyType<ContentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentAnnounceAckedEnvelope>(
      {url: `/xm-merchant/content/announce/ack`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentIdBody, signal
    },
      options);
    }
  


export const getContentAnnounceAckMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentAnnounceAck>>, TError,{data: BodyType<ContentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof contentAnnounceAck>>, TError,{data: BodyType<ContentIdBody>}, TContext> => {

const mutationKey = ['contentAnnounceAck'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof contentAnnounceAck>>, {data: BodyType<ContentIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  contentAnnounceAck(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ContentAnnounceAckMutationResult = NonNullable<Awaited<ReturnType<typeof contentAnnounceAck>>>
    export type ContentAnnounceAckMutationBody = BodyType<ContentIdBody>
    export type ContentAnnounceAckMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 确认必读公告
 */
export const useContentAnnounceAck = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentAnnounceAck>>, TError,{data: BodyType<ContentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof contentAnnounceAck>>,
        TError,
        {data: BodyType<ContentIdBody>},
        TContext
      > => {

      const mutationOptions = getContentAnnounceAckMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 规则分类、各分类条数与规则列表（现行版本、待生效版本），支持中文全文检索。
 * @summary 规则中心
 */
export const contentRuleList = (
    contentRuleListQuery: BodyType<ContentRuleListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentRuleListEnvelope>(
      {url: `/xm-merchant/content/rule/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentRuleListQuery, signal
    },
      options);
    }
  



export const getContentRuleListQueryKey = (contentRuleListQuery?: ContentRuleListQuery,) => {
    return [
    `/xm-merchant/content/rule/list`, contentRuleListQuery
    ] as const;
    }

    
export const getContentRuleListQueryOptions = <TData = Awaited<ReturnType<typeof contentRuleList>>, TError = ErrorType<ErrorResponse>>(contentRuleListQuery: ContentRuleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentRuleListQueryKey(contentRuleListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentRuleList>>> = ({ signal }) => contentRuleList(contentRuleListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentRuleListQueryResult = NonNullable<Awaited<ReturnType<typeof contentRuleList>>>
export type ContentRuleListQueryError = ErrorType<ErrorResponse>


export function useContentRuleList<TData = Awaited<ReturnType<typeof contentRuleList>>, TError = ErrorType<ErrorResponse>>(
 contentRuleListQuery: ContentRuleListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentRuleList>>,
          TError,
          Awaited<ReturnType<typeof contentRuleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentRuleList<TData = Awaited<ReturnType<typeof contentRuleList>>, TError = ErrorType<ErrorResponse>>(
 contentRuleListQuery: ContentRuleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentRuleList>>,
          TError,
          Awaited<ReturnType<typeof contentRuleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentRuleList<TData = Awaited<ReturnType<typeof contentRuleList>>, TError = ErrorType<ErrorResponse>>(
 contentRuleListQuery: ContentRuleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 规则中心
 */

export function useContentRuleList<TData = Awaited<ReturnType<typeof contentRuleList>>, TError = ErrorType<ErrorResponse>>(
 contentRuleListQuery: ContentRuleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentRuleListQueryOptions(contentRuleListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 规则的全部版本（生效时间、变更说明、状态）、所示版本正文及与上一版的逐行差异。
 * @summary 规则详情
 */
export const contentRuleDetail = (
    contentRuleDetailBody: BodyType<ContentRuleDetailBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentRuleDetailEnvelope>(
      {url: `/xm-merchant/content/rule/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentRuleDetailBody, signal
    },
      options);
    }
  



export const getContentRuleDetailQueryKey = (contentRuleDetailBody?: ContentRuleDetailBody,) => {
    return [
    `/xm-merchant/content/rule/detail`, contentRuleDetailBody
    ] as const;
    }

    
export const getContentRuleDetailQueryOptions = <TData = Awaited<ReturnType<typeof contentRuleDetail>>, TError = ErrorType<ErrorResponse>>(contentRuleDetailBody: ContentRuleDetailBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentRuleDetailQueryKey(contentRuleDetailBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentRuleDetail>>> = ({ signal }) => contentRuleDetail(contentRuleDetailBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentRuleDetailQueryResult = NonNullable<Awaited<ReturnType<typeof contentRuleDetail>>>
export type ContentRuleDetailQueryError = ErrorType<ErrorResponse>


export function useContentRuleDetail<TData = Awaited<ReturnType<typeof contentRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 contentRuleDetailBody: ContentRuleDetailBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentRuleDetail>>,
          TError,
          Awaited<ReturnType<typeof contentRuleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentRuleDetail<TData = Awaited<ReturnType<typeof contentRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 contentRuleDetailBody: ContentRuleDetailBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentRuleDetail>>,
          TError,
          Awaited<ReturnType<typeof contentRuleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentRuleDetail<TData = Awaited<ReturnType<typeof contentRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 contentRuleDetailBody: ContentRuleDetailBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 规则详情
 */

export function useContentRuleDetail<TData = Awaited<ReturnType<typeof contentRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 contentRuleDetailBody: ContentRuleDetailBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentRuleDetailQueryOptions(contentRuleDetailBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 帮助分类与文章，支持中文全文检索和按页面查找讲解该页面的文章。
 * @summary 帮助中心
 */
export const contentHelpList = (
    contentHelpListQuery: BodyType<ContentHelpListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentHelpListEnvelope>(
      {url: `/xm-merchant/content/help/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentHelpListQuery, signal
    },
      options);
    }
  



export const getContentHelpListQueryKey = (contentHelpListQuery?: ContentHelpListQuery,) => {
    return [
    `/xm-merchant/content/help/list`, contentHelpListQuery
    ] as const;
    }

    
export const getContentHelpListQueryOptions = <TData = Awaited<ReturnType<typeof contentHelpList>>, TError = ErrorType<ErrorResponse>>(contentHelpListQuery: ContentHelpListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentHelpListQueryKey(contentHelpListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentHelpList>>> = ({ signal }) => contentHelpList(contentHelpListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentHelpListQueryResult = NonNullable<Awaited<ReturnType<typeof contentHelpList>>>
export type ContentHelpListQueryError = ErrorType<ErrorResponse>


export function useContentHelpList<TData = Awaited<ReturnType<typeof contentHelpList>>, TError = ErrorType<ErrorResponse>>(
 contentHelpListQuery: ContentHelpListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentHelpList>>,
          TError,
          Awaited<ReturnType<typeof contentHelpList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentHelpList<TData = Awaited<ReturnType<typeof contentHelpList>>, TError = ErrorType<ErrorResponse>>(
 contentHelpListQuery: ContentHelpListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentHelpList>>,
          TError,
          Awaited<ReturnType<typeof contentHelpList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentHelpList<TData = Awaited<ReturnType<typeof contentHelpList>>, TError = ErrorType<ErrorResponse>>(
 contentHelpListQuery: ContentHelpListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 帮助中心
 */

export function useContentHelpList<TData = Awaited<ReturnType<typeof contentHelpList>>, TError = ErrorType<ErrorResponse>>(
 contentHelpListQuery: ContentHelpListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentHelpListQueryOptions(contentHelpListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 文章正文、有用与没用的计数、当前成员的评价与相关文章。按编号（id）或文章代码（code，页面的帮助链接用它）查找，
两者给出其一；都给时以编号为准。

 * @summary 帮助文章
 */
export const contentHelpDetail = (
    contentHelpDetailQuery: BodyType<ContentHelpDetailQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentHelpDetailEnvelope>(
      {url: `/xm-merchant/content/help/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentHelpDetailQuery, signal
    },
      options);
    }
  



export const getContentHelpDetailQueryKey = (contentHelpDetailQuery?: ContentHelpDetailQuery,) => {
    return [
    `/xm-merchant/content/help/detail`, contentHelpDetailQuery
    ] as const;
    }

    
export const getContentHelpDetailQueryOptions = <TData = Awaited<ReturnType<typeof contentHelpDetail>>, TError = ErrorType<ErrorResponse>>(contentHelpDetailQuery: ContentHelpDetailQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentHelpDetailQueryKey(contentHelpDetailQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentHelpDetail>>> = ({ signal }) => contentHelpDetail(contentHelpDetailQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentHelpDetailQueryResult = NonNullable<Awaited<ReturnType<typeof contentHelpDetail>>>
export type ContentHelpDetailQueryError = ErrorType<ErrorResponse>


export function useContentHelpDetail<TData = Awaited<ReturnType<typeof contentHelpDetail>>, TError = ErrorType<ErrorResponse>>(
 contentHelpDetailQuery: ContentHelpDetailQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentHelpDetail>>,
          TError,
          Awaited<ReturnType<typeof contentHelpDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentHelpDetail<TData = Awaited<ReturnType<typeof contentHelpDetail>>, TError = ErrorType<ErrorResponse>>(
 contentHelpDetailQuery: ContentHelpDetailQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentHelpDetail>>,
          TError,
          Awaited<ReturnType<typeof contentHelpDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentHelpDetail<TData = Awaited<ReturnType<typeof contentHelpDetail>>, TError = ErrorType<ErrorResponse>>(
 contentHelpDetailQuery: ContentHelpDetailQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 帮助文章
 */

export function useContentHelpDetail<TData = Awaited<ReturnType<typeof contentHelpDetail>>, TError = ErrorType<ErrorResponse>>(
 contentHelpDetailQuery: ContentHelpDetailQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentHelpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentHelpDetailQueryOptions(contentHelpDetailQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 当前成员评价一篇文章有用或没用；再次评价即改为新的评价。
 * @summary 这篇文章有用吗
 */
export const contentHelpVote = (
    contentHelpVoteBody: BodyType<ContentHelpVoteBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentHelpVotedEnvelope>(
      {url: `/xm-merchant/content/help/vote`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentHelpVoteBody, signal
    },
      options);
    }
  


export const getContentHelpVoteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentHelpVote>>, TError,{data: BodyType<ContentHelpVoteBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof contentHelpVote>>, TError,{data: BodyType<ContentHelpVoteBody>}, TContext> => {

const mutationKey = ['contentHelpVote'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof contentHelpVote>>, {data: BodyType<ContentHelpVoteBody>}> = (props) => {
          const {data} = props ?? {};

          return  contentHelpVote(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ContentHelpVoteMutationResult = NonNullable<Awaited<ReturnType<typeof contentHelpVote>>>
    export type ContentHelpVoteMutationBody = BodyType<ContentHelpVoteBody>
    export type ContentHelpVoteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 这篇文章有用吗
 */
export const useContentHelpVote = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof contentHelpVote>>, TError,{data: BodyType<ContentHelpVoteBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof contentHelpVote>>,
        TError,
        {data: BodyType<ContentHelpVoteBody>},
        TContext
      > => {

      const mutationOptions = getContentHelpVoteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按订单号、售后单号前缀和商品名称或编码查找，只答复当前成员有权查看的种类。
 * @summary 命令面板搜索
 */
export const contentPaletteSearch = (
    contentPaletteBody: BodyType<ContentPaletteBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ContentPaletteResultEnvelope>(
      {url: `/xm-merchant/content/palette/search`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: contentPaletteBody, signal
    },
      options);
    }
  



export const getContentPaletteSearchQueryKey = (contentPaletteBody?: ContentPaletteBody,) => {
    return [
    `/xm-merchant/content/palette/search`, contentPaletteBody
    ] as const;
    }

    
export const getContentPaletteSearchQueryOptions = <TData = Awaited<ReturnType<typeof contentPaletteSearch>>, TError = ErrorType<ErrorResponse>>(contentPaletteBody: ContentPaletteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getContentPaletteSearchQueryKey(contentPaletteBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof contentPaletteSearch>>> = ({ signal }) => contentPaletteSearch(contentPaletteBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ContentPaletteSearchQueryResult = NonNullable<Awaited<ReturnType<typeof contentPaletteSearch>>>
export type ContentPaletteSearchQueryError = ErrorType<ErrorResponse>


export function useContentPaletteSearch<TData = Awaited<ReturnType<typeof contentPaletteSearch>>, TError = ErrorType<ErrorResponse>>(
 contentPaletteBody: ContentPaletteBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentPaletteSearch>>,
          TError,
          Awaited<ReturnType<typeof contentPaletteSearch>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentPaletteSearch<TData = Awaited<ReturnType<typeof contentPaletteSearch>>, TError = ErrorType<ErrorResponse>>(
 contentPaletteBody: ContentPaletteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contentPaletteSearch>>,
          TError,
          Awaited<ReturnType<typeof contentPaletteSearch>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useContentPaletteSearch<TData = Awaited<ReturnType<typeof contentPaletteSearch>>, TError = ErrorType<ErrorResponse>>(
 contentPaletteBody: ContentPaletteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 命令面板搜索
 */

export function useContentPaletteSearch<TData = Awaited<ReturnType<typeof contentPaletteSearch>>, TError = ErrorType<ErrorResponse>>(
 contentPaletteBody: ContentPaletteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof contentPaletteSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getContentPaletteSearchQueryOptions(contentPaletteBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




