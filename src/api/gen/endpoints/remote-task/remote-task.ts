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
  CompanyIdBody,
  CompanyRecruitPageEnvelope,
  ErrorResponse,
  RecruitPageQuery,
  RecruitStatisticEnvelope,
  RecruitTaskStatisticEnvelope,
  RtCloseBody,
  RtPublishBody,
  RtPublishInfoEnvelope,
  RtRecruitIdBody,
  RtReviewBody,
  RtReviewEnvelope,
  RtTaskEnvelope,
  UserReceiveTaskPageEnvelope,
  UserReceiveTaskQuery,
  WhitelistResultEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 任务领取维度的统计：领取、提交、审核与结算。companyId 必须是调用者所属公司，否则答复“只能查看本公司的统计”（code 0）。
 * @summary 远程任务执行统计
 */
export const jobRecruitTaskStatistic = (
    companyIdBody: BodyType<CompanyIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RecruitTaskStatisticEnvelope>(
      {url: `/xm-job/merchant/companyRecruit/statistic2`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyIdBody, signal
    },
      options);
    }
  



export const getJobRecruitTaskStatisticQueryKey = (companyIdBody?: CompanyIdBody,) => {
    return [
    `/xm-job/merchant/companyRecruit/statistic2`, companyIdBody
    ] as const;
    }

    
