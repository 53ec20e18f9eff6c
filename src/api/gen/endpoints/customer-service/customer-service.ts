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
  CsAgentIdBody,
  CsAgentListEnvelope,
  CsAgentOnlineBody,
  CsAgentOnlineEnvelope,
  CsAgentRefEnvelope,
  CsAgentSaveBody,
  CsConversationDetailEnvelope,
  CsConversationIdBody,
  CsConversationListBody,
  CsConversationPageEnvelope,
  CsConversationRefEnvelope,
  CsFlowEnvelope,
  CsFlowIdBody,
  CsFlowListEnvelope,
  CsFlowPreviewBody,
  CsFlowPreviewEnvelope,
  CsFlowRefEnvelope,
  CsFlowSaveBody,
  CsGoodsListEnvelope,
  CsGoodsSearchBody,
  CsRepliedEnvelope,
  CsReplyBody,
  CsTodoCountEnvelope,
  ErrorResponse
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 客服（在线状态、同时接待上限、擅长类目、接待中与待回复数）与可以设为客服的成员。
 * @summary 客服列表
 */
export const csAgentList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsAgentListEnvelope>(
      {url: `/xm-merchant/cs/agent/list`, method: 'POST', signal
    },
      options);
    }
  



export const getCsAgentListQueryKey = () => {
    return [
    `/xm-merchant/cs/agent/list`
    ] as const;
    }

    
export const getCsAgentListQueryOptions = <TData = Awaited<ReturnType<typeof csAgentList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsAgentListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csAgentList>>> = ({ signal }) => csAgentList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsAgentListQueryResult = NonNullable<Awaited<ReturnType<typeof csAgentList>>>
export type CsAgentListQueryError = ErrorType<ErrorResponse>


export function useCsAgentList<TData = Awaited<ReturnType<typeof csAgentList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csAgentList>>,
          TError,
          Awaited<ReturnType<typeof csAgentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsAgentList<TData = Awaited<ReturnType<typeof csAgentList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csAgentList>>,
          TError,
          Awaited<ReturnType<typeof csAgentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsAgentList<TData = Awaited<ReturnType<typeof csAgentList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 客服列表
 */

export function useCsAgentList<TData = Awaited<ReturnType<typeof csAgentList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsAgentListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 把成员设为客服或修改客服；成员须属于本店、已启用，且是负责人或角色有会话所需的 kf.user.list 与 kf.user.reply（否则拒绝；已是客服但角色后来失去这些键的，只能改为离线）；上线时排队中的会话按流程分配。
 * @summary 保存客服
 */
export const csAgentSave = (
    csAgentSaveBody: BodyType<CsAgentSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsAgentRefEnvelope>(
      {url: `/xm-merchant/cs/agent/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csAgentSaveBody, signal
    },
      options);
    }
  


export const getCsAgentSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentSave>>, TError,{data: BodyType<CsAgentSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csAgentSave>>, TError,{data: BodyType<CsAgentSaveBody>}, TContext> => {

const mutationKey = ['csAgentSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csAgentSave>>, {data: BodyType<CsAgentSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  csAgentSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsAgentSaveMutationResult = NonNullable<Awaited<ReturnType<typeof csAgentSave>>>
    export type CsAgentSaveMutationBody = BodyType<CsAgentSaveBody>
    export type CsAgentSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存客服
 */
export const useCsAgentSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentSave>>, TError,{data: BodyType<CsAgentSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csAgentSave>>,
        TError,
        {data: BodyType<CsAgentSaveBody>},
        TContext
      > => {

      const mutationOptions = getCsAgentSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 设置客服在线或离线；上线后排队中的会话按使用中的流程分配。角色已没有 kf.user.list 与 kf.user.reply 的客服不能上线。
 * @summary 客服上下线
 */
export const csAgentSetOnline = (
    csAgentOnlineBody: BodyType<CsAgentOnlineBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsAgentOnlineEnvelope>(
      {url: `/xm-merchant/cs/agent/online`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csAgentOnlineBody, signal
    },
      options);
    }
  


export const getCsAgentSetOnlineMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentSetOnline>>, TError,{data: BodyType<CsAgentOnlineBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csAgentSetOnline>>, TError,{data: BodyType<CsAgentOnlineBody>}, TContext> => {

const mutationKey = ['csAgentSetOnline'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csAgentSetOnline>>, {data: BodyType<CsAgentOnlineBody>}> = (props) => {
          const {data} = props ?? {};

          return  csAgentSetOnline(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsAgentSetOnlineMutationResult = NonNullable<Awaited<ReturnType<typeof csAgentSetOnline>>>
    export type CsAgentSetOnlineMutationBody = BodyType<CsAgentOnlineBody>
    export type CsAgentSetOnlineMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 客服上下线
 */
export const useCsAgentSetOnline = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentSetOnline>>, TError,{data: BodyType<CsAgentOnlineBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csAgentSetOnline>>,
        TError,
        {data: BodyType<CsAgentOnlineBody>},
        TContext
      > => {

      const mutationOptions = getCsAgentSetOnlineMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 取消成员的客服身份；还有接待中的会话时拒绝。
 * @summary 移除客服
 */
export const csAgentDelete = (
    csAgentIdBody: BodyType<CsAgentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsAgentRefEnvelope>(
      {url: `/xm-merchant/cs/agent/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csAgentIdBody, signal
    },
      options);
    }
  


