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
  FinanceFileEnvelope,
  MkEmptyBody,
  SeAgentActionBody,
  SeAgentDetailEnvelope,
  SeAgentIdBody,
  SeAgentListQuery,
  SeAgentPageEnvelope,
  SeCenterEnvelope,
  SeCertificateCandidatesEnvelope,
  SeCertificateEnvelope,
  SeCertificateIdBody,
  SeCertificateIssueBody,
  SeCertificatePageEnvelope,
  SeCertificatePdfEnvelope,
  SeCertificateQuery,
  SeCertificateRevokeBody,
  SeOfferConfigBody,
  SeOfferConfigEnvelope,
  SePostEnvelope,
  SePostIdBody,
  SePostListEnvelope,
  SePostSaveBody,
  SeRewardAgentStatsEnvelope,
  SeRewardAgentStatsQuery,
  SeRewardConfigBody,
  SeRewardConfigEnvelope,
  SeRewardListQuery,
  SeRewardPageEnvelope,
  SeRewardPayBody,
  SeRewardPayEnvelope,
  SeRewardRuleEnvelope,
  SeRewardRuleIdBody,
  SeRewardRuleListEnvelope,
  SeRewardRuleSaveBody,
  SeRewardRuleStatusBody,
  SeRewardScopeOptionsEnvelope,
  SeRewardScopeQuery,
  SeRewardStatisticsEnvelope,
  SeRewardStatisticsQuery,
  SeSchoolOptionsEnvelope,
  TpAnalysisEnvelope,
  TpBatchApproveBody,
  TpBatchResultEnvelope,
  TpOverviewEnvelope,
  TpPackageBody,
  TpPackageEnvelope,
  TpPackageIdBody,
  TpReviewBody,
  TpSampleEnvelope,
  TpSampleIdBody,
  TpSampleListEnvelope,
  TpSampleOptionsEnvelope,
  TpSampleOptionsQuery,
  TpSampleOrderPageEnvelope,
  TpSampleOrderQuery,
  TpSampleSaveBody,
  TpSampleStopEnvelope,
  TpSubmissionEnvelope,
  TpTakeIdBody,
  TpTakePageEnvelope,
  TpTakeQuery
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 校园代理计划的数字：各状态的代理数、各学校的代理数、待处理的报名、即将过期的录用、招募中的岗位、近 14 天每天的报名与入职，以及按截止时间排序的待办。
 * @summary 代理中心数据
 */
export const seCenter = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCenterEnvelope>(
      {url: `/xm-job/merchant/agent/center`, method: 'POST', signal
    },
      options);
    }
  



export const getSeCenterQueryKey = () => {
    return [
    `/xm-job/merchant/agent/center`
    ] as const;
    }

    
export const getSeCenterQueryOptions = <TData = Awaited<ReturnType<typeof seCenter>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeCenterQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seCenter>>> = ({ signal }) => seCenter(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeCenterQueryResult = NonNullable<Awaited<ReturnType<typeof seCenter>>>
export type SeCenterQueryError = ErrorType<ErrorResponse>


export function useSeCenter<TData = Awaited<ReturnType<typeof seCenter>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCenter>>,
          TError,
          Awaited<ReturnType<typeof seCenter>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCenter<TData = Awaited<ReturnType<typeof seCenter>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCenter>>,
          TError,
          Awaited<ReturnType<typeof seCenter>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCenter<TData = Awaited<ReturnType<typeof seCenter>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 代理中心数据
 */

export function useSeCenter<TData = Awaited<ReturnType<typeof seCenter>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCenter>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeCenterQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按状态、岗位与关键字（姓名、手机号、推荐码）筛选本公司的报名与代理，按 id 倒序，游标分页（复合索引 company_id, state, id）。
 * @summary 代理与报名列表
 */
export const seAgentList = (
    seAgentListQuery: BodyType<SeAgentListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeAgentPageEnvelope>(
      {url: `/xm-job/merchant/agent/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seAgentListQuery, signal
    },
      options);
    }
  



export const getSeAgentListQueryKey = (seAgentListQuery?: SeAgentListQuery,) => {
    return [
    `/xm-job/merchant/agent/list`, seAgentListQuery
    ] as const;
    }

    
export const getSeAgentListQueryOptions = <TData = Awaited<ReturnType<typeof seAgentList>>, TError = ErrorType<ErrorResponse>>(seAgentListQuery: SeAgentListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeAgentListQueryKey(seAgentListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seAgentList>>> = ({ signal }) => seAgentList(seAgentListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeAgentListQueryResult = NonNullable<Awaited<ReturnType<typeof seAgentList>>>
export type SeAgentListQueryError = ErrorType<ErrorResponse>


export function useSeAgentList<TData = Awaited<ReturnType<typeof seAgentList>>, TError = ErrorType<ErrorResponse>>(
 seAgentListQuery: SeAgentListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seAgentList>>,
          TError,
          Awaited<ReturnType<typeof seAgentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeAgentList<TData = Awaited<ReturnType<typeof seAgentList>>, TError = ErrorType<ErrorResponse>>(
 seAgentListQuery: SeAgentListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seAgentList>>,
          TError,
          Awaited<ReturnType<typeof seAgentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeAgentList<TData = Awaited<ReturnType<typeof seAgentList>>, TError = ErrorType<ErrorResponse>>(
 seAgentListQuery: SeAgentListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 代理与报名列表
 */

export function useSeAgentList<TData = Awaited<ReturnType<typeof seAgentList>>, TError = ErrorType<ErrorResponse>>(
 seAgentListQuery: SeAgentListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeAgentListQueryOptions(seAgentListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一名代理的资料、学校、岗位、报名表答案、状态、推荐码、推荐订单数与金额、操作记录与当前允许的操作。其他公司的代理答复“代理不存在”。
 * @summary 代理详情
 */
export const seAgentDetail = (
    seAgentIdBody: BodyType<SeAgentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeAgentDetailEnvelope>(
      {url: `/xm-job/merchant/agent/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seAgentIdBody, signal
    },
      options);
    }
  



export const getSeAgentDetailQueryKey = (seAgentIdBody?: SeAgentIdBody,) => {
    return [
    `/xm-job/merchant/agent/detail`, seAgentIdBody
    ] as const;
    }

    
export const getSeAgentDetailQueryOptions = <TData = Awaited<ReturnType<typeof seAgentDetail>>, TError = ErrorType<ErrorResponse>>(seAgentIdBody: SeAgentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeAgentDetailQueryKey(seAgentIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seAgentDetail>>> = ({ signal }) => seAgentDetail(seAgentIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeAgentDetailQueryResult = NonNullable<Awaited<ReturnType<typeof seAgentDetail>>>
export type SeAgentDetailQueryError = ErrorType<ErrorResponse>


export function useSeAgentDetail<TData = Awaited<ReturnType<typeof seAgentDetail>>, TError = ErrorType<ErrorResponse>>(
 seAgentIdBody: SeAgentIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seAgentDetail>>,
          TError,
          Awaited<ReturnType<typeof seAgentDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeAgentDetail<TData = Awaited<ReturnType<typeof seAgentDetail>>, TError = ErrorType<ErrorResponse>>(
 seAgentIdBody: SeAgentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seAgentDetail>>,
          TError,
          Awaited<ReturnType<typeof seAgentDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeAgentDetail<TData = Awaited<ReturnType<typeof seAgentDetail>>, TError = ErrorType<ErrorResponse>>(
 seAgentIdBody: SeAgentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 代理详情
 */

export function useSeAgentDetail<TData = Awaited<ReturnType<typeof seAgentDetail>>, TError = ErrorType<ErrorResponse>>(
 seAgentIdBody: SeAgentIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seAgentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeAgentDetailQueryOptions(seAgentIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 状态机（已报名 → 面试中 → 已发录用 → 在岗 → 已离任）。accept 通过报名进入面试；reject 不录用（已报名或面试中，须填原因）；offer 发出录用通知（面试中，按录用配置的期限）；end 结束在岗代理的任职（须填原因）。录用由学生在期限内接受后在岗。状态已变时答复“已被他人处理，请刷新”。记审计与操作记录，发出事件 schoolEmployee.agentChanged。
 * @summary 处理报名与代理
 */
export const seAgentAction = (
    seAgentActionBody: BodyType<SeAgentActionBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeAgentDetailEnvelope>(
      {url: `/xm-job/merchant/agent/action`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seAgentActionBody, signal
    },
      options);
    }
  


export const getSeAgentActionMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seAgentAction>>, TError,{data: BodyType<SeAgentActionBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seAgentAction>>, TError,{data: BodyType<SeAgentActionBody>}, TContext> => {

const mutationKey = ['seAgentAction'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seAgentAction>>, {data: BodyType<SeAgentActionBody>}> = (props) => {
          const {data} = props ?? {};

          return  seAgentAction(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeAgentActionMutationResult = NonNullable<Awaited<ReturnType<typeof seAgentAction>>>
    export type SeAgentActionMutationBody = BodyType<SeAgentActionBody>
    export type SeAgentActionMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 处理报名与代理
 */
export const useSeAgentAction = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seAgentAction>>, TError,{data: BodyType<SeAgentActionBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seAgentAction>>,
        TError,
        {data: BodyType<SeAgentActionBody>},
        TContext
      > => {

      const mutationOptions = getSeAgentActionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本公司的招募岗位（每家至多 200 个），招募中的在前，附报名与在岗人数。
 * @summary 招募岗位列表
 */
export const sePostList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SePostListEnvelope>(
      {url: `/xm-job/merchant/recruitPost/list`, method: 'POST', signal
    },
      options);
    }
  



export const getSePostListQueryKey = () => {
    return [
    `/xm-job/merchant/recruitPost/list`
    ] as const;
    }

    
export const getSePostListQueryOptions = <TData = Awaited<ReturnType<typeof sePostList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSePostListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sePostList>>> = ({ signal }) => sePostList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SePostListQueryResult = NonNullable<Awaited<ReturnType<typeof sePostList>>>
export type SePostListQueryError = ErrorType<ErrorResponse>


export function useSePostList<TData = Awaited<ReturnType<typeof sePostList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sePostList>>,
          TError,
          Awaited<ReturnType<typeof sePostList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSePostList<TData = Awaited<ReturnType<typeof sePostList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sePostList>>,
          TError,
          Awaited<ReturnType<typeof sePostList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSePostList<TData = Awaited<ReturnType<typeof sePostList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 招募岗位列表
 */

export function useSePostList<TData = Awaited<ReturnType<typeof sePostList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSePostListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个岗位的全部字段（编辑页用）。其他公司的岗位答复“岗位不存在”。
 * @summary 招募岗位详情
 */
export const sePostDetail = (
    sePostIdBody: BodyType<SePostIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SePostEnvelope>(
      {url: `/xm-job/merchant/recruitPost/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sePostIdBody, signal
    },
      options);
    }
  



export const getSePostDetailQueryKey = (sePostIdBody?: SePostIdBody,) => {
    return [
    `/xm-job/merchant/recruitPost/detail`, sePostIdBody
    ] as const;
    }

    
export const getSePostDetailQueryOptions = <TData = Awaited<ReturnType<typeof sePostDetail>>, TError = ErrorType<ErrorResponse>>(sePostIdBody: SePostIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSePostDetailQueryKey(sePostIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sePostDetail>>> = ({ signal }) => sePostDetail(sePostIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SePostDetailQueryResult = NonNullable<Awaited<ReturnType<typeof sePostDetail>>>
export type SePostDetailQueryError = ErrorType<ErrorResponse>


export function useSePostDetail<TData = Awaited<ReturnType<typeof sePostDetail>>, TError = ErrorType<ErrorResponse>>(
 sePostIdBody: SePostIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sePostDetail>>,
          TError,
          Awaited<ReturnType<typeof sePostDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSePostDetail<TData = Awaited<ReturnType<typeof sePostDetail>>, TError = ErrorType<ErrorResponse>>(
 sePostIdBody: SePostIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sePostDetail>>,
          TError,
          Awaited<ReturnType<typeof sePostDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSePostDetail<TData = Awaited<ReturnType<typeof sePostDetail>>, TError = ErrorType<ErrorResponse>>(
 sePostIdBody: SePostIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 招募岗位详情
 */

export function useSePostDetail<TData = Awaited<ReturnType<typeof sePostDetail>>, TError = ErrorType<ErrorResponse>>(
 sePostIdBody: SePostIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sePostDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSePostDetailQueryOptions(sePostIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 学校取自平台校园目录；招募人数 1 至 500；截止须晚于开始且晚于现在；报名表问题至多 10 个。已关闭的岗位不能修改。记审计（前后值），发出事件 schoolEmployee.postSaved。
 * @summary 发布或修改招募岗位
 */
export const sePostSave = (
    sePostSaveBody: BodyType<SePostSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SePostEnvelope>(
      {url: `/xm-job/merchant/recruitPost/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sePostSaveBody, signal
    },
      options);
    }
  


export const getSePostSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sePostSave>>, TError,{data: BodyType<SePostSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sePostSave>>, TError,{data: BodyType<SePostSaveBody>}, TContext> => {

const mutationKey = ['sePostSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sePostSave>>, {data: BodyType<SePostSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  sePostSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SePostSaveMutationResult = NonNullable<Awaited<ReturnType<typeof sePostSave>>>
    export type SePostSaveMutationBody = BodyType<SePostSaveBody>
    export type SePostSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发布或修改招募岗位
 */
export const useSePostSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sePostSave>>, TError,{data: BodyType<SePostSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sePostSave>>,
        TError,
        {data: BodyType<SePostSaveBody>},
        TContext
      > => {

      const mutationOptions = getSePostSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 关闭后不再接受报名；已有的报名与代理不变。已关闭时答复“已被他人处理，请刷新”。记审计。
 * @summary 关闭招募岗位
 */
export const sePostClose = (
    sePostIdBody: BodyType<SePostIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SePostEnvelope>(
      {url: `/xm-job/merchant/recruitPost/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sePostIdBody, signal
    },
      options);
    }
  


export const getSePostCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sePostClose>>, TError,{data: BodyType<SePostIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sePostClose>>, TError,{data: BodyType<SePostIdBody>}, TContext> => {

const mutationKey = ['sePostClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sePostClose>>, {data: BodyType<SePostIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  sePostClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SePostCloseMutationResult = NonNullable<Awaited<ReturnType<typeof sePostClose>>>
    export type SePostCloseMutationBody = BodyType<SePostIdBody>
    export type SePostCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭招募岗位
 */
export const useSePostClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sePostClose>>, TError,{data: BodyType<SePostIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sePostClose>>,
        TError,
        {data: BodyType<SePostIdBody>},
        TContext
      > => {

      const mutationOptions = getSePostCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 平台校园目录中的学校（岗位编辑页的选项）。
 * @summary 可招募的学校
 */
export const seSchoolOptions = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeSchoolOptionsEnvelope>(
      {url: `/xm-job/merchant/recruitPost/schools`, method: 'POST', signal
    },
      options);
    }
  



export const getSeSchoolOptionsQueryKey = () => {
    return [
    `/xm-job/merchant/recruitPost/schools`
    ] as const;
    }

    
export const getSeSchoolOptionsQueryOptions = <TData = Awaited<ReturnType<typeof seSchoolOptions>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeSchoolOptionsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seSchoolOptions>>> = ({ signal }) => seSchoolOptions(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeSchoolOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof seSchoolOptions>>>
export type SeSchoolOptionsQueryError = ErrorType<ErrorResponse>


export function useSeSchoolOptions<TData = Awaited<ReturnType<typeof seSchoolOptions>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seSchoolOptions>>,
          TError,
          Awaited<ReturnType<typeof seSchoolOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeSchoolOptions<TData = Awaited<ReturnType<typeof seSchoolOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seSchoolOptions>>,
          TError,
          Awaited<ReturnType<typeof seSchoolOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeSchoolOptions<TData = Awaited<ReturnType<typeof seSchoolOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 可招募的学校
 */

export function useSeSchoolOptions<TData = Awaited<ReturnType<typeof seSchoolOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seSchoolOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeSchoolOptionsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 录用通知模板与接受期限（天）。未设置时答复默认模板与 3 天。
 * @summary 录用配置
 */
export const seOfferConfigGet = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeOfferConfigEnvelope>(
      {url: `/xm-job/merchant/offerConfig/get`, method: 'POST', signal
    },
      options);
    }
  



export const getSeOfferConfigGetQueryKey = () => {
    return [
    `/xm-job/merchant/offerConfig/get`
    ] as const;
    }

    
export const getSeOfferConfigGetQueryOptions = <TData = Awaited<ReturnType<typeof seOfferConfigGet>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeOfferConfigGetQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seOfferConfigGet>>> = ({ signal }) => seOfferConfigGet(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeOfferConfigGetQueryResult = NonNullable<Awaited<ReturnType<typeof seOfferConfigGet>>>
export type SeOfferConfigGetQueryError = ErrorType<ErrorResponse>


export function useSeOfferConfigGet<TData = Awaited<ReturnType<typeof seOfferConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seOfferConfigGet>>,
          TError,
          Awaited<ReturnType<typeof seOfferConfigGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeOfferConfigGet<TData = Awaited<ReturnType<typeof seOfferConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seOfferConfigGet>>,
          TError,
          Awaited<ReturnType<typeof seOfferConfigGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeOfferConfigGet<TData = Awaited<ReturnType<typeof seOfferConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 录用配置
 */

export function useSeOfferConfigGet<TData = Awaited<ReturnType<typeof seOfferConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seOfferConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeOfferConfigGetQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 模板 10 至 2000 字，可用占位符 {姓名}、{学校}、{岗位}、{截止日期}；接受期限 1 至 14 天（只影响之后发出的录用）。记审计（前后值）。
 * @summary 保存录用配置
 */
export const seOfferConfigSave = (
    seOfferConfigBody: BodyType<SeOfferConfigBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeOfferConfigEnvelope>(
      {url: `/xm-job/merchant/offerConfig/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seOfferConfigBody, signal
    },
      options);
    }
  


export const getSeOfferConfigSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seOfferConfigSave>>, TError,{data: BodyType<SeOfferConfigBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seOfferConfigSave>>, TError,{data: BodyType<SeOfferConfigBody>}, TContext> => {

const mutationKey = ['seOfferConfigSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seOfferConfigSave>>, {data: BodyType<SeOfferConfigBody>}> = (props) => {
          const {data} = props ?? {};

          return  seOfferConfigSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeOfferConfigSaveMutationResult = NonNullable<Awaited<ReturnType<typeof seOfferConfigSave>>>
    export type SeOfferConfigSaveMutationBody = BodyType<SeOfferConfigBody>
    export type SeOfferConfigSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存录用配置
 */
export const useSeOfferConfigSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seOfferConfigSave>>, TError,{data: BodyType<SeOfferConfigBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seOfferConfigSave>>,
        TError,
        {data: BodyType<SeOfferConfigBody>},
        TContext
      > => {

      const mutationOptions = getSeOfferConfigSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 计划级的奖励设置：招募奖励（学生报名时填写在岗代理的推荐码，入职时给推荐人一笔固定奖励，立即可发放，随销售奖励一起从可提现发放；推荐人已不在岗时不给）、订单结算后的暂扣天数（结算后再过 N 天才可发放）与单次最低发放金额。未设置过时答复默认值。
 * @summary 招募奖励配置
 */
export const seRewardConfigGet = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardConfigEnvelope>(
      {url: `/xm-job/merchant/rewardConfig/get`, method: 'POST', signal
    },
      options);
    }
  



export const getSeRewardConfigGetQueryKey = () => {
    return [
    `/xm-job/merchant/rewardConfig/get`
    ] as const;
    }

    
export const getSeRewardConfigGetQueryOptions = <TData = Awaited<ReturnType<typeof seRewardConfigGet>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardConfigGetQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardConfigGet>>> = ({ signal }) => seRewardConfigGet(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardConfigGetQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardConfigGet>>>
export type SeRewardConfigGetQueryError = ErrorType<ErrorResponse>


export function useSeRewardConfigGet<TData = Awaited<ReturnType<typeof seRewardConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardConfigGet>>,
          TError,
          Awaited<ReturnType<typeof seRewardConfigGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardConfigGet<TData = Awaited<ReturnType<typeof seRewardConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardConfigGet>>,
          TError,
          Awaited<ReturnType<typeof seRewardConfigGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardConfigGet<TData = Awaited<ReturnType<typeof seRewardConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 招募奖励配置
 */

export function useSeRewardConfigGet<TData = Awaited<ReturnType<typeof seRewardConfigGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardConfigGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardConfigGetQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 招募奖励 0 至 ¥10,000；结算后暂扣 0 至 30 天（只影响之后转为可发放的奖励）；最低发放金额 0 至 ¥1,000。记审计（前后值）。
 * @summary 保存招募奖励配置
 */
export const seRewardConfigSave = (
    seRewardConfigBody: BodyType<SeRewardConfigBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardConfigEnvelope>(
      {url: `/xm-job/merchant/rewardConfig/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardConfigBody, signal
    },
      options);
    }
  


export const getSeRewardConfigSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardConfigSave>>, TError,{data: BodyType<SeRewardConfigBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seRewardConfigSave>>, TError,{data: BodyType<SeRewardConfigBody>}, TContext> => {

const mutationKey = ['seRewardConfigSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seRewardConfigSave>>, {data: BodyType<SeRewardConfigBody>}> = (props) => {
          const {data} = props ?? {};

          return  seRewardConfigSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeRewardConfigSaveMutationResult = NonNullable<Awaited<ReturnType<typeof seRewardConfigSave>>>
    export type SeRewardConfigSaveMutationBody = BodyType<SeRewardConfigBody>
    export type SeRewardConfigSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存招募奖励配置
 */
export const useSeRewardConfigSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardConfigSave>>, TError,{data: BodyType<SeRewardConfigBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seRewardConfigSave>>,
        TError,
        {data: BodyType<SeRewardConfigBody>},
        TContext
      > => {

      const mutationOptions = getSeRewardConfigSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本公司的销售奖励规则（至多 100 条），按 id 倒序，带阶段（未开始、生效中、已结束、已停用）与已产生的奖励笔数和金额。
 * @summary 销售奖励规则列表
 */
export const seRewardRuleList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardRuleListEnvelope>(
      {url: `/xm-job/merchant/salesReward/rule/list`, method: 'POST', signal
    },
      options);
    }
  



export const getSeRewardRuleListQueryKey = () => {
    return [
    `/xm-job/merchant/salesReward/rule/list`
    ] as const;
    }

    
export const getSeRewardRuleListQueryOptions = <TData = Awaited<ReturnType<typeof seRewardRuleList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardRuleListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardRuleList>>> = ({ signal }) => seRewardRuleList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardRuleListQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardRuleList>>>
export type SeRewardRuleListQueryError = ErrorType<ErrorResponse>


export function useSeRewardRuleList<TData = Awaited<ReturnType<typeof seRewardRuleList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardRuleList>>,
          TError,
          Awaited<ReturnType<typeof seRewardRuleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardRuleList<TData = Awaited<ReturnType<typeof seRewardRuleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardRuleList>>,
          TError,
          Awaited<ReturnType<typeof seRewardRuleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardRuleList<TData = Awaited<ReturnType<typeof seRewardRuleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 销售奖励规则列表
 */

export function useSeRewardRuleList<TData = Awaited<ReturnType<typeof seRewardRuleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardRuleListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一条规则；其他公司的规则答复“奖励规则不存在”。
 * @summary 销售奖励规则详情
 */
export const seRewardRuleDetail = (
    seRewardRuleIdBody: BodyType<SeRewardRuleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardRuleEnvelope>(
      {url: `/xm-job/merchant/salesReward/rule/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardRuleIdBody, signal
    },
      options);
    }
  



export const getSeRewardRuleDetailQueryKey = (seRewardRuleIdBody?: SeRewardRuleIdBody,) => {
    return [
    `/xm-job/merchant/salesReward/rule/detail`, seRewardRuleIdBody
    ] as const;
    }

    
export const getSeRewardRuleDetailQueryOptions = <TData = Awaited<ReturnType<typeof seRewardRuleDetail>>, TError = ErrorType<ErrorResponse>>(seRewardRuleIdBody: SeRewardRuleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardRuleDetailQueryKey(seRewardRuleIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardRuleDetail>>> = ({ signal }) => seRewardRuleDetail(seRewardRuleIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardRuleDetailQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardRuleDetail>>>
export type SeRewardRuleDetailQueryError = ErrorType<ErrorResponse>


export function useSeRewardRuleDetail<TData = Awaited<ReturnType<typeof seRewardRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 seRewardRuleIdBody: SeRewardRuleIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardRuleDetail>>,
          TError,
          Awaited<ReturnType<typeof seRewardRuleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardRuleDetail<TData = Awaited<ReturnType<typeof seRewardRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 seRewardRuleIdBody: SeRewardRuleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardRuleDetail>>,
          TError,
          Awaited<ReturnType<typeof seRewardRuleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardRuleDetail<TData = Awaited<ReturnType<typeof seRewardRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 seRewardRuleIdBody: SeRewardRuleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 销售奖励规则详情
 */

export function useSeRewardRuleDetail<TData = Awaited<ReturnType<typeof seRewardRuleDetail>>, TError = ErrorType<ErrorResponse>>(
 seRewardRuleIdBody: SeRewardRuleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardRuleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardRuleDetailQueryOptions(seRewardRuleIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 方式：1 每件商品行固定金额（分）；2 按该行实付金额的比例（基点，至多 50%）。范围：1 全部商品；2 类目（含下级类目）；3 指定商品。阶梯：代理当月推荐订单实付合计达到门槛时按该档奖励（至多 5 档，门槛与奖励都递增）。一行订单命中多条规则时取最具体的（商品 > 类目 > 全部），同级取最新的。固定奖励高于指定商品的售价、结束不晚于开始等答复中文提示且不改数据。修改只影响之后计算的订单。记审计。
 * @summary 新建或修改销售奖励规则
 */
export const seRewardRuleSave = (
    seRewardRuleSaveBody: BodyType<SeRewardRuleSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardRuleEnvelope>(
      {url: `/xm-job/merchant/salesReward/rule/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardRuleSaveBody, signal
    },
      options);
    }
  


export const getSeRewardRuleSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleSave>>, TError,{data: BodyType<SeRewardRuleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleSave>>, TError,{data: BodyType<SeRewardRuleSaveBody>}, TContext> => {

const mutationKey = ['seRewardRuleSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seRewardRuleSave>>, {data: BodyType<SeRewardRuleSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  seRewardRuleSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeRewardRuleSaveMutationResult = NonNullable<Awaited<ReturnType<typeof seRewardRuleSave>>>
    export type SeRewardRuleSaveMutationBody = BodyType<SeRewardRuleSaveBody>
    export type SeRewardRuleSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 新建或修改销售奖励规则
 */
export const useSeRewardRuleSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleSave>>, TError,{data: BodyType<SeRewardRuleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seRewardRuleSave>>,
        TError,
        {data: BodyType<SeRewardRuleSaveBody>},
        TContext
      > => {

      const mutationOptions = getSeRewardRuleSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 1 启用，2 停用；停用后新订单不再按它计算，已产生的奖励不变。状态未变时答复“已被他人处理，请刷新”。记审计。
 * @summary 启用或停用销售奖励规则
 */
export const seRewardRuleStatus = (
    seRewardRuleStatusBody: BodyType<SeRewardRuleStatusBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardRuleEnvelope>(
      {url: `/xm-job/merchant/salesReward/rule/status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardRuleStatusBody, signal
    },
      options);
    }
  


export const getSeRewardRuleStatusMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleStatus>>, TError,{data: BodyType<SeRewardRuleStatusBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleStatus>>, TError,{data: BodyType<SeRewardRuleStatusBody>}, TContext> => {

const mutationKey = ['seRewardRuleStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seRewardRuleStatus>>, {data: BodyType<SeRewardRuleStatusBody>}> = (props) => {
          const {data} = props ?? {};

          return  seRewardRuleStatus(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeRewardRuleStatusMutationResult = NonNullable<Awaited<ReturnType<typeof seRewardRuleStatus>>>
    export type SeRewardRuleStatusMutationBody = BodyType<SeRewardRuleStatusBody>
    export type SeRewardRuleStatusMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 启用或停用销售奖励规则
 */
export const useSeRewardRuleStatus = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardRuleStatus>>, TError,{data: BodyType<SeRewardRuleStatusBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seRewardRuleStatus>>,
        TError,
        {data: BodyType<SeRewardRuleStatusBody>},
        TContext
      > => {

      const mutationOptions = getSeRewardRuleStatusMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按关键字找本店商品（至多 20 个，带最低售价）与平台类目（一、二级，至多 200 个）。
 * @summary 奖励范围选项
 */
export const seRewardScopeOptions = (
    seRewardScopeQuery: BodyType<SeRewardScopeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardScopeOptionsEnvelope>(
      {url: `/xm-job/merchant/salesReward/rule/scopeOptions`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardScopeQuery, signal
    },
      options);
    }
  



export const getSeRewardScopeOptionsQueryKey = (seRewardScopeQuery?: SeRewardScopeQuery,) => {
    return [
    `/xm-job/merchant/salesReward/rule/scopeOptions`, seRewardScopeQuery
    ] as const;
    }

    
export const getSeRewardScopeOptionsQueryOptions = <TData = Awaited<ReturnType<typeof seRewardScopeOptions>>, TError = ErrorType<ErrorResponse>>(seRewardScopeQuery: SeRewardScopeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardScopeOptionsQueryKey(seRewardScopeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardScopeOptions>>> = ({ signal }) => seRewardScopeOptions(seRewardScopeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardScopeOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardScopeOptions>>>
export type SeRewardScopeOptionsQueryError = ErrorType<ErrorResponse>


export function useSeRewardScopeOptions<TData = Awaited<ReturnType<typeof seRewardScopeOptions>>, TError = ErrorType<ErrorResponse>>(
 seRewardScopeQuery: SeRewardScopeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardScopeOptions>>,
          TError,
          Awaited<ReturnType<typeof seRewardScopeOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardScopeOptions<TData = Awaited<ReturnType<typeof seRewardScopeOptions>>, TError = ErrorType<ErrorResponse>>(
 seRewardScopeQuery: SeRewardScopeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardScopeOptions>>,
          TError,
          Awaited<ReturnType<typeof seRewardScopeOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardScopeOptions<TData = Awaited<ReturnType<typeof seRewardScopeOptions>>, TError = ErrorType<ErrorResponse>>(
 seRewardScopeQuery: SeRewardScopeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 奖励范围选项
 */

export function useSeRewardScopeOptions<TData = Awaited<ReturnType<typeof seRewardScopeOptions>>, TError = ErrorType<ErrorResponse>>(
 seRewardScopeQuery: SeRewardScopeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardScopeOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardScopeOptionsQueryOptions(seRewardScopeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 每条奖励对应一行推荐订单：代理、订单、计算基数、奖励、冲回、状态（1 待结算、2 可发放、3 已发放、4 已冲回）。按状态、代理、关键字（订单号、代理姓名或推荐码）筛选，按 id 倒序游标分页；各状态的笔数与金额来自一次分组查询（按同样的代理与关键字筛选）。奖励由定时任务 schoolEmployee.rewardSync 按订单、结算与退款计算。
 * @summary 奖励记录
 */
export const seRewardList = (
    seRewardListQuery: BodyType<SeRewardListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardPageEnvelope>(
      {url: `/xm-job/merchant/salesReward/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardListQuery, signal
    },
      options);
    }
  



export const getSeRewardListQueryKey = (seRewardListQuery?: SeRewardListQuery,) => {
    return [
    `/xm-job/merchant/salesReward/list`, seRewardListQuery
    ] as const;
    }

    
export const getSeRewardListQueryOptions = <TData = Awaited<ReturnType<typeof seRewardList>>, TError = ErrorType<ErrorResponse>>(seRewardListQuery: SeRewardListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardListQueryKey(seRewardListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardList>>> = ({ signal }) => seRewardList(seRewardListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardListQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardList>>>
export type SeRewardListQueryError = ErrorType<ErrorResponse>


export function useSeRewardList<TData = Awaited<ReturnType<typeof seRewardList>>, TError = ErrorType<ErrorResponse>>(
 seRewardListQuery: SeRewardListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardList>>,
          TError,
          Awaited<ReturnType<typeof seRewardList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardList<TData = Awaited<ReturnType<typeof seRewardList>>, TError = ErrorType<ErrorResponse>>(
 seRewardListQuery: SeRewardListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardList>>,
          TError,
          Awaited<ReturnType<typeof seRewardList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardList<TData = Awaited<ReturnType<typeof seRewardList>>, TError = ErrorType<ErrorResponse>>(
 seRewardListQuery: SeRewardListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 奖励记录
 */

export function useSeRewardList<TData = Awaited<ReturnType<typeof seRewardList>>, TError = ErrorType<ErrorResponse>>(
 seRewardListQuery: SeRewardListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardListQueryOptions(seRewardListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 从店铺可提现余额发放所选的可发放奖励（至多 100 条），每条一笔账务交易（业务键 agentReward:<id>，可提现 → 平台代理奖励支出），重复提交不重复记账。合计超过可提现余额、含不可发放的奖励或低于最低发放金额时答复中文提示且不改数据。记审计，发出事件 schoolEmployee.rewardPaid。
 * @summary 发放奖励
 */
export const seRewardPay = (
    seRewardPayBody: BodyType<SeRewardPayBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardPayEnvelope>(
      {url: `/xm-job/merchant/salesReward/pay`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardPayBody, signal
    },
      options);
    }
  


export const getSeRewardPayMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardPay>>, TError,{data: BodyType<SeRewardPayBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seRewardPay>>, TError,{data: BodyType<SeRewardPayBody>}, TContext> => {

const mutationKey = ['seRewardPay'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seRewardPay>>, {data: BodyType<SeRewardPayBody>}> = (props) => {
          const {data} = props ?? {};

          return  seRewardPay(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeRewardPayMutationResult = NonNullable<Awaited<ReturnType<typeof seRewardPay>>>
    export type SeRewardPayMutationBody = BodyType<SeRewardPayBody>
    export type SeRewardPayMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发放奖励
 */
export const useSeRewardPay = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seRewardPay>>, TError,{data: BodyType<SeRewardPayBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seRewardPay>>,
        TError,
        {data: BodyType<SeRewardPayBody>},
        TContext
      > => {

      const mutationOptions = getSeRewardPayMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 各状态的合计、各学校（至多 50 所）的代理数、奖励与已发放，近 30 天（中国时间自然日）每天产生的奖励与发放的金额。可只看一名代理（agentId）。
 * @summary 奖励统计
 */
export const seRewardStatistics = (
    seRewardStatisticsQuery: BodyType<SeRewardStatisticsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardStatisticsEnvelope>(
      {url: `/xm-job/merchant/salesReward/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardStatisticsQuery, signal
    },
      options);
    }
  



export const getSeRewardStatisticsQueryKey = (seRewardStatisticsQuery?: SeRewardStatisticsQuery,) => {
    return [
    `/xm-job/merchant/salesReward/statistics`, seRewardStatisticsQuery
    ] as const;
    }

    
export const getSeRewardStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof seRewardStatistics>>, TError = ErrorType<ErrorResponse>>(seRewardStatisticsQuery: SeRewardStatisticsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardStatisticsQueryKey(seRewardStatisticsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardStatistics>>> = ({ signal }) => seRewardStatistics(seRewardStatisticsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardStatistics>>>
export type SeRewardStatisticsQueryError = ErrorType<ErrorResponse>


export function useSeRewardStatistics<TData = Awaited<ReturnType<typeof seRewardStatistics>>, TError = ErrorType<ErrorResponse>>(
 seRewardStatisticsQuery: SeRewardStatisticsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardStatistics>>,
          TError,
          Awaited<ReturnType<typeof seRewardStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardStatistics<TData = Awaited<ReturnType<typeof seRewardStatistics>>, TError = ErrorType<ErrorResponse>>(
 seRewardStatisticsQuery: SeRewardStatisticsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardStatistics>>,
          TError,
          Awaited<ReturnType<typeof seRewardStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardStatistics<TData = Awaited<ReturnType<typeof seRewardStatistics>>, TError = ErrorType<ErrorResponse>>(
 seRewardStatisticsQuery: SeRewardStatisticsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 奖励统计
 */

export function useSeRewardStatistics<TData = Awaited<ReturnType<typeof seRewardStatistics>>, TError = ErrorType<ErrorResponse>>(
 seRewardStatisticsQuery: SeRewardStatisticsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardStatisticsQueryOptions(seRewardStatisticsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按代理汇总的奖励笔数、金额、冲回、待结算、可发放与已发放，按代理 id 倒序游标分页（索引 company_id, agent_id, state）。
 * @summary 代理奖励排行
 */
export const seRewardAgentStats = (
    seRewardAgentStatsQuery: BodyType<SeRewardAgentStatsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeRewardAgentStatsEnvelope>(
      {url: `/xm-job/merchant/salesReward/agentStats`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seRewardAgentStatsQuery, signal
    },
      options);
    }
  



export const getSeRewardAgentStatsQueryKey = (seRewardAgentStatsQuery?: SeRewardAgentStatsQuery,) => {
    return [
    `/xm-job/merchant/salesReward/agentStats`, seRewardAgentStatsQuery
    ] as const;
    }

    
export const getSeRewardAgentStatsQueryOptions = <TData = Awaited<ReturnType<typeof seRewardAgentStats>>, TError = ErrorType<ErrorResponse>>(seRewardAgentStatsQuery: SeRewardAgentStatsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeRewardAgentStatsQueryKey(seRewardAgentStatsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seRewardAgentStats>>> = ({ signal }) => seRewardAgentStats(seRewardAgentStatsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeRewardAgentStatsQueryResult = NonNullable<Awaited<ReturnType<typeof seRewardAgentStats>>>
export type SeRewardAgentStatsQueryError = ErrorType<ErrorResponse>


export function useSeRewardAgentStats<TData = Awaited<ReturnType<typeof seRewardAgentStats>>, TError = ErrorType<ErrorResponse>>(
 seRewardAgentStatsQuery: SeRewardAgentStatsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardAgentStats>>,
          TError,
          Awaited<ReturnType<typeof seRewardAgentStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardAgentStats<TData = Awaited<ReturnType<typeof seRewardAgentStats>>, TError = ErrorType<ErrorResponse>>(
 seRewardAgentStatsQuery: SeRewardAgentStatsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seRewardAgentStats>>,
          TError,
          Awaited<ReturnType<typeof seRewardAgentStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeRewardAgentStats<TData = Awaited<ReturnType<typeof seRewardAgentStats>>, TError = ErrorType<ErrorResponse>>(
 seRewardAgentStatsQuery: SeRewardAgentStatsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 代理奖励排行
 */

export function useSeRewardAgentStats<TData = Awaited<ReturnType<typeof seRewardAgentStats>>, TError = ErrorType<ErrorResponse>>(
 seRewardAgentStatsQuery: SeRewardAgentStatsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seRewardAgentStats>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeRewardAgentStatsQueryOptions(seRewardAgentStatsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本公司的任务包（至多 200 个，进行中的在前）与各阶段数量、领取、待审核、通过、驳回人数和已发奖励。阶段按平台时钟：未开始、进行中、已截止；商家关闭后为已关闭。
 * @summary 任务包总览
 */
export const tpOverview = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpOverviewEnvelope>(
      {url: `/xm-job/merchant/taskPackage/overview`, method: 'POST', signal
    },
      options);
    }
  



export const getTpOverviewQueryKey = () => {
    return [
    `/xm-job/merchant/taskPackage/overview`
    ] as const;
    }

    
export const getTpOverviewQueryOptions = <TData = Awaited<ReturnType<typeof tpOverview>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpOverviewQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpOverview>>> = ({ signal }) => tpOverview(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpOverviewQueryResult = NonNullable<Awaited<ReturnType<typeof tpOverview>>>
export type TpOverviewQueryError = ErrorType<ErrorResponse>


export function useTpOverview<TData = Awaited<ReturnType<typeof tpOverview>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpOverview>>,
          TError,
          Awaited<ReturnType<typeof tpOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpOverview<TData = Awaited<ReturnType<typeof tpOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpOverview>>,
          TError,
          Awaited<ReturnType<typeof tpOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpOverview<TData = Awaited<ReturnType<typeof tpOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 任务包总览
 */

export function useTpOverview<TData = Awaited<ReturnType<typeof tpOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpOverviewQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个任务包的全部字段与任务（编辑页用）。其他公司的任务包答复“任务包不存在”。
 * @summary 任务包详情
 */
export const tpDetail = (
    tpPackageIdBody: BodyType<TpPackageIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpPackageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpPackageIdBody, signal
    },
      options);
    }
  



export const getTpDetailQueryKey = (tpPackageIdBody?: TpPackageIdBody,) => {
    return [
    `/xm-job/merchant/taskPackage/detail`, tpPackageIdBody
    ] as const;
    }

    
export const getTpDetailQueryOptions = <TData = Awaited<ReturnType<typeof tpDetail>>, TError = ErrorType<ErrorResponse>>(tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpDetailQueryKey(tpPackageIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpDetail>>> = ({ signal }) => tpDetail(tpPackageIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpDetailQueryResult = NonNullable<Awaited<ReturnType<typeof tpDetail>>>
export type TpDetailQueryError = ErrorType<ErrorResponse>


export function useTpDetail<TData = Awaited<ReturnType<typeof tpDetail>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpDetail>>,
          TError,
          Awaited<ReturnType<typeof tpDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpDetail<TData = Awaited<ReturnType<typeof tpDetail>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpDetail>>,
          TError,
          Awaited<ReturnType<typeof tpDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpDetail<TData = Awaited<ReturnType<typeof tpDetail>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 任务包详情
 */

export function useTpDetail<TData = Awaited<ReturnType<typeof tpDetail>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpDetailQueryOptions(tpPackageIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 任务（单选、多选、问答、拍照打卡、推广链接）至多 20 个，每份通过的提交奖励（分）、名额、开始与截止时间。截止已过、截止不晚于开始、名额少于已领取人数、已有领取后修改任务或奖励、修改已关闭的任务包，答复中文提示且不改数据。记审计，发出事件 taskPackage.saved。
 * @summary 新建或修改任务包
 */
export const tpSave = (
    tpPackageBody: BodyType<TpPackageBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpPackageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpPackageBody, signal
    },
      options);
    }
  


export const getTpSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSave>>, TError,{data: BodyType<TpPackageBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpSave>>, TError,{data: BodyType<TpPackageBody>}, TContext> => {

const mutationKey = ['tpSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpSave>>, {data: BodyType<TpPackageBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpSaveMutationResult = NonNullable<Awaited<ReturnType<typeof tpSave>>>
    export type TpSaveMutationBody = BodyType<TpPackageBody>
    export type TpSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 新建或修改任务包
 */
export const useTpSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSave>>, TError,{data: BodyType<TpPackageBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpSave>>,
        TError,
        {data: BodyType<TpPackageBody>},
        TContext
      > => {

      const mutationOptions = getTpSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 关闭后不再接受领取与提交，已有提交仍可审核。已关闭时答复“已被他人处理，请刷新”。记审计。
 * @summary 关闭任务包
 */
export const tpClose = (
    tpPackageIdBody: BodyType<TpPackageIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpPackageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpPackageIdBody, signal
    },
      options);
    }
  


export const getTpCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpClose>>, TError,{data: BodyType<TpPackageIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpClose>>, TError,{data: BodyType<TpPackageIdBody>}, TContext> => {

const mutationKey = ['tpClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpClose>>, {data: BodyType<TpPackageIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpCloseMutationResult = NonNullable<Awaited<ReturnType<typeof tpClose>>>
    export type TpCloseMutationBody = BodyType<TpPackageIdBody>
    export type TpCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭任务包
 */
export const useTpClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpClose>>, TError,{data: BodyType<TpPackageIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpClose>>,
        TError,
        {data: BodyType<TpPackageIdBody>},
        TContext
      > => {

      const mutationOptions = getTpCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 哪些在岗代理领取了哪些任务包，可按任务包、代理与状态筛选，按 id 倒序游标分页。
 * @summary 领取记录
 */
export const tpReceiveList = (
    tpTakeQuery: BodyType<TpTakeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpTakePageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/receiveList`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpTakeQuery, signal
    },
      options);
    }
  



export const getTpReceiveListQueryKey = (tpTakeQuery?: TpTakeQuery,) => {
    return [
    `/xm-job/merchant/taskPackage/receiveList`, tpTakeQuery
    ] as const;
    }

    
export const getTpReceiveListQueryOptions = <TData = Awaited<ReturnType<typeof tpReceiveList>>, TError = ErrorType<ErrorResponse>>(tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpReceiveListQueryKey(tpTakeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpReceiveList>>> = ({ signal }) => tpReceiveList(tpTakeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpReceiveListQueryResult = NonNullable<Awaited<ReturnType<typeof tpReceiveList>>>
export type TpReceiveListQueryError = ErrorType<ErrorResponse>


export function useTpReceiveList<TData = Awaited<ReturnType<typeof tpReceiveList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpReceiveList>>,
          TError,
          Awaited<ReturnType<typeof tpReceiveList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpReceiveList<TData = Awaited<ReturnType<typeof tpReceiveList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpReceiveList>>,
          TError,
          Awaited<ReturnType<typeof tpReceiveList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpReceiveList<TData = Awaited<ReturnType<typeof tpReceiveList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 领取记录
 */

export function useTpReceiveList<TData = Awaited<ReturnType<typeof tpReceiveList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpReceiveList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpReceiveListQueryOptions(tpTakeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 已提交的答案（待审核、已通过、已驳回），默认全部，可按任务包与状态筛选，按 id 倒序游标分页（索引 company_id, status, id）。
 * @summary 任务提交审核队列
 */
export const tpSubmissionList = (
    tpTakeQuery: BodyType<TpTakeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpTakePageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/submission/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpTakeQuery, signal
    },
      options);
    }
  



export const getTpSubmissionListQueryKey = (tpTakeQuery?: TpTakeQuery,) => {
    return [
    `/xm-job/merchant/taskPackage/submission/list`, tpTakeQuery
    ] as const;
    }

    
export const getTpSubmissionListQueryOptions = <TData = Awaited<ReturnType<typeof tpSubmissionList>>, TError = ErrorType<ErrorResponse>>(tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSubmissionListQueryKey(tpTakeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSubmissionList>>> = ({ signal }) => tpSubmissionList(tpTakeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSubmissionListQueryResult = NonNullable<Awaited<ReturnType<typeof tpSubmissionList>>>
export type TpSubmissionListQueryError = ErrorType<ErrorResponse>


export function useTpSubmissionList<TData = Awaited<ReturnType<typeof tpSubmissionList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSubmissionList>>,
          TError,
          Awaited<ReturnType<typeof tpSubmissionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSubmissionList<TData = Awaited<ReturnType<typeof tpSubmissionList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSubmissionList>>,
          TError,
          Awaited<ReturnType<typeof tpSubmissionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSubmissionList<TData = Awaited<ReturnType<typeof tpSubmissionList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 任务提交审核队列
 */

export function useTpSubmissionList<TData = Awaited<ReturnType<typeof tpSubmissionList>>, TError = ErrorType<ErrorResponse>>(
 tpTakeQuery: TpTakeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSubmissionListQueryOptions(tpTakeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一份提交：代理、任务包、每个任务的题目与回答、照片（签名地址）、推广链接、审核结果。
 * @summary 任务提交详情
 */
export const tpSubmissionDetail = (
    tpTakeIdBody: BodyType<TpTakeIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSubmissionEnvelope>(
      {url: `/xm-job/merchant/taskPackage/submission/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpTakeIdBody, signal
    },
      options);
    }
  



export const getTpSubmissionDetailQueryKey = (tpTakeIdBody?: TpTakeIdBody,) => {
    return [
    `/xm-job/merchant/taskPackage/submission/detail`, tpTakeIdBody
    ] as const;
    }

    
export const getTpSubmissionDetailQueryOptions = <TData = Awaited<ReturnType<typeof tpSubmissionDetail>>, TError = ErrorType<ErrorResponse>>(tpTakeIdBody: TpTakeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSubmissionDetailQueryKey(tpTakeIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSubmissionDetail>>> = ({ signal }) => tpSubmissionDetail(tpTakeIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSubmissionDetailQueryResult = NonNullable<Awaited<ReturnType<typeof tpSubmissionDetail>>>
export type TpSubmissionDetailQueryError = ErrorType<ErrorResponse>


export function useTpSubmissionDetail<TData = Awaited<ReturnType<typeof tpSubmissionDetail>>, TError = ErrorType<ErrorResponse>>(
 tpTakeIdBody: TpTakeIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSubmissionDetail>>,
          TError,
          Awaited<ReturnType<typeof tpSubmissionDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSubmissionDetail<TData = Awaited<ReturnType<typeof tpSubmissionDetail>>, TError = ErrorType<ErrorResponse>>(
 tpTakeIdBody: TpTakeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSubmissionDetail>>,
          TError,
          Awaited<ReturnType<typeof tpSubmissionDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSubmissionDetail<TData = Awaited<ReturnType<typeof tpSubmissionDetail>>, TError = ErrorType<ErrorResponse>>(
 tpTakeIdBody: TpTakeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 任务提交详情
 */

export function useTpSubmissionDetail<TData = Awaited<ReturnType<typeof tpSubmissionDetail>>, TError = ErrorType<ErrorResponse>>(
 tpTakeIdBody: TpTakeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSubmissionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSubmissionDetailQueryOptions(tpTakeIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * approve 通过，reject 驳回（须填原因，代理可修改后再提交）。请求带 expectState（应为 2 待审核）；已通过的再次通过答复“该提交已审核通过，不能重复审核”，其他状态变化答复“已被他人处理，请刷新”，不改数据。通过即从可提现余额发放该提交的奖励（资金流水 agent.taskReward，来源 taskSubmission）；余额不足时答复“可提现余额不足，无法发放任务奖励：……”，不改数据。记审计，发出事件 taskPackage.submissionReviewed。
 * @summary 审核任务提交
 */
export const tpReview = (
    tpReviewBody: BodyType<TpReviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSubmissionEnvelope>(
      {url: `/xm-job/merchant/taskPackage/submission/review`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpReviewBody, signal
    },
      options);
    }
  


export const getTpReviewMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpReview>>, TError,{data: BodyType<TpReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpReview>>, TError,{data: BodyType<TpReviewBody>}, TContext> => {

const mutationKey = ['tpReview'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpReview>>, {data: BodyType<TpReviewBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpReview(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpReviewMutationResult = NonNullable<Awaited<ReturnType<typeof tpReview>>>
    export type TpReviewMutationBody = BodyType<TpReviewBody>
    export type TpReviewMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 审核任务提交
 */
export const useTpReview = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpReview>>, TError,{data: BodyType<TpReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpReview>>,
        TError,
        {data: BodyType<TpReviewBody>},
        TContext
      > => {

      const mutationOptions = getTpReviewMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 一次至多 100 条，全部为待审核时才通过；有任一条已审核时整批拒绝，不改数据。每条通过的提交从可提现余额发放奖励，合计超过可提现余额时整批拒绝，不改数据。记审计。
 * @summary 批量通过任务提交
 */
export const tpBatchApprove = (
    tpBatchApproveBody: BodyType<TpBatchApproveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpBatchResultEnvelope>(
      {url: `/xm-job/merchant/taskPackage/submission/batchApprove`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpBatchApproveBody, signal
    },
      options);
    }
  


export const getTpBatchApproveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpBatchApprove>>, TError,{data: BodyType<TpBatchApproveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpBatchApprove>>, TError,{data: BodyType<TpBatchApproveBody>}, TContext> => {

const mutationKey = ['tpBatchApprove'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpBatchApprove>>, {data: BodyType<TpBatchApproveBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpBatchApprove(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpBatchApproveMutationResult = NonNullable<Awaited<ReturnType<typeof tpBatchApprove>>>
    export type TpBatchApproveMutationBody = BodyType<TpBatchApproveBody>
    export type TpBatchApproveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 批量通过任务提交
 */
export const useTpBatchApprove = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpBatchApprove>>, TError,{data: BodyType<TpBatchApproveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpBatchApprove>>,
        TError,
        {data: BodyType<TpBatchApproveBody>},
        TContext
      > => {

      const mutationOptions = getTpBatchApproveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按已通过的提交汇总：每个选择题各选项的人数，问答与推广任务的文字回答（每题至多 50 条）。
 * @summary 任务包数据分析
 */
export const tpAnalysis = (
    tpPackageIdBody: BodyType<TpPackageIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpAnalysisEnvelope>(
      {url: `/xm-job/merchant/taskPackage/analysis`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpPackageIdBody, signal
    },
      options);
    }
  



export const getTpAnalysisQueryKey = (tpPackageIdBody?: TpPackageIdBody,) => {
    return [
    `/xm-job/merchant/taskPackage/analysis`, tpPackageIdBody
    ] as const;
    }

    
export const getTpAnalysisQueryOptions = <TData = Awaited<ReturnType<typeof tpAnalysis>>, TError = ErrorType<ErrorResponse>>(tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpAnalysisQueryKey(tpPackageIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpAnalysis>>> = ({ signal }) => tpAnalysis(tpPackageIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpAnalysisQueryResult = NonNullable<Awaited<ReturnType<typeof tpAnalysis>>>
export type TpAnalysisQueryError = ErrorType<ErrorResponse>


export function useTpAnalysis<TData = Awaited<ReturnType<typeof tpAnalysis>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpAnalysis>>,
          TError,
          Awaited<ReturnType<typeof tpAnalysis>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpAnalysis<TData = Awaited<ReturnType<typeof tpAnalysis>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpAnalysis>>,
          TError,
          Awaited<ReturnType<typeof tpAnalysis>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpAnalysis<TData = Awaited<ReturnType<typeof tpAnalysis>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 任务包数据分析
 */

export function useTpAnalysis<TData = Awaited<ReturnType<typeof tpAnalysis>>, TError = ErrorType<ErrorResponse>>(
 tpPackageIdBody: TpPackageIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpAnalysis>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpAnalysisQueryOptions(tpPackageIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * Excel（xlsx，Base64）：选项统计与全部文字回答两张表。记审计。
 * @summary 导出任务包数据分析
 */
export const tpAnalysisExport = (
    tpPackageIdBody: BodyType<TpPackageIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFileEnvelope>(
      {url: `/xm-job/merchant/taskPackage/analysis/export`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpPackageIdBody, signal
    },
      options);
    }
  


export const getTpAnalysisExportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpAnalysisExport>>, TError,{data: BodyType<TpPackageIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpAnalysisExport>>, TError,{data: BodyType<TpPackageIdBody>}, TContext> => {

const mutationKey = ['tpAnalysisExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpAnalysisExport>>, {data: BodyType<TpPackageIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpAnalysisExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpAnalysisExportMutationResult = NonNullable<Awaited<ReturnType<typeof tpAnalysisExport>>>
    export type TpAnalysisExportMutationBody = BodyType<TpPackageIdBody>
    export type TpAnalysisExportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 导出任务包数据分析
 */
export const useTpAnalysisExport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpAnalysisExport>>, TError,{data: BodyType<TpPackageIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpAnalysisExport>>,
        TError,
        {data: BodyType<TpPackageIdBody>},
        TContext
      > => {

      const mutationOptions = getTpAnalysisExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本公司的任务包样品（至多 200 条，发放中的在前）：任务包、商品与规格、每人件数、预留总数、已发放、剩余、样品单数与已发货数。
 * @summary 样品配置列表
 */
export const tpSampleList = (
    mkEmptyBody: BodyType<MkEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleListEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkEmptyBody, signal
    },
      options);
    }
  



export const getTpSampleListQueryKey = (mkEmptyBody?: MkEmptyBody,) => {
    return [
    `/xm-job/merchant/taskPackage/sample/list`, mkEmptyBody
    ] as const;
    }

    
export const getTpSampleListQueryOptions = <TData = Awaited<ReturnType<typeof tpSampleList>>, TError = ErrorType<ErrorResponse>>(mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSampleListQueryKey(mkEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSampleList>>> = ({ signal }) => tpSampleList(mkEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSampleListQueryResult = NonNullable<Awaited<ReturnType<typeof tpSampleList>>>
export type TpSampleListQueryError = ErrorType<ErrorResponse>


export function useTpSampleList<TData = Awaited<ReturnType<typeof tpSampleList>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleList>>,
          TError,
          Awaited<ReturnType<typeof tpSampleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleList<TData = Awaited<ReturnType<typeof tpSampleList>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleList>>,
          TError,
          Awaited<ReturnType<typeof tpSampleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleList<TData = Awaited<ReturnType<typeof tpSampleList>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 样品配置列表
 */

export function useTpSampleList<TData = Awaited<ReturnType<typeof tpSampleList>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSampleListQueryOptions(mkEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一条样品配置（样品商品编辑页修改时读取）。不存在或属于别的公司时答复“样品配置不存在”。
 * @summary 样品配置详情
 */
export const tpSampleDetail = (
    tpSampleIdBody: BodyType<TpSampleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpSampleIdBody, signal
    },
      options);
    }
  



export const getTpSampleDetailQueryKey = (tpSampleIdBody?: TpSampleIdBody,) => {
    return [
    `/xm-job/merchant/taskPackage/sample/detail`, tpSampleIdBody
    ] as const;
    }

    
export const getTpSampleDetailQueryOptions = <TData = Awaited<ReturnType<typeof tpSampleDetail>>, TError = ErrorType<ErrorResponse>>(tpSampleIdBody: TpSampleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSampleDetailQueryKey(tpSampleIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSampleDetail>>> = ({ signal }) => tpSampleDetail(tpSampleIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSampleDetailQueryResult = NonNullable<Awaited<ReturnType<typeof tpSampleDetail>>>
export type TpSampleDetailQueryError = ErrorType<ErrorResponse>


export function useTpSampleDetail<TData = Awaited<ReturnType<typeof tpSampleDetail>>, TError = ErrorType<ErrorResponse>>(
 tpSampleIdBody: TpSampleIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleDetail>>,
          TError,
          Awaited<ReturnType<typeof tpSampleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleDetail<TData = Awaited<ReturnType<typeof tpSampleDetail>>, TError = ErrorType<ErrorResponse>>(
 tpSampleIdBody: TpSampleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleDetail>>,
          TError,
          Awaited<ReturnType<typeof tpSampleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleDetail<TData = Awaited<ReturnType<typeof tpSampleDetail>>, TError = ErrorType<ErrorResponse>>(
 tpSampleIdBody: TpSampleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 样品配置详情
 */

export function useTpSampleDetail<TData = Awaited<ReturnType<typeof tpSampleDetail>>, TError = ErrorType<ErrorResponse>>(
 tpSampleIdBody: TpSampleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSampleDetailQueryOptions(tpSampleIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 未关闭且未截止的任务包（标出已有发放中样品的），以及本店未删除的商品（按名称关键字筛选，至多 50 个）与其启用的规格、售价和库存。
 * @summary 样品可选任务包与商品
 */
export const tpSampleOptions = (
    tpSampleOptionsQuery: BodyType<TpSampleOptionsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleOptionsEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/options`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpSampleOptionsQuery, signal
    },
      options);
    }
  



export const getTpSampleOptionsQueryKey = (tpSampleOptionsQuery?: TpSampleOptionsQuery,) => {
    return [
    `/xm-job/merchant/taskPackage/sample/options`, tpSampleOptionsQuery
    ] as const;
    }

    
export const getTpSampleOptionsQueryOptions = <TData = Awaited<ReturnType<typeof tpSampleOptions>>, TError = ErrorType<ErrorResponse>>(tpSampleOptionsQuery: TpSampleOptionsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSampleOptionsQueryKey(tpSampleOptionsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSampleOptions>>> = ({ signal }) => tpSampleOptions(tpSampleOptionsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSampleOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof tpSampleOptions>>>
export type TpSampleOptionsQueryError = ErrorType<ErrorResponse>


export function useTpSampleOptions<TData = Awaited<ReturnType<typeof tpSampleOptions>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOptionsQuery: TpSampleOptionsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleOptions>>,
          TError,
          Awaited<ReturnType<typeof tpSampleOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleOptions<TData = Awaited<ReturnType<typeof tpSampleOptions>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOptionsQuery: TpSampleOptionsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleOptions>>,
          TError,
          Awaited<ReturnType<typeof tpSampleOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleOptions<TData = Awaited<ReturnType<typeof tpSampleOptions>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOptionsQuery: TpSampleOptionsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 样品可选任务包与商品
 */

export function useTpSampleOptions<TData = Awaited<ReturnType<typeof tpSampleOptions>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOptionsQuery: TpSampleOptionsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSampleOptionsQueryOptions(tpSampleOptionsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * sampleId 为空时新建：给任务包配置一个规格的样品，立即从该规格库存预留总数（商品总库存同步减少）；库存不足答复“库存不足：该规格可用库存 N 件，需预留 M 件”， 任务包已关闭或已截止、已有发放中的样品时拒绝。修改只能改每人件数、总数与备注：总数调高再预留差额，调低退回差额，不能少于已发放件数。 之后每名代理领取该任务包时生成一张样品单（金额 0，配送到其学校，待发货），样品发完后领取照常但不再发样品。不改数据的拒绝均为中文提示。记审计。
 * @summary 保存任务包样品
 */
export const tpSampleSave = (
    tpSampleSaveBody: BodyType<TpSampleSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpSampleSaveBody, signal
    },
      options);
    }
  


export const getTpSampleSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSampleSave>>, TError,{data: BodyType<TpSampleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpSampleSave>>, TError,{data: BodyType<TpSampleSaveBody>}, TContext> => {

const mutationKey = ['tpSampleSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpSampleSave>>, {data: BodyType<TpSampleSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpSampleSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpSampleSaveMutationResult = NonNullable<Awaited<ReturnType<typeof tpSampleSave>>>
    export type TpSampleSaveMutationBody = BodyType<TpSampleSaveBody>
    export type TpSampleSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存任务包样品
 */
export const useTpSampleSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSampleSave>>, TError,{data: BodyType<TpSampleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpSampleSave>>,
        TError,
        {data: BodyType<TpSampleSaveBody>},
        TContext
      > => {

      const mutationOptions = getTpSampleSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 之后领取任务包的代理不再获得样品，未发放的件数退回该规格库存；已生成的样品单照常发货。已停止时答复“样品已停止发放”。记审计。
 * @summary 停止发放样品
 */
export const tpSampleStop = (
    tpSampleIdBody: BodyType<TpSampleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleStopEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/stop`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpSampleIdBody, signal
    },
      options);
    }
  


export const getTpSampleStopMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSampleStop>>, TError,{data: BodyType<TpSampleIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof tpSampleStop>>, TError,{data: BodyType<TpSampleIdBody>}, TContext> => {

const mutationKey = ['tpSampleStop'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof tpSampleStop>>, {data: BodyType<TpSampleIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  tpSampleStop(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TpSampleStopMutationResult = NonNullable<Awaited<ReturnType<typeof tpSampleStop>>>
    export type TpSampleStopMutationBody = BodyType<TpSampleIdBody>
    export type TpSampleStopMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 停止发放样品
 */
export const useTpSampleStop = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof tpSampleStop>>, TError,{data: BodyType<TpSampleIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof tpSampleStop>>,
        TError,
        {data: BodyType<TpSampleIdBody>},
        TContext
      > => {

      const mutationOptions = getTpSampleStopMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 代理领取任务包时生成的样品单（可按样品筛选），按生成倒序游标分页；订单号链接到订单详情，在订单页发货。
 * @summary 样品单
 */
export const tpSampleOrders = (
    tpSampleOrderQuery: BodyType<TpSampleOrderQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<TpSampleOrderPageEnvelope>(
      {url: `/xm-job/merchant/taskPackage/sample/orders`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: tpSampleOrderQuery, signal
    },
      options);
    }
  



export const getTpSampleOrdersQueryKey = (tpSampleOrderQuery?: TpSampleOrderQuery,) => {
    return [
    `/xm-job/merchant/taskPackage/sample/orders`, tpSampleOrderQuery
    ] as const;
    }

    
export const getTpSampleOrdersQueryOptions = <TData = Awaited<ReturnType<typeof tpSampleOrders>>, TError = ErrorType<ErrorResponse>>(tpSampleOrderQuery: TpSampleOrderQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTpSampleOrdersQueryKey(tpSampleOrderQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof tpSampleOrders>>> = ({ signal }) => tpSampleOrders(tpSampleOrderQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TpSampleOrdersQueryResult = NonNullable<Awaited<ReturnType<typeof tpSampleOrders>>>
export type TpSampleOrdersQueryError = ErrorType<ErrorResponse>


export function useTpSampleOrders<TData = Awaited<ReturnType<typeof tpSampleOrders>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOrderQuery: TpSampleOrderQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleOrders>>,
          TError,
          Awaited<ReturnType<typeof tpSampleOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleOrders<TData = Awaited<ReturnType<typeof tpSampleOrders>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOrderQuery: TpSampleOrderQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof tpSampleOrders>>,
          TError,
          Awaited<ReturnType<typeof tpSampleOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTpSampleOrders<TData = Awaited<ReturnType<typeof tpSampleOrders>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOrderQuery: TpSampleOrderQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 样品单
 */

export function useTpSampleOrders<TData = Awaited<ReturnType<typeof tpSampleOrders>>, TError = ErrorType<ErrorResponse>>(
 tpSampleOrderQuery: TpSampleOrderQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof tpSampleOrders>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTpSampleOrdersQueryOptions(tpSampleOrderQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本公司开具的实习证明，按开具倒序的游标分页；可按状态、姓名或证明编号筛选。
 * @summary 实习证明列表
 */
export const seCertificateList = (
    seCertificateQuery: BodyType<SeCertificateQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificatePageEnvelope>(
      {url: `/xm-job/merchant/certificate/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seCertificateQuery, signal
    },
      options);
    }
  



export const getSeCertificateListQueryKey = (seCertificateQuery?: SeCertificateQuery,) => {
    return [
    `/xm-job/merchant/certificate/list`, seCertificateQuery
    ] as const;
    }

    
export const getSeCertificateListQueryOptions = <TData = Awaited<ReturnType<typeof seCertificateList>>, TError = ErrorType<ErrorResponse>>(seCertificateQuery: SeCertificateQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeCertificateListQueryKey(seCertificateQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seCertificateList>>> = ({ signal }) => seCertificateList(seCertificateQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeCertificateListQueryResult = NonNullable<Awaited<ReturnType<typeof seCertificateList>>>
export type SeCertificateListQueryError = ErrorType<ErrorResponse>


export function useSeCertificateList<TData = Awaited<ReturnType<typeof seCertificateList>>, TError = ErrorType<ErrorResponse>>(
 seCertificateQuery: SeCertificateQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateList>>,
          TError,
          Awaited<ReturnType<typeof seCertificateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateList<TData = Awaited<ReturnType<typeof seCertificateList>>, TError = ErrorType<ErrorResponse>>(
 seCertificateQuery: SeCertificateQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateList>>,
          TError,
          Awaited<ReturnType<typeof seCertificateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateList<TData = Awaited<ReturnType<typeof seCertificateList>>, TError = ErrorType<ErrorResponse>>(
 seCertificateQuery: SeCertificateQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 实习证明列表
 */

export function useSeCertificateList<TData = Awaited<ReturnType<typeof seCertificateList>>, TError = ErrorType<ErrorResponse>>(
 seCertificateQuery: SeCertificateQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeCertificateListQueryOptions(seCertificateQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 在岗或已离任、且没有有效实习证明的代理（至多 500 人），附岗位工作内容。
 * @summary 可开具实习证明的代理
 */
export const seCertificateCandidates = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificateCandidatesEnvelope>(
      {url: `/xm-job/merchant/certificate/candidates`, method: 'POST', signal
    },
      options);
    }
  



export const getSeCertificateCandidatesQueryKey = () => {
    return [
    `/xm-job/merchant/certificate/candidates`
    ] as const;
    }

    
export const getSeCertificateCandidatesQueryOptions = <TData = Awaited<ReturnType<typeof seCertificateCandidates>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeCertificateCandidatesQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seCertificateCandidates>>> = ({ signal }) => seCertificateCandidates(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeCertificateCandidatesQueryResult = NonNullable<Awaited<ReturnType<typeof seCertificateCandidates>>>
export type SeCertificateCandidatesQueryError = ErrorType<ErrorResponse>


export function useSeCertificateCandidates<TData = Awaited<ReturnType<typeof seCertificateCandidates>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateCandidates>>,
          TError,
          Awaited<ReturnType<typeof seCertificateCandidates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateCandidates<TData = Awaited<ReturnType<typeof seCertificateCandidates>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateCandidates>>,
          TError,
          Awaited<ReturnType<typeof seCertificateCandidates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateCandidates<TData = Awaited<ReturnType<typeof seCertificateCandidates>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 可开具实习证明的代理
 */

export function useSeCertificateCandidates<TData = Awaited<ReturnType<typeof seCertificateCandidates>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateCandidates>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeCertificateCandidatesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一张证明的全部内容（开具时的快照）。其他公司的答复“实习证明不存在”。
 * @summary 实习证明详情
 */
export const seCertificateDetail = (
    seCertificateIdBody: BodyType<SeCertificateIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificateEnvelope>(
      {url: `/xm-job/merchant/certificate/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seCertificateIdBody, signal
    },
      options);
    }
  



export const getSeCertificateDetailQueryKey = (seCertificateIdBody?: SeCertificateIdBody,) => {
    return [
    `/xm-job/merchant/certificate/detail`, seCertificateIdBody
    ] as const;
    }

    
export const getSeCertificateDetailQueryOptions = <TData = Awaited<ReturnType<typeof seCertificateDetail>>, TError = ErrorType<ErrorResponse>>(seCertificateIdBody: SeCertificateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSeCertificateDetailQueryKey(seCertificateIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof seCertificateDetail>>> = ({ signal }) => seCertificateDetail(seCertificateIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SeCertificateDetailQueryResult = NonNullable<Awaited<ReturnType<typeof seCertificateDetail>>>
export type SeCertificateDetailQueryError = ErrorType<ErrorResponse>


export function useSeCertificateDetail<TData = Awaited<ReturnType<typeof seCertificateDetail>>, TError = ErrorType<ErrorResponse>>(
 seCertificateIdBody: SeCertificateIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateDetail>>,
          TError,
          Awaited<ReturnType<typeof seCertificateDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateDetail<TData = Awaited<ReturnType<typeof seCertificateDetail>>, TError = ErrorType<ErrorResponse>>(
 seCertificateIdBody: SeCertificateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof seCertificateDetail>>,
          TError,
          Awaited<ReturnType<typeof seCertificateDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSeCertificateDetail<TData = Awaited<ReturnType<typeof seCertificateDetail>>, TError = ErrorType<ErrorResponse>>(
 seCertificateIdBody: SeCertificateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 实习证明详情
 */

export function useSeCertificateDetail<TData = Awaited<ReturnType<typeof seCertificateDetail>>, TError = ErrorType<ErrorResponse>>(
 seCertificateIdBody: SeCertificateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof seCertificateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSeCertificateDetailQueryOptions(seCertificateIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按记录开具：实习期间为入职至离任（在岗的至开具日），推荐订单为期间内带其推荐码的已付款订单；工作内容 5 至 1000 字、评价 5 至 500 字。未入职的、已有有效证明的拒绝。生成证明编号（SX + 日期 + 序号）与 8 位验证码。记审计。
 * @summary 开具实习证明
 */
export const seCertificateIssue = (
    seCertificateIssueBody: BodyType<SeCertificateIssueBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificateEnvelope>(
      {url: `/xm-job/merchant/certificate/issue`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seCertificateIssueBody, signal
    },
      options);
    }
  


export const getSeCertificateIssueMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificateIssue>>, TError,{data: BodyType<SeCertificateIssueBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seCertificateIssue>>, TError,{data: BodyType<SeCertificateIssueBody>}, TContext> => {

const mutationKey = ['seCertificateIssue'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seCertificateIssue>>, {data: BodyType<SeCertificateIssueBody>}> = (props) => {
          const {data} = props ?? {};

          return  seCertificateIssue(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeCertificateIssueMutationResult = NonNullable<Awaited<ReturnType<typeof seCertificateIssue>>>
    export type SeCertificateIssueMutationBody = BodyType<SeCertificateIssueBody>
    export type SeCertificateIssueMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 开具实习证明
 */
export const useSeCertificateIssue = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificateIssue>>, TError,{data: BodyType<SeCertificateIssueBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seCertificateIssue>>,
        TError,
        {data: BodyType<SeCertificateIssueBody>},
        TContext
      > => {

      const mutationOptions = getSeCertificateIssueMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 须填原因（2 至 200 字）；已撤销时答复“实习证明已撤销，请刷新”。撤销后 PDF 带“已撤销”印记，可为该代理重新开具。记审计。
 * @summary 撤销实习证明
 */
export const seCertificateRevoke = (
    seCertificateRevokeBody: BodyType<SeCertificateRevokeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificateEnvelope>(
      {url: `/xm-job/merchant/certificate/revoke`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seCertificateRevokeBody, signal
    },
      options);
    }
  


export const getSeCertificateRevokeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificateRevoke>>, TError,{data: BodyType<SeCertificateRevokeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seCertificateRevoke>>, TError,{data: BodyType<SeCertificateRevokeBody>}, TContext> => {

const mutationKey = ['seCertificateRevoke'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seCertificateRevoke>>, {data: BodyType<SeCertificateRevokeBody>}> = (props) => {
          const {data} = props ?? {};

          return  seCertificateRevoke(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeCertificateRevokeMutationResult = NonNullable<Awaited<ReturnType<typeof seCertificateRevoke>>>
    export type SeCertificateRevokeMutationBody = BodyType<SeCertificateRevokeBody>
    export type SeCertificateRevokeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 撤销实习证明
 */
export const useSeCertificateRevoke = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificateRevoke>>, TError,{data: BodyType<SeCertificateRevokeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seCertificateRevoke>>,
        TError,
        {data: BodyType<SeCertificateRevokeBody>},
        TContext
      > => {

      const mutationOptions = getSeCertificateRevokeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 生成（每种状态一次）并答复签名地址，GET 该地址得到 application/pdf。
 * @summary 实习证明 PDF
 */
export const seCertificatePdf = (
    seCertificateIdBody: BodyType<SeCertificateIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SeCertificatePdfEnvelope>(
      {url: `/xm-job/merchant/certificate/pdf`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: seCertificateIdBody, signal
    },
      options);
    }
  


export const getSeCertificatePdfMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificatePdf>>, TError,{data: BodyType<SeCertificateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof seCertificatePdf>>, TError,{data: BodyType<SeCertificateIdBody>}, TContext> => {

const mutationKey = ['seCertificatePdf'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof seCertificatePdf>>, {data: BodyType<SeCertificateIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  seCertificatePdf(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SeCertificatePdfMutationResult = NonNullable<Awaited<ReturnType<typeof seCertificatePdf>>>
    export type SeCertificatePdfMutationBody = BodyType<SeCertificateIdBody>
    export type SeCertificatePdfMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 实习证明 PDF
 */
export const useSeCertificatePdf = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof seCertificatePdf>>, TError,{data: BodyType<SeCertificateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof seCertificatePdf>>,
        TError,
        {data: BodyType<SeCertificateIdBody>},
        TContext
      > => {

      const mutationOptions = getSeCertificatePdfMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    