export const getJobRecruitTaskStatisticQueryOptions = <TData = Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError = ErrorType<ErrorResponse>>(companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobRecruitTaskStatisticQueryKey(companyIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>> = ({ signal }) => jobRecruitTaskStatistic(companyIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobRecruitTaskStatisticQueryResult = NonNullable<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>>
export type JobRecruitTaskStatisticQueryError = ErrorType<ErrorResponse>


export function useJobRecruitTaskStatistic<TData = Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitTaskStatistic>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitTaskStatistic>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitTaskStatistic<TData = Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitTaskStatistic>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitTaskStatistic>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitTaskStatistic<TData = Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 远程任务执行统计
 */

export function useJobRecruitTaskStatistic<TData = Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitTaskStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobRecruitTaskStatisticQueryOptions(companyIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 招募维度的统计：发布、招募中、报名、录用、结束的数量与预算金额。companyId 必须是调用者所属公司，否则答复“只能查看本公司的统计”（code 0）。
 * @summary 远程任务招募统计
 */
export const jobRecruitStatistic = (
    companyIdBody: BodyType<CompanyIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RecruitStatisticEnvelope>(
      {url: `/xm-job/merchant/companyRecruit/statistic`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyIdBody, signal
    },
      options);
    }
  



export const getJobRecruitStatisticQueryKey = (companyIdBody?: CompanyIdBody,) => {
    return [
    `/xm-job/merchant/companyRecruit/statistic`, companyIdBody
    ] as const;
    }

    
export const getJobRecruitStatisticQueryOptions = <TData = Awaited<ReturnType<typeof jobRecruitStatistic>>, TError = ErrorType<ErrorResponse>>(companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobRecruitStatisticQueryKey(companyIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobRecruitStatistic>>> = ({ signal }) => jobRecruitStatistic(companyIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobRecruitStatisticQueryResult = NonNullable<Awaited<ReturnType<typeof jobRecruitStatistic>>>
export type JobRecruitStatisticQueryError = ErrorType<ErrorResponse>


export function useJobRecruitStatistic<TData = Awaited<ReturnType<typeof jobRecruitStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitStatistic>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitStatistic>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitStatistic<TData = Awaited<ReturnType<typeof jobRecruitStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitStatistic>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitStatistic>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitStatistic<TData = Awaited<ReturnType<typeof jobRecruitStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 远程任务招募统计
 */

export function useJobRecruitStatistic<TData = Awaited<ReturnType<typeof jobRecruitStatistic>>, TError = ErrorType<ErrorResponse>>(
 companyIdBody: CompanyIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitStatistic>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobRecruitStatisticQueryOptions(companyIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 分页查询用户（学生）领取本公司远程任务的记录，按领取时间倒序。
 * @summary 用户领取的任务列表
 */
export const jobUserReceiveTaskList = (
    userReceiveTaskQuery: BodyType<UserReceiveTaskQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<UserReceiveTaskPageEnvelope>(
      {url: `/xm-job/merchant/userReceiveTask/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: userReceiveTaskQuery, signal
    },
      options);
    }
  



export const getJobUserReceiveTaskListQueryKey = (userReceiveTaskQuery?: UserReceiveTaskQuery,) => {
    return [
    `/xm-job/merchant/userReceiveTask/list`, userReceiveTaskQuery
    ] as const;
    }

    
export const getJobUserReceiveTaskListQueryOptions = <TData = Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError = ErrorType<ErrorResponse>>(userReceiveTaskQuery: UserReceiveTaskQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobUserReceiveTaskListQueryKey(userReceiveTaskQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobUserReceiveTaskList>>> = ({ signal }) => jobUserReceiveTaskList(userReceiveTaskQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobUserReceiveTaskListQueryResult = NonNullable<Awaited<ReturnType<typeof jobUserReceiveTaskList>>>
export type JobUserReceiveTaskListQueryError = ErrorType<ErrorResponse>


export function useJobUserReceiveTaskList<TData = Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError = ErrorType<ErrorResponse>>(
 userReceiveTaskQuery: UserReceiveTaskQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobUserReceiveTaskList>>,
          TError,
          Awaited<ReturnType<typeof jobUserReceiveTaskList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobUserReceiveTaskList<TData = Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError = ErrorType<ErrorResponse>>(
 userReceiveTaskQuery: UserReceiveTaskQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobUserReceiveTaskList>>,
          TError,
          Awaited<ReturnType<typeof jobUserReceiveTaskList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobUserReceiveTaskList<TData = Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError = ErrorType<ErrorResponse>>(
 userReceiveTaskQuery: UserReceiveTaskQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 用户领取的任务列表
 */

export function useJobUserReceiveTaskList<TData = Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError = ErrorType<ErrorResponse>>(
 userReceiveTaskQuery: UserReceiveTaskQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobUserReceiveTaskList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobUserReceiveTaskListQueryOptions(userReceiveTaskQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 分页查询本公司发布的招募，按创建时间倒序。
 * @summary 招募（远程任务）列表
 */
export const jobRecruitPageList = (
    recruitPageQuery: BodyType<RecruitPageQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyRecruitPageEnvelope>(
      {url: `/xm-job/merchant/companyRecruit/pageList`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: recruitPageQuery, signal
    },
      options);
    }
  



export const getJobRecruitPageListQueryKey = (recruitPageQuery?: RecruitPageQuery,) => {
    return [
    `/xm-job/merchant/companyRecruit/pageList`, recruitPageQuery
    ] as const;
    }

    
export const getJobRecruitPageListQueryOptions = <TData = Awaited<ReturnType<typeof jobRecruitPageList>>, TError = ErrorType<ErrorResponse>>(recruitPageQuery: RecruitPageQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobRecruitPageListQueryKey(recruitPageQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobRecruitPageList>>> = ({ signal }) => jobRecruitPageList(recruitPageQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobRecruitPageListQueryResult = NonNullable<Awaited<ReturnType<typeof jobRecruitPageList>>>
export type JobRecruitPageListQueryError = ErrorType<ErrorResponse>


export function useJobRecruitPageList<TData = Awaited<ReturnType<typeof jobRecruitPageList>>, TError = ErrorType<ErrorResponse>>(
 recruitPageQuery: RecruitPageQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitPageList>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitPageList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitPageList<TData = Awaited<ReturnType<typeof jobRecruitPageList>>, TError = ErrorType<ErrorResponse>>(
 recruitPageQuery: RecruitPageQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobRecruitPageList>>,
          TError,
          Awaited<ReturnType<typeof jobRecruitPageList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobRecruitPageList<TData = Awaited<ReturnType<typeof jobRecruitPageList>>, TError = ErrorType<ErrorResponse>>(
 recruitPageQuery: RecruitPageQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 招募（远程任务）列表
 */

export function useJobRecruitPageList<TData = Awaited<ReturnType<typeof jobRecruitPageList>>, TError = ErrorType<ErrorResponse>>(
 recruitPageQuery: RecruitPageQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobRecruitPageList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobRecruitPageListQueryOptions(recruitPageQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 为 true 时前端追加虚拟权限键 common.remote-task.list，显示远程任务菜单。
 * @summary 是否在远程任务白名单
 */
export const jobWhiteList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<WhitelistResultEnvelope>(
      {url: `/xm-job/merchant/job/operate/whiteList`, method: 'POST', signal
    },
      options);
    }
  



export const getJobWhiteListQueryKey = () => {
    return [
    `/xm-job/merchant/job/operate/whiteList`
    ] as const;
    }

    
export const getJobWhiteListQueryOptions = <TData = Awaited<ReturnType<typeof jobWhiteList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobWhiteListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobWhiteList>>> = ({ signal }) => jobWhiteList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobWhiteListQueryResult = NonNullable<Awaited<ReturnType<typeof jobWhiteList>>>
export type JobWhiteListQueryError = ErrorType<ErrorResponse>


export function useJobWhiteList<TData = Awaited<ReturnType<typeof jobWhiteList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobWhiteList>>,
          TError,
          Awaited<ReturnType<typeof jobWhiteList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobWhiteList<TData = Awaited<ReturnType<typeof jobWhiteList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobWhiteList>>,
          TError,
          Awaited<ReturnType<typeof jobWhiteList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobWhiteList<TData = Awaited<ReturnType<typeof jobWhiteList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 是否在远程任务白名单
 */

export function useJobWhiteList<TData = Awaited<ReturnType<typeof jobWhiteList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobWhiteList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobWhiteListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 可提现余额（发布时预算从这里冻结）。
 * @summary 发布远程任务前的可用余额
 */
export const jobTaskPublishInfo = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RtPublishInfoEnvelope>(
      {url: `/xm-job/merchant/remoteTask/publishInfo`, method: 'POST', signal
    },
      options);
    }
  



export const getJobTaskPublishInfoQueryKey = () => {
    return [
    `/xm-job/merchant/remoteTask/publishInfo`
    ] as const;
    }

    
export const getJobTaskPublishInfoQueryOptions = <TData = Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobTaskPublishInfoQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobTaskPublishInfo>>> = ({ signal }) => jobTaskPublishInfo(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobTaskPublishInfoQueryResult = NonNullable<Awaited<ReturnType<typeof jobTaskPublishInfo>>>
export type JobTaskPublishInfoQueryError = ErrorType<ErrorResponse>


export function useJobTaskPublishInfo<TData = Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobTaskPublishInfo>>,
          TError,
          Awaited<ReturnType<typeof jobTaskPublishInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobTaskPublishInfo<TData = Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobTaskPublishInfo>>,
          TError,
          Awaited<ReturnType<typeof jobTaskPublishInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobTaskPublishInfo<TData = Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 发布远程任务前的可用余额
 */

export function useJobTaskPublishInfo<TData = Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskPublishInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobTaskPublishInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 标题 2 至 50 字、类型、说明 10 至 2000 字、单人奖励（分，¥1 至 ¥10,000）、名额 1 至 10000、截止时间（晚于现在 1 小时且在 180 天内）。预算 = 奖励 × 名额，发布时从可提现余额冻结（账务键 remoteTask:<id>:freeze）；超过可提现余额时答复“任务预算 … 超过可提现余额 …”（code 0），不改数据。记审计，发出事件 remoteTask.taskChanged。
 * @summary 发布远程任务
 */
export const jobTaskPublish = (
    rtPublishBody: BodyType<RtPublishBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RtTaskEnvelope>(
      {url: `/xm-job/merchant/remoteTask/publish`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: rtPublishBody, signal
    },
      options);
    }
  


export const getJobTaskPublishMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobTaskPublish>>, TError,{data: BodyType<RtPublishBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof jobTaskPublish>>, TError,{data: BodyType<RtPublishBody>}, TContext> => {

const mutationKey = ['jobTaskPublish'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof jobTaskPublish>>, {data: BodyType<RtPublishBody>}> = (props) => {
          const {data} = props ?? {};

          return  jobTaskPublish(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type JobTaskPublishMutationResult = NonNullable<Awaited<ReturnType<typeof jobTaskPublish>>>
    export type JobTaskPublishMutationBody = BodyType<RtPublishBody>
    export type JobTaskPublishMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发布远程任务
 */
export const useJobTaskPublish = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobTaskPublish>>, TError,{data: BodyType<RtPublishBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof jobTaskPublish>>,
        TError,
        {data: BodyType<RtPublishBody>},
        TContext
      > => {

      const mutationOptions = getJobTaskPublishMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 任务内容与资金：预算、冻结、已发放、已退回、剩余冻结，以及领取、待审核、通过、驳回人数。其他公司的任务答复“任务不存在”。
 * @summary 远程任务详情
 */
export const jobTaskDetail = (
    rtRecruitIdBody: BodyType<RtRecruitIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RtTaskEnvelope>(
      {url: `/xm-job/merchant/remoteTask/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: rtRecruitIdBody, signal
    },
      options);
    }
  



export const getJobTaskDetailQueryKey = (rtRecruitIdBody?: RtRecruitIdBody,) => {
    return [
    `/xm-job/merchant/remoteTask/detail`, rtRecruitIdBody
    ] as const;
    }

    
export const getJobTaskDetailQueryOptions = <TData = Awaited<ReturnType<typeof jobTaskDetail>>, TError = ErrorType<ErrorResponse>>(rtRecruitIdBody: RtRecruitIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getJobTaskDetailQueryKey(rtRecruitIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof jobTaskDetail>>> = ({ signal }) => jobTaskDetail(rtRecruitIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type JobTaskDetailQueryResult = NonNullable<Awaited<ReturnType<typeof jobTaskDetail>>>
export type JobTaskDetailQueryError = ErrorType<ErrorResponse>


export function useJobTaskDetail<TData = Awaited<ReturnType<typeof jobTaskDetail>>, TError = ErrorType<ErrorResponse>>(
 rtRecruitIdBody: RtRecruitIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobTaskDetail>>,
          TError,
          Awaited<ReturnType<typeof jobTaskDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobTaskDetail<TData = Awaited<ReturnType<typeof jobTaskDetail>>, TError = ErrorType<ErrorResponse>>(
 rtRecruitIdBody: RtRecruitIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof jobTaskDetail>>,
          TError,
          Awaited<ReturnType<typeof jobTaskDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useJobTaskDetail<TData = Awaited<ReturnType<typeof jobTaskDetail>>, TError = ErrorType<ErrorResponse>>(
 rtRecruitIdBody: RtRecruitIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 远程任务详情
 */

export function useJobTaskDetail<TData = Awaited<ReturnType<typeof jobTaskDetail>>, TError = ErrorType<ErrorResponse>>(
 rtRecruitIdBody: RtRecruitIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof jobTaskDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getJobTaskDetailQueryOptions(rtRecruitIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 结束任务：未提交的领取记为已超时；剩余冻结预算退回可提现（账务键 remoteTask:<id>:return），只为待审核的提交保留奖励（至多剩余名额），之后审核时发放或退回。已结束时答复“任务已结束，请刷新”。截止时间到达后由定时任务 remoteTask.deadline 同样关闭。记审计。
 * @summary 关闭远程任务
 */
export const jobTaskClose = (
    rtCloseBody: BodyType<RtCloseBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RtTaskEnvelope>(
      {url: `/xm-job/merchant/remoteTask/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: rtCloseBody, signal
    },
      options);
    }
  


export const getJobTaskCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobTaskClose>>, TError,{data: BodyType<RtCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof jobTaskClose>>, TError,{data: BodyType<RtCloseBody>}, TContext> => {

const mutationKey = ['jobTaskClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof jobTaskClose>>, {data: BodyType<RtCloseBody>}> = (props) => {
          const {data} = props ?? {};

          return  jobTaskClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type JobTaskCloseMutationResult = NonNullable<Awaited<ReturnType<typeof jobTaskClose>>>
    export type JobTaskCloseMutationBody = BodyType<RtCloseBody>
    export type JobTaskCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭远程任务
 */
export const useJobTaskClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobTaskClose>>, TError,{data: BodyType<RtCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof jobTaskClose>>,
        TError,
        {data: BodyType<RtCloseBody>},
        TContext
      > => {

      const mutationOptions = getJobTaskCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 通过（每份从冻结预算发放奖励，账务键 remoteTask:receive:<id>:pay）或驳回（须填原因 2 至 200 字）。一次至多 100 份，全部可审核才执行：已审核的答复“… 的提交已审核，不能重复审核”，未提交的、超出名额的同样拒绝，不改数据。记审计。
 * @summary 审核远程任务的提交
 */
export const jobReceiveReview = (
    rtReviewBody: BodyType<RtReviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RtReviewEnvelope>(
      {url: `/xm-job/merchant/remoteTask/review`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: rtReviewBody, signal
    },
      options);
    }
  


export const getJobReceiveReviewMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobReceiveReview>>, TError,{data: BodyType<RtReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof jobReceiveReview>>, TError,{data: BodyType<RtReviewBody>}, TContext> => {

const mutationKey = ['jobReceiveReview'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof jobReceiveReview>>, {data: BodyType<RtReviewBody>}> = (props) => {
          const {data} = props ?? {};

          return  jobReceiveReview(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type JobReceiveReviewMutationResult = NonNullable<Awaited<ReturnType<typeof jobReceiveReview>>>
    export type JobReceiveReviewMutationBody = BodyType<RtReviewBody>
    export type JobReceiveReviewMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 审核远程任务的提交
 */
export const useJobReceiveReview = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof jobReceiveReview>>, TError,{data: BodyType<RtReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof jobReceiveReview>>,
        TError,
        {data: BodyType<RtReviewBody>},
        TContext
      > => {

      const mutationOptions = getJobReceiveReviewMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    