export const getCsAgentDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentDelete>>, TError,{data: BodyType<CsAgentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csAgentDelete>>, TError,{data: BodyType<CsAgentIdBody>}, TContext> => {

const mutationKey = ['csAgentDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csAgentDelete>>, {data: BodyType<CsAgentIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  csAgentDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsAgentDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof csAgentDelete>>>
    export type CsAgentDeleteMutationBody = BodyType<CsAgentIdBody>
    export type CsAgentDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 移除客服
 */
export const useCsAgentDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csAgentDelete>>, TError,{data: BodyType<CsAgentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csAgentDelete>>,
        TError,
        {data: BodyType<CsAgentIdBody>},
        TContext
      > => {

      const mutationOptions = getCsAgentDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 店铺的接待流程（使用中的在前）。
 * @summary 接待流程列表
 */
export const csFlowList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowListEnvelope>(
      {url: `/xm-merchant/cs/flow/list`, method: 'POST', signal
    },
      options);
    }
  



export const getCsFlowListQueryKey = () => {
    return [
    `/xm-merchant/cs/flow/list`
    ] as const;
    }

    
export const getCsFlowListQueryOptions = <TData = Awaited<ReturnType<typeof csFlowList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsFlowListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csFlowList>>> = ({ signal }) => csFlowList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsFlowListQueryResult = NonNullable<Awaited<ReturnType<typeof csFlowList>>>
export type CsFlowListQueryError = ErrorType<ErrorResponse>


export function useCsFlowList<TData = Awaited<ReturnType<typeof csFlowList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowList>>,
          TError,
          Awaited<ReturnType<typeof csFlowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowList<TData = Awaited<ReturnType<typeof csFlowList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowList>>,
          TError,
          Awaited<ReturnType<typeof csFlowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowList<TData = Awaited<ReturnType<typeof csFlowList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 接待流程列表
 */

export function useCsFlowList<TData = Awaited<ReturnType<typeof csFlowList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsFlowListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个接待流程的全部设置。
 * @summary 接待流程详情
 */
export const csFlowDetail = (
    csFlowIdBody: BodyType<CsFlowIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowEnvelope>(
      {url: `/xm-merchant/cs/flow/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csFlowIdBody, signal
    },
      options);
    }
  



export const getCsFlowDetailQueryKey = (csFlowIdBody?: CsFlowIdBody,) => {
    return [
    `/xm-merchant/cs/flow/detail`, csFlowIdBody
    ] as const;
    }

    
export const getCsFlowDetailQueryOptions = <TData = Awaited<ReturnType<typeof csFlowDetail>>, TError = ErrorType<ErrorResponse>>(csFlowIdBody: CsFlowIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsFlowDetailQueryKey(csFlowIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csFlowDetail>>> = ({ signal }) => csFlowDetail(csFlowIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsFlowDetailQueryResult = NonNullable<Awaited<ReturnType<typeof csFlowDetail>>>
export type CsFlowDetailQueryError = ErrorType<ErrorResponse>


export function useCsFlowDetail<TData = Awaited<ReturnType<typeof csFlowDetail>>, TError = ErrorType<ErrorResponse>>(
 csFlowIdBody: CsFlowIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowDetail>>,
          TError,
          Awaited<ReturnType<typeof csFlowDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowDetail<TData = Awaited<ReturnType<typeof csFlowDetail>>, TError = ErrorType<ErrorResponse>>(
 csFlowIdBody: CsFlowIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowDetail>>,
          TError,
          Awaited<ReturnType<typeof csFlowDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowDetail<TData = Awaited<ReturnType<typeof csFlowDetail>>, TError = ErrorType<ErrorResponse>>(
 csFlowIdBody: CsFlowIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 接待流程详情
 */

export function useCsFlowDetail<TData = Awaited<ReturnType<typeof csFlowDetail>>, TError = ErrorType<ErrorResponse>>(
 csFlowIdBody: CsFlowIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsFlowDetailQueryOptions(csFlowIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 新建或修改接待流程；工作时间开始须早于结束，关键词不能重复，名称不能重复；店铺的第一个流程自动启用。
 * @summary 保存接待流程
 */
export const csFlowSave = (
    csFlowSaveBody: BodyType<CsFlowSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowEnvelope>(
      {url: `/xm-merchant/cs/flow/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csFlowSaveBody, signal
    },
      options);
    }
  


export const getCsFlowSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowSave>>, TError,{data: BodyType<CsFlowSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csFlowSave>>, TError,{data: BodyType<CsFlowSaveBody>}, TContext> => {

const mutationKey = ['csFlowSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csFlowSave>>, {data: BodyType<CsFlowSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  csFlowSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsFlowSaveMutationResult = NonNullable<Awaited<ReturnType<typeof csFlowSave>>>
    export type CsFlowSaveMutationBody = BodyType<CsFlowSaveBody>
    export type CsFlowSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存接待流程
 */
export const useCsFlowSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowSave>>, TError,{data: BodyType<CsFlowSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csFlowSave>>,
        TError,
        {data: BodyType<CsFlowSaveBody>},
        TContext
      > => {

      const mutationOptions = getCsFlowSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 启用一个流程（原来使用中的流程停用）；排队中的会话随即按它分配。
 * @summary 启用接待流程
 */
export const csFlowActivate = (
    csFlowIdBody: BodyType<CsFlowIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowRefEnvelope>(
      {url: `/xm-merchant/cs/flow/activate`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csFlowIdBody, signal
    },
      options);
    }
  


export const getCsFlowActivateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowActivate>>, TError,{data: BodyType<CsFlowIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csFlowActivate>>, TError,{data: BodyType<CsFlowIdBody>}, TContext> => {

const mutationKey = ['csFlowActivate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csFlowActivate>>, {data: BodyType<CsFlowIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  csFlowActivate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsFlowActivateMutationResult = NonNullable<Awaited<ReturnType<typeof csFlowActivate>>>
    export type CsFlowActivateMutationBody = BodyType<CsFlowIdBody>
    export type CsFlowActivateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 启用接待流程
 */
export const useCsFlowActivate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowActivate>>, TError,{data: BodyType<CsFlowIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csFlowActivate>>,
        TError,
        {data: BodyType<CsFlowIdBody>},
        TContext
      > => {

      const mutationOptions = getCsFlowActivateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除一个未在使用的流程。
 * @summary 删除接待流程
 */
export const csFlowDelete = (
    csFlowIdBody: BodyType<CsFlowIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowRefEnvelope>(
      {url: `/xm-merchant/cs/flow/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csFlowIdBody, signal
    },
      options);
    }
  


export const getCsFlowDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowDelete>>, TError,{data: BodyType<CsFlowIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csFlowDelete>>, TError,{data: BodyType<CsFlowIdBody>}, TContext> => {

const mutationKey = ['csFlowDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csFlowDelete>>, {data: BodyType<CsFlowIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  csFlowDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsFlowDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof csFlowDelete>>>
    export type CsFlowDeleteMutationBody = BodyType<CsFlowIdBody>
    export type CsFlowDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除接待流程
 */
export const useCsFlowDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csFlowDelete>>, TError,{data: BodyType<CsFlowIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csFlowDelete>>,
        TError,
        {data: BodyType<CsFlowIdBody>},
        TContext
      > => {

      const mutationOptions = getCsFlowDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按尚未保存的设置模拟一条买家消息，答复买家依次看到的自动消息（使用当前在线客服与排队情况）。
 * @summary 接待预览
 */
export const csFlowPreview = (
    csFlowPreviewBody: BodyType<CsFlowPreviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsFlowPreviewEnvelope>(
      {url: `/xm-merchant/cs/flow/preview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csFlowPreviewBody, signal
    },
      options);
    }
  



export const getCsFlowPreviewQueryKey = (csFlowPreviewBody?: CsFlowPreviewBody,) => {
    return [
    `/xm-merchant/cs/flow/preview`, csFlowPreviewBody
    ] as const;
    }

    
export const getCsFlowPreviewQueryOptions = <TData = Awaited<ReturnType<typeof csFlowPreview>>, TError = ErrorType<ErrorResponse>>(csFlowPreviewBody: CsFlowPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsFlowPreviewQueryKey(csFlowPreviewBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csFlowPreview>>> = ({ signal }) => csFlowPreview(csFlowPreviewBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsFlowPreviewQueryResult = NonNullable<Awaited<ReturnType<typeof csFlowPreview>>>
export type CsFlowPreviewQueryError = ErrorType<ErrorResponse>


export function useCsFlowPreview<TData = Awaited<ReturnType<typeof csFlowPreview>>, TError = ErrorType<ErrorResponse>>(
 csFlowPreviewBody: CsFlowPreviewBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowPreview>>,
          TError,
          Awaited<ReturnType<typeof csFlowPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowPreview<TData = Awaited<ReturnType<typeof csFlowPreview>>, TError = ErrorType<ErrorResponse>>(
 csFlowPreviewBody: CsFlowPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csFlowPreview>>,
          TError,
          Awaited<ReturnType<typeof csFlowPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsFlowPreview<TData = Awaited<ReturnType<typeof csFlowPreview>>, TError = ErrorType<ErrorResponse>>(
 csFlowPreviewBody: CsFlowPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 接待预览
 */

export function useCsFlowPreview<TData = Awaited<ReturnType<typeof csFlowPreview>>, TError = ErrorType<ErrorResponse>>(
 csFlowPreviewBody: CsFlowPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csFlowPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsFlowPreviewQueryOptions(csFlowPreviewBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按页签（我接待的、排队中、全部进行中、已结束）与关键词查询会话，按最后消息时间倒序，游标分页；附各页签数量。
 * @summary 会话列表
 */
export const csConversationList = (
    csConversationListBody: BodyType<CsConversationListBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsConversationPageEnvelope>(
      {url: `/xm-merchant/cs/conversation/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csConversationListBody, signal
    },
      options);
    }
  



export const getCsConversationListQueryKey = (csConversationListBody?: CsConversationListBody,) => {
    return [
    `/xm-merchant/cs/conversation/list`, csConversationListBody
    ] as const;
    }

    
export const getCsConversationListQueryOptions = <TData = Awaited<ReturnType<typeof csConversationList>>, TError = ErrorType<ErrorResponse>>(csConversationListBody: CsConversationListBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsConversationListQueryKey(csConversationListBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csConversationList>>> = ({ signal }) => csConversationList(csConversationListBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsConversationListQueryResult = NonNullable<Awaited<ReturnType<typeof csConversationList>>>
export type CsConversationListQueryError = ErrorType<ErrorResponse>


export function useCsConversationList<TData = Awaited<ReturnType<typeof csConversationList>>, TError = ErrorType<ErrorResponse>>(
 csConversationListBody: CsConversationListBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csConversationList>>,
          TError,
          Awaited<ReturnType<typeof csConversationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsConversationList<TData = Awaited<ReturnType<typeof csConversationList>>, TError = ErrorType<ErrorResponse>>(
 csConversationListBody: CsConversationListBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csConversationList>>,
          TError,
          Awaited<ReturnType<typeof csConversationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsConversationList<TData = Awaited<ReturnType<typeof csConversationList>>, TError = ErrorType<ErrorResponse>>(
 csConversationListBody: CsConversationListBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 会话列表
 */

export function useCsConversationList<TData = Awaited<ReturnType<typeof csConversationList>>, TError = ErrorType<ErrorResponse>>(
 csConversationListBody: CsConversationListBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsConversationListQueryOptions(csConversationListBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 会话的消息、买家在本店的最近订单与咨询的商品。
 * @summary 会话详情
 */
export const csConversationDetail = (
    csConversationIdBody: BodyType<CsConversationIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsConversationDetailEnvelope>(
      {url: `/xm-merchant/cs/conversation/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csConversationIdBody, signal
    },
      options);
    }
  



export const getCsConversationDetailQueryKey = (csConversationIdBody?: CsConversationIdBody,) => {
    return [
    `/xm-merchant/cs/conversation/detail`, csConversationIdBody
    ] as const;
    }

    
export const getCsConversationDetailQueryOptions = <TData = Awaited<ReturnType<typeof csConversationDetail>>, TError = ErrorType<ErrorResponse>>(csConversationIdBody: CsConversationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsConversationDetailQueryKey(csConversationIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csConversationDetail>>> = ({ signal }) => csConversationDetail(csConversationIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsConversationDetailQueryResult = NonNullable<Awaited<ReturnType<typeof csConversationDetail>>>
export type CsConversationDetailQueryError = ErrorType<ErrorResponse>


export function useCsConversationDetail<TData = Awaited<ReturnType<typeof csConversationDetail>>, TError = ErrorType<ErrorResponse>>(
 csConversationIdBody: CsConversationIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csConversationDetail>>,
          TError,
          Awaited<ReturnType<typeof csConversationDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsConversationDetail<TData = Awaited<ReturnType<typeof csConversationDetail>>, TError = ErrorType<ErrorResponse>>(
 csConversationIdBody: CsConversationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csConversationDetail>>,
          TError,
          Awaited<ReturnType<typeof csConversationDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsConversationDetail<TData = Awaited<ReturnType<typeof csConversationDetail>>, TError = ErrorType<ErrorResponse>>(
 csConversationIdBody: CsConversationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 会话详情
 */

export function useCsConversationDetail<TData = Awaited<ReturnType<typeof csConversationDetail>>, TError = ErrorType<ErrorResponse>>(
 csConversationIdBody: CsConversationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csConversationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsConversationDetailQueryOptions(csConversationIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 回复文字、订单卡片或商品卡片；会话已结束或已由其他客服接待时拒绝（已被他人处理，请刷新）。
 * @summary 回复买家
 */
export const csConversationReply = (
    csReplyBody: BodyType<CsReplyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsRepliedEnvelope>(
      {url: `/xm-merchant/cs/conversation/reply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csReplyBody, signal
    },
      options);
    }
  


export const getCsConversationReplyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csConversationReply>>, TError,{data: BodyType<CsReplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csConversationReply>>, TError,{data: BodyType<CsReplyBody>}, TContext> => {

const mutationKey = ['csConversationReply'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csConversationReply>>, {data: BodyType<CsReplyBody>}> = (props) => {
          const {data} = props ?? {};

          return  csConversationReply(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsConversationReplyMutationResult = NonNullable<Awaited<ReturnType<typeof csConversationReply>>>
    export type CsConversationReplyMutationBody = BodyType<CsReplyBody>
    export type CsConversationReplyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 回复买家
 */
export const useCsConversationReply = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csConversationReply>>, TError,{data: BodyType<CsReplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csConversationReply>>,
        TError,
        {data: BodyType<CsReplyBody>},
        TContext
      > => {

      const mutationOptions = getCsConversationReplyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 结束会话并通知买家；排队中的会话随即分配给有空的客服。
 * @summary 结束会话
 */
export const csConversationClose = (
    csConversationIdBody: BodyType<CsConversationIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsConversationRefEnvelope>(
      {url: `/xm-merchant/cs/conversation/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csConversationIdBody, signal
    },
      options);
    }
  


export const getCsConversationCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csConversationClose>>, TError,{data: BodyType<CsConversationIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof csConversationClose>>, TError,{data: BodyType<CsConversationIdBody>}, TContext> => {

const mutationKey = ['csConversationClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof csConversationClose>>, {data: BodyType<CsConversationIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  csConversationClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CsConversationCloseMutationResult = NonNullable<Awaited<ReturnType<typeof csConversationClose>>>
    export type CsConversationCloseMutationBody = BodyType<CsConversationIdBody>
    export type CsConversationCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 结束会话
 */
export const useCsConversationClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof csConversationClose>>, TError,{data: BodyType<CsConversationIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof csConversationClose>>,
        TError,
        {data: BodyType<CsConversationIdBody>},
        TContext
      > => {

      const mutationOptions = getCsConversationCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 页头待办：我接待的待回复会话与排队中的会话数。
 * @summary 客服待办数
 */
export const csTodoCount = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsTodoCountEnvelope>(
      {url: `/xm-merchant/cs/todo/count`, method: 'POST', signal
    },
      options);
    }
  



export const getCsTodoCountQueryKey = () => {
    return [
    `/xm-merchant/cs/todo/count`
    ] as const;
    }

    
export const getCsTodoCountQueryOptions = <TData = Awaited<ReturnType<typeof csTodoCount>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsTodoCountQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csTodoCount>>> = ({ signal }) => csTodoCount(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsTodoCountQueryResult = NonNullable<Awaited<ReturnType<typeof csTodoCount>>>
export type CsTodoCountQueryError = ErrorType<ErrorResponse>


export function useCsTodoCount<TData = Awaited<ReturnType<typeof csTodoCount>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csTodoCount>>,
          TError,
          Awaited<ReturnType<typeof csTodoCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsTodoCount<TData = Awaited<ReturnType<typeof csTodoCount>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csTodoCount>>,
          TError,
          Awaited<ReturnType<typeof csTodoCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsTodoCount<TData = Awaited<ReturnType<typeof csTodoCount>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 客服待办数
 */

export function useCsTodoCount<TData = Awaited<ReturnType<typeof csTodoCount>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csTodoCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsTodoCountQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按名称搜索在售商品，用于向买家发送商品卡片。
 * @summary 搜索可发送的商品
 */
export const csGoodsSearch = (
    csGoodsSearchBody?: BodyType<CsGoodsSearchBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CsGoodsListEnvelope>(
      {url: `/xm-merchant/cs/goods/search`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: csGoodsSearchBody, signal
    },
      options);
    }
  



export const getCsGoodsSearchQueryKey = (csGoodsSearchBody?: CsGoodsSearchBody,) => {
    return [
    `/xm-merchant/cs/goods/search`, csGoodsSearchBody
    ] as const;
    }

    
export const getCsGoodsSearchQueryOptions = <TData = Awaited<ReturnType<typeof csGoodsSearch>>, TError = ErrorType<ErrorResponse>>(csGoodsSearchBody?: CsGoodsSearchBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCsGoodsSearchQueryKey(csGoodsSearchBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof csGoodsSearch>>> = ({ signal }) => csGoodsSearch(csGoodsSearchBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CsGoodsSearchQueryResult = NonNullable<Awaited<ReturnType<typeof csGoodsSearch>>>
export type CsGoodsSearchQueryError = ErrorType<ErrorResponse>


export function useCsGoodsSearch<TData = Awaited<ReturnType<typeof csGoodsSearch>>, TError = ErrorType<ErrorResponse>>(
 csGoodsSearchBody: undefined |  CsGoodsSearchBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof csGoodsSearch>>,
          TError,
          Awaited<ReturnType<typeof csGoodsSearch>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsGoodsSearch<TData = Awaited<ReturnType<typeof csGoodsSearch>>, TError = ErrorType<ErrorResponse>>(
 csGoodsSearchBody?: CsGoodsSearchBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof csGoodsSearch>>,
          TError,
          Awaited<ReturnType<typeof csGoodsSearch>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCsGoodsSearch<TData = Awaited<ReturnType<typeof csGoodsSearch>>, TError = ErrorType<ErrorResponse>>(
 csGoodsSearchBody?: CsGoodsSearchBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 搜索可发送的商品
 */

export function useCsGoodsSearch<TData = Awaited<ReturnType<typeof csGoodsSearch>>, TError = ErrorType<ErrorResponse>>(
 csGoodsSearchBody?: CsGoodsSearchBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof csGoodsSearch>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCsGoodsSearchQueryOptions(csGoodsSearchBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




