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
  CouponEnvelope,
  CouponIdBody,
  CouponListQuery,
  CouponPageEnvelope,
  CouponSaveBody,
  CouponStatisticsEnvelope,
  ErrorResponse,
  FullReductionEnvelope,
  FullReductionIdBody,
  FullReductionListQuery,
  FullReductionPageEnvelope,
  FullReductionSaveBody,
  MkActivityDataEnvelope,
  MkActivityDataQuery,
  MkActivityDetailEnvelope,
  MkActivityIdBody,
  MkActivityListEnvelope,
  MkEmptyBody,
  MkEntryIdBody,
  MkGoodsOptionsEnvelope,
  MkGroupPageEnvelope,
  MkGroupQuery,
  MkSquareQuery,
  MkSubmitBody,
  RoadshowApplicationEnvelope,
  RoadshowApplicationIdBody,
  RoadshowApplicationPageEnvelope,
  RoadshowApplicationQuery,
  RoadshowApplyBody,
  RoadshowListEnvelope,
  RoadshowListQuery,
  RoadshowScheduleEnvelope,
  ScAwardBody,
  ScAwardListEnvelope,
  ScRoundEnvelope,
  ScRoundListEnvelope,
  ScRoundQuery,
  ScTeamEnvelope,
  ScTeamListQuery,
  ScTeamPageEnvelope,
  ScTeamScoreBody,
  ScTopicEnvelope,
  ScTopicIdBody,
  ScTopicListQuery,
  ScTopicPageEnvelope,
  ScTopicSaveBody
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 本店优惠券，按状态与名称筛选，按创建倒序游标分页（索引 company_id, id）。
 * @summary 优惠券列表
 */
export const couponList = (
    couponListQuery: BodyType<CouponListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CouponPageEnvelope>(
      {url: `/xm-merchant/marketing/coupon/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: couponListQuery, signal
    },
      options);
    }
  



export const getCouponListQueryKey = (couponListQuery?: CouponListQuery,) => {
    return [
    `/xm-merchant/marketing/coupon/list`, couponListQuery
    ] as const;
    }

    
export const getCouponListQueryOptions = <TData = Awaited<ReturnType<typeof couponList>>, TError = ErrorType<ErrorResponse>>(couponListQuery: CouponListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCouponListQueryKey(couponListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof couponList>>> = ({ signal }) => couponList(couponListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CouponListQueryResult = NonNullable<Awaited<ReturnType<typeof couponList>>>
export type CouponListQueryError = ErrorType<ErrorResponse>


export function useCouponList<TData = Awaited<ReturnType<typeof couponList>>, TError = ErrorType<ErrorResponse>>(
 couponListQuery: CouponListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponList>>,
          TError,
          Awaited<ReturnType<typeof couponList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponList<TData = Awaited<ReturnType<typeof couponList>>, TError = ErrorType<ErrorResponse>>(
 couponListQuery: CouponListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponList>>,
          TError,
          Awaited<ReturnType<typeof couponList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponList<TData = Awaited<ReturnType<typeof couponList>>, TError = ErrorType<ErrorResponse>>(
 couponListQuery: CouponListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 优惠券列表
 */

export function useCouponList<TData = Awaited<ReturnType<typeof couponList>>, TError = ErrorType<ErrorResponse>>(
 couponListQuery: CouponListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCouponListQueryOptions(couponListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一张优惠券的规则、数量与状态；其他公司的答复“优惠券不存在”。
 * @summary 优惠券详情
 */
export const couponDetail = (
    couponIdBody: BodyType<CouponIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CouponEnvelope>(
      {url: `/xm-merchant/marketing/coupon/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: couponIdBody, signal
    },
      options);
    }
  



export const getCouponDetailQueryKey = (couponIdBody?: CouponIdBody,) => {
    return [
    `/xm-merchant/marketing/coupon/detail`, couponIdBody
    ] as const;
    }

    
export const getCouponDetailQueryOptions = <TData = Awaited<ReturnType<typeof couponDetail>>, TError = ErrorType<ErrorResponse>>(couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCouponDetailQueryKey(couponIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof couponDetail>>> = ({ signal }) => couponDetail(couponIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CouponDetailQueryResult = NonNullable<Awaited<ReturnType<typeof couponDetail>>>
export type CouponDetailQueryError = ErrorType<ErrorResponse>


export function useCouponDetail<TData = Awaited<ReturnType<typeof couponDetail>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponDetail>>,
          TError,
          Awaited<ReturnType<typeof couponDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponDetail<TData = Awaited<ReturnType<typeof couponDetail>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponDetail>>,
          TError,
          Awaited<ReturnType<typeof couponDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponDetail<TData = Awaited<ReturnType<typeof couponDetail>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 优惠券详情
 */

export function useCouponDetail<TData = Awaited<ReturnType<typeof couponDetail>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCouponDetailQueryOptions(couponIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 新建（不传 couponId）或编辑。未开始的可改全部；进行中的只能改名称、总量（不少于已领）与延长领取；已结束、已停发的不能改。满减券面额须小于门槛；违反规则答复中文原因且不做任何修改。
 * @summary 保存优惠券
 */
export const couponSave = (
    couponSaveBody: BodyType<CouponSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CouponEnvelope>(
      {url: `/xm-merchant/marketing/coupon/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: couponSaveBody, signal
    },
      options);
    }
  


export const getCouponSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof couponSave>>, TError,{data: BodyType<CouponSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof couponSave>>, TError,{data: BodyType<CouponSaveBody>}, TContext> => {

const mutationKey = ['couponSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof couponSave>>, {data: BodyType<CouponSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  couponSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CouponSaveMutationResult = NonNullable<Awaited<ReturnType<typeof couponSave>>>
    export type CouponSaveMutationBody = BodyType<CouponSaveBody>
    export type CouponSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存优惠券
 */
export const useCouponSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof couponSave>>, TError,{data: BodyType<CouponSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof couponSave>>,
        TError,
        {data: BodyType<CouponSaveBody>},
        TContext
      > => {

      const mutationOptions = getCouponSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 停止发放；已领取的券在各自有效期内仍可使用。
 * @summary 停发优惠券
 */
export const couponStop = (
    couponIdBody: BodyType<CouponIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CouponEnvelope>(
      {url: `/xm-merchant/marketing/coupon/stop`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: couponIdBody, signal
    },
      options);
    }
  


export const getCouponStopMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof couponStop>>, TError,{data: BodyType<CouponIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof couponStop>>, TError,{data: BodyType<CouponIdBody>}, TContext> => {

const mutationKey = ['couponStop'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof couponStop>>, {data: BodyType<CouponIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  couponStop(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CouponStopMutationResult = NonNullable<Awaited<ReturnType<typeof couponStop>>>
    export type CouponStopMutationBody = BodyType<CouponIdBody>
    export type CouponStopMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 停发优惠券
 */
export const useCouponStop = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof couponStop>>, TError,{data: BodyType<CouponIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof couponStop>>,
        TError,
        {data: BodyType<CouponIdBody>},
        TContext
      > => {

      const mutationOptions = getCouponStopMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 已领取、已使用、使用率、用券订单实付、优惠成本（店铺出资部分从营销账户扣除）、投入产出比与近 30 天每日数据；来自每次领取与用券时同一事务里累加的计数，不扫描领取记录。
 * @summary 优惠券数据
 */
export const couponStatistics = (
    couponIdBody: BodyType<CouponIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CouponStatisticsEnvelope>(
      {url: `/xm-merchant/marketing/coupon/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: couponIdBody, signal
    },
      options);
    }
  



export const getCouponStatisticsQueryKey = (couponIdBody?: CouponIdBody,) => {
    return [
    `/xm-merchant/marketing/coupon/statistics`, couponIdBody
    ] as const;
    }

    
export const getCouponStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof couponStatistics>>, TError = ErrorType<ErrorResponse>>(couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCouponStatisticsQueryKey(couponIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof couponStatistics>>> = ({ signal }) => couponStatistics(couponIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CouponStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof couponStatistics>>>
export type CouponStatisticsQueryError = ErrorType<ErrorResponse>


export function useCouponStatistics<TData = Awaited<ReturnType<typeof couponStatistics>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponStatistics>>,
          TError,
          Awaited<ReturnType<typeof couponStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponStatistics<TData = Awaited<ReturnType<typeof couponStatistics>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof couponStatistics>>,
          TError,
          Awaited<ReturnType<typeof couponStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCouponStatistics<TData = Awaited<ReturnType<typeof couponStatistics>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 优惠券数据
 */

export function useCouponStatistics<TData = Awaited<ReturnType<typeof couponStatistics>>, TError = ErrorType<ErrorResponse>>(
 couponIdBody: CouponIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof couponStatistics>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCouponStatisticsQueryOptions(couponIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店满减活动，按状态筛选，按创建倒序游标分页。
 * @summary 满减列表
 */
export const fullReductionList = (
    fullReductionListQuery: BodyType<FullReductionListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FullReductionPageEnvelope>(
      {url: `/xm-merchant/activity/fullReduction/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: fullReductionListQuery, signal
    },
      options);
    }
  



export const getFullReductionListQueryKey = (fullReductionListQuery?: FullReductionListQuery,) => {
    return [
    `/xm-merchant/activity/fullReduction/list`, fullReductionListQuery
    ] as const;
    }

    
export const getFullReductionListQueryOptions = <TData = Awaited<ReturnType<typeof fullReductionList>>, TError = ErrorType<ErrorResponse>>(fullReductionListQuery: FullReductionListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFullReductionListQueryKey(fullReductionListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof fullReductionList>>> = ({ signal }) => fullReductionList(fullReductionListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FullReductionListQueryResult = NonNullable<Awaited<ReturnType<typeof fullReductionList>>>
export type FullReductionListQueryError = ErrorType<ErrorResponse>


export function useFullReductionList<TData = Awaited<ReturnType<typeof fullReductionList>>, TError = ErrorType<ErrorResponse>>(
 fullReductionListQuery: FullReductionListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof fullReductionList>>,
          TError,
          Awaited<ReturnType<typeof fullReductionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFullReductionList<TData = Awaited<ReturnType<typeof fullReductionList>>, TError = ErrorType<ErrorResponse>>(
 fullReductionListQuery: FullReductionListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof fullReductionList>>,
          TError,
          Awaited<ReturnType<typeof fullReductionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFullReductionList<TData = Awaited<ReturnType<typeof fullReductionList>>, TError = ErrorType<ErrorResponse>>(
 fullReductionListQuery: FullReductionListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 满减列表
 */

export function useFullReductionList<TData = Awaited<ReturnType<typeof fullReductionList>>, TError = ErrorType<ErrorResponse>>(
 fullReductionListQuery: FullReductionListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFullReductionListQueryOptions(fullReductionListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 档位、范围、时间与订单数据。
 * @summary 满减详情
 */
export const fullReductionDetail = (
    fullReductionIdBody: BodyType<FullReductionIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FullReductionEnvelope>(
      {url: `/xm-merchant/activity/fullReduction/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: fullReductionIdBody, signal
    },
      options);
    }
  



export const getFullReductionDetailQueryKey = (fullReductionIdBody?: FullReductionIdBody,) => {
    return [
    `/xm-merchant/activity/fullReduction/detail`, fullReductionIdBody
    ] as const;
    }

    
export const getFullReductionDetailQueryOptions = <TData = Awaited<ReturnType<typeof fullReductionDetail>>, TError = ErrorType<ErrorResponse>>(fullReductionIdBody: FullReductionIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFullReductionDetailQueryKey(fullReductionIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof fullReductionDetail>>> = ({ signal }) => fullReductionDetail(fullReductionIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FullReductionDetailQueryResult = NonNullable<Awaited<ReturnType<typeof fullReductionDetail>>>
export type FullReductionDetailQueryError = ErrorType<ErrorResponse>


export function useFullReductionDetail<TData = Awaited<ReturnType<typeof fullReductionDetail>>, TError = ErrorType<ErrorResponse>>(
 fullReductionIdBody: FullReductionIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof fullReductionDetail>>,
          TError,
          Awaited<ReturnType<typeof fullReductionDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFullReductionDetail<TData = Awaited<ReturnType<typeof fullReductionDetail>>, TError = ErrorType<ErrorResponse>>(
 fullReductionIdBody: FullReductionIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof fullReductionDetail>>,
          TError,
          Awaited<ReturnType<typeof fullReductionDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFullReductionDetail<TData = Awaited<ReturnType<typeof fullReductionDetail>>, TError = ErrorType<ErrorResponse>>(
 fullReductionIdBody: FullReductionIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 满减详情
 */

export function useFullReductionDetail<TData = Awaited<ReturnType<typeof fullReductionDetail>>, TError = ErrorType<ErrorResponse>>(
 fullReductionIdBody: FullReductionIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof fullReductionDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFullReductionDetailQueryOptions(fullReductionIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 新建或编辑满减：1-5 档，门槛与优惠逐档递增且优惠小于门槛；同一商品同一时间只能参加一个满减（全店满减与所有商品重叠），重叠时答复中文原因且不做任何修改。
 * @summary 保存满减
 */
export const fullReductionSave = (
    fullReductionSaveBody: BodyType<FullReductionSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FullReductionEnvelope>(
      {url: `/xm-merchant/activity/fullReduction/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: fullReductionSaveBody, signal
    },
      options);
    }
  


export const getFullReductionSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof fullReductionSave>>, TError,{data: BodyType<FullReductionSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof fullReductionSave>>, TError,{data: BodyType<FullReductionSaveBody>}, TContext> => {

const mutationKey = ['fullReductionSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof fullReductionSave>>, {data: BodyType<FullReductionSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  fullReductionSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FullReductionSaveMutationResult = NonNullable<Awaited<ReturnType<typeof fullReductionSave>>>
    export type FullReductionSaveMutationBody = BodyType<FullReductionSaveBody>
    export type FullReductionSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存满减
 */
export const useFullReductionSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof fullReductionSave>>, TError,{data: BodyType<FullReductionSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof fullReductionSave>>,
        TError,
        {data: BodyType<FullReductionSaveBody>},
        TContext
      > => {

      const mutationOptions = getFullReductionSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 未开始或进行中的满减立即停止。
 * @summary 停止满减
 */
export const fullReductionStop = (
    fullReductionIdBody: BodyType<FullReductionIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FullReductionEnvelope>(
      {url: `/xm-merchant/activity/fullReduction/stop`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: fullReductionIdBody, signal
    },
      options);
    }
  


export const getFullReductionStopMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof fullReductionStop>>, TError,{data: BodyType<FullReductionIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof fullReductionStop>>, TError,{data: BodyType<FullReductionIdBody>}, TContext> => {

const mutationKey = ['fullReductionStop'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof fullReductionStop>>, {data: BodyType<FullReductionIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  fullReductionStop(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FullReductionStopMutationResult = NonNullable<Awaited<ReturnType<typeof fullReductionStop>>>
    export type FullReductionStopMutationBody = BodyType<FullReductionIdBody>
    export type FullReductionStopMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 停止满减
 */
export const useFullReductionStop = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof fullReductionStop>>, TError,{data: BodyType<FullReductionIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof fullReductionStop>>,
        TError,
        {data: BodyType<FullReductionIdBody>},
        TContext
      > => {

      const mutationOptions = getFullReductionStopMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本店在售商品与 SKU（价格、库存、近 30 天最低价），供优惠券、满减选择商品与活动报名。
 * @summary 可选商品
 */
export const activityGoodsOptions = (
    mkEmptyBody: BodyType<MkEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkGoodsOptionsEnvelope>(
      {url: `/xm-merchant/activity/goodsOptions`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkEmptyBody, signal
    },
      options);
    }
  



export const getActivityGoodsOptionsQueryKey = (mkEmptyBody?: MkEmptyBody,) => {
    return [
    `/xm-merchant/activity/goodsOptions`, mkEmptyBody
    ] as const;
    }

    
export const getActivityGoodsOptionsQueryOptions = <TData = Awaited<ReturnType<typeof activityGoodsOptions>>, TError = ErrorType<ErrorResponse>>(mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getActivityGoodsOptionsQueryKey(mkEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof activityGoodsOptions>>> = ({ signal }) => activityGoodsOptions(mkEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ActivityGoodsOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof activityGoodsOptions>>>
export type ActivityGoodsOptionsQueryError = ErrorType<ErrorResponse>


export function useActivityGoodsOptions<TData = Awaited<ReturnType<typeof activityGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof activityGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityGoodsOptions<TData = Awaited<ReturnType<typeof activityGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof activityGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityGoodsOptions<TData = Awaited<ReturnType<typeof activityGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 可选商品
 */

export function useActivityGoodsOptions<TData = Awaited<ReturnType<typeof activityGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getActivityGoodsOptionsQueryOptions(mkEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 平台活动（校园团 21、秒杀 2、折扣专区 4）：报名窗口、活动时间、要求（类目、最低折扣、库存、违规扣分）以及本店能否报名与原因。
 * @summary 活动广场
 */
export const activitySquare = (
    mkSquareQuery: BodyType<MkSquareQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkActivityListEnvelope>(
      {url: `/xm-merchant/activity/square`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkSquareQuery, signal
    },
      options);
    }
  



export const getActivitySquareQueryKey = (mkSquareQuery?: MkSquareQuery,) => {
    return [
    `/xm-merchant/activity/square`, mkSquareQuery
    ] as const;
    }

    
export const getActivitySquareQueryOptions = <TData = Awaited<ReturnType<typeof activitySquare>>, TError = ErrorType<ErrorResponse>>(mkSquareQuery: MkSquareQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getActivitySquareQueryKey(mkSquareQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof activitySquare>>> = ({ signal }) => activitySquare(mkSquareQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ActivitySquareQueryResult = NonNullable<Awaited<ReturnType<typeof activitySquare>>>
export type ActivitySquareQueryError = ErrorType<ErrorResponse>


export function useActivitySquare<TData = Awaited<ReturnType<typeof activitySquare>>, TError = ErrorType<ErrorResponse>>(
 mkSquareQuery: MkSquareQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof activitySquare>>,
          TError,
          Awaited<ReturnType<typeof activitySquare>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivitySquare<TData = Awaited<ReturnType<typeof activitySquare>>, TError = ErrorType<ErrorResponse>>(
 mkSquareQuery: MkSquareQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof activitySquare>>,
          TError,
          Awaited<ReturnType<typeof activitySquare>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivitySquare<TData = Awaited<ReturnType<typeof activitySquare>>, TError = ErrorType<ErrorResponse>>(
 mkSquareQuery: MkSquareQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 活动广场
 */

export function useActivitySquare<TData = Awaited<ReturnType<typeof activitySquare>>, TError = ErrorType<ErrorResponse>>(
 mkSquareQuery: MkSquareQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activitySquare>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getActivitySquareQueryOptions(mkSquareQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 规则、时间线与本店报名记录及审核状态。
 * @summary 活动详情
 */
export const activityDetail = (
    mkActivityIdBody: BodyType<MkActivityIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkActivityDetailEnvelope>(
      {url: `/xm-merchant/activity/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkActivityIdBody, signal
    },
      options);
    }
  



export const getActivityDetailQueryKey = (mkActivityIdBody?: MkActivityIdBody,) => {
    return [
    `/xm-merchant/activity/detail`, mkActivityIdBody
    ] as const;
    }

    
export const getActivityDetailQueryOptions = <TData = Awaited<ReturnType<typeof activityDetail>>, TError = ErrorType<ErrorResponse>>(mkActivityIdBody: MkActivityIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getActivityDetailQueryKey(mkActivityIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof activityDetail>>> = ({ signal }) => activityDetail(mkActivityIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ActivityDetailQueryResult = NonNullable<Awaited<ReturnType<typeof activityDetail>>>
export type ActivityDetailQueryError = ErrorType<ErrorResponse>


export function useActivityDetail<TData = Awaited<ReturnType<typeof activityDetail>>, TError = ErrorType<ErrorResponse>>(
 mkActivityIdBody: MkActivityIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityDetail>>,
          TError,
          Awaited<ReturnType<typeof activityDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityDetail<TData = Awaited<ReturnType<typeof activityDetail>>, TError = ErrorType<ErrorResponse>>(
 mkActivityIdBody: MkActivityIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityDetail>>,
          TError,
          Awaited<ReturnType<typeof activityDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityDetail<TData = Awaited<ReturnType<typeof activityDetail>>, TError = ErrorType<ErrorResponse>>(
 mkActivityIdBody: MkActivityIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 活动详情
 */

export function useActivityDetail<TData = Awaited<ReturnType<typeof activityDetail>>, TError = ErrorType<ErrorResponse>>(
 mkActivityIdBody: MkActivityIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getActivityDetailQueryOptions(mkActivityIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按 SKU 报名：活动价、活动库存（从商品库存划出：同一 SKU 各活动占用之和不超过商品库存）与每人限购，按类型校验（秒杀：场次、不高于近 30 天最低价、限购；校园团：2-10 人成团与未成团处理；折扣专区：最低折扣）；报名窗口外、库存超出等任何一项不符即整单拒绝且不做修改。报名后待平台审核。
 * @summary 活动报名
 */
export const activitySubmit = (
    mkSubmitBody: BodyType<MkSubmitBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkActivityDetailEnvelope>(
      {url: `/xm-merchant/activity/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkSubmitBody, signal
    },
      options);
    }
  


export const getActivitySubmitMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activitySubmit>>, TError,{data: BodyType<MkSubmitBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof activitySubmit>>, TError,{data: BodyType<MkSubmitBody>}, TContext> => {

const mutationKey = ['activitySubmit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof activitySubmit>>, {data: BodyType<MkSubmitBody>}> = (props) => {
          const {data} = props ?? {};

          return  activitySubmit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ActivitySubmitMutationResult = NonNullable<Awaited<ReturnType<typeof activitySubmit>>>
    export type ActivitySubmitMutationBody = BodyType<MkSubmitBody>
    export type ActivitySubmitMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 活动报名
 */
export const useActivitySubmit = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activitySubmit>>, TError,{data: BodyType<MkSubmitBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof activitySubmit>>,
        TError,
        {data: BodyType<MkSubmitBody>},
        TContext
      > => {

      const mutationOptions = getActivitySubmitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 待审核的报名可撤回，撤回后不再占用商品库存。
 * @summary 撤回报名
 */
export const activityEntryWithdraw = (
    mkEntryIdBody: BodyType<MkEntryIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkActivityDetailEnvelope>(
      {url: `/xm-merchant/activity/entry/withdraw`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkEntryIdBody, signal
    },
      options);
    }
  


export const getActivityEntryWithdrawMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activityEntryWithdraw>>, TError,{data: BodyType<MkEntryIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof activityEntryWithdraw>>, TError,{data: BodyType<MkEntryIdBody>}, TContext> => {

const mutationKey = ['activityEntryWithdraw'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof activityEntryWithdraw>>, {data: BodyType<MkEntryIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  activityEntryWithdraw(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ActivityEntryWithdrawMutationResult = NonNullable<Awaited<ReturnType<typeof activityEntryWithdraw>>>
    export type ActivityEntryWithdrawMutationBody = BodyType<MkEntryIdBody>
    export type ActivityEntryWithdrawMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 撤回报名
 */
export const useActivityEntryWithdraw = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof activityEntryWithdraw>>, TError,{data: BodyType<MkEntryIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof activityEntryWithdraw>>,
        TError,
        {data: BodyType<MkEntryIdBody>},
        TContext
      > => {

      const mutationOptions = getActivityEntryWithdrawMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 一件商品在活动中的订单、买家、件数、实付、退款与活动优惠（每日），来自订单本身。
 * @summary 活动商品数据
 */
export const activityData = (
    mkActivityDataQuery: BodyType<MkActivityDataQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkActivityDataEnvelope>(
      {url: `/xm-merchant/activity/data`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkActivityDataQuery, signal
    },
      options);
    }
  



export const getActivityDataQueryKey = (mkActivityDataQuery?: MkActivityDataQuery,) => {
    return [
    `/xm-merchant/activity/data`, mkActivityDataQuery
    ] as const;
    }

    
export const getActivityDataQueryOptions = <TData = Awaited<ReturnType<typeof activityData>>, TError = ErrorType<ErrorResponse>>(mkActivityDataQuery: MkActivityDataQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getActivityDataQueryKey(mkActivityDataQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof activityData>>> = ({ signal }) => activityData(mkActivityDataQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ActivityDataQueryResult = NonNullable<Awaited<ReturnType<typeof activityData>>>
export type ActivityDataQueryError = ErrorType<ErrorResponse>


export function useActivityData<TData = Awaited<ReturnType<typeof activityData>>, TError = ErrorType<ErrorResponse>>(
 mkActivityDataQuery: MkActivityDataQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityData>>,
          TError,
          Awaited<ReturnType<typeof activityData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityData<TData = Awaited<ReturnType<typeof activityData>>, TError = ErrorType<ErrorResponse>>(
 mkActivityDataQuery: MkActivityDataQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityData>>,
          TError,
          Awaited<ReturnType<typeof activityData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityData<TData = Awaited<ReturnType<typeof activityData>>, TError = ErrorType<ErrorResponse>>(
 mkActivityDataQuery: MkActivityDataQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 活动商品数据
 */

export function useActivityData<TData = Awaited<ReturnType<typeof activityData>>, TError = ErrorType<ErrorResponse>>(
 mkActivityDataQuery: MkActivityDataQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getActivityDataQueryOptions(mkActivityDataQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一件商品在校园团活动中的团（拼团中、已成团、未成团已退款），状态筛选与各状态数量，按团倒序游标分页。每个团有成团人数、已参团人数、截止时间（开团后 24 小时）、平台补足的人数与参团订单。
 * @summary 校园团的团
 */
export const activityGroups = (
    mkGroupQuery: BodyType<MkGroupQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<MkGroupPageEnvelope>(
      {url: `/xm-merchant/activity/groups`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkGroupQuery, signal
    },
      options);
    }
  



export const getActivityGroupsQueryKey = (mkGroupQuery?: MkGroupQuery,) => {
    return [
    `/xm-merchant/activity/groups`, mkGroupQuery
    ] as const;
    }

    
export const getActivityGroupsQueryOptions = <TData = Awaited<ReturnType<typeof activityGroups>>, TError = ErrorType<ErrorResponse>>(mkGroupQuery: MkGroupQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getActivityGroupsQueryKey(mkGroupQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof activityGroups>>> = ({ signal }) => activityGroups(mkGroupQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ActivityGroupsQueryResult = NonNullable<Awaited<ReturnType<typeof activityGroups>>>
export type ActivityGroupsQueryError = ErrorType<ErrorResponse>


export function useActivityGroups<TData = Awaited<ReturnType<typeof activityGroups>>, TError = ErrorType<ErrorResponse>>(
 mkGroupQuery: MkGroupQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityGroups>>,
          TError,
          Awaited<ReturnType<typeof activityGroups>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityGroups<TData = Awaited<ReturnType<typeof activityGroups>>, TError = ErrorType<ErrorResponse>>(
 mkGroupQuery: MkGroupQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof activityGroups>>,
          TError,
          Awaited<ReturnType<typeof activityGroups>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useActivityGroups<TData = Awaited<ReturnType<typeof activityGroups>>, TError = ErrorType<ErrorResponse>>(
 mkGroupQuery: MkGroupQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 校园团的团
 */

export function useActivityGroups<TData = Awaited<ReturnType<typeof activityGroups>>, TError = ErrorType<ErrorResponse>>(
 mkGroupQuery: MkGroupQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof activityGroups>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getActivityGroupsQueryOptions(mkGroupQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 平台提供的路演活动（学校、场地、日期与时段、展位费、剩余名额），学校与月份筛选，以及本店能否报名与原因。只对 show_luyan_menu 为 1 的公司开放（common.roadshow.list），其他公司答复 1004。
 * @summary 路演活动
 */
export const roadshowList = (
    roadshowListQuery: BodyType<RoadshowListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoadshowListEnvelope>(
      {url: `/xm-merchant/activity/roadshow/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roadshowListQuery, signal
    },
      options);
    }
  



export const getRoadshowListQueryKey = (roadshowListQuery?: RoadshowListQuery,) => {
    return [
    `/xm-merchant/activity/roadshow/list`, roadshowListQuery
    ] as const;
    }

    
export const getRoadshowListQueryOptions = <TData = Awaited<ReturnType<typeof roadshowList>>, TError = ErrorType<ErrorResponse>>(roadshowListQuery: RoadshowListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRoadshowListQueryKey(roadshowListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof roadshowList>>> = ({ signal }) => roadshowList(roadshowListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RoadshowListQueryResult = NonNullable<Awaited<ReturnType<typeof roadshowList>>>
export type RoadshowListQueryError = ErrorType<ErrorResponse>


export function useRoadshowList<TData = Awaited<ReturnType<typeof roadshowList>>, TError = ErrorType<ErrorResponse>>(
 roadshowListQuery: RoadshowListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowList>>,
          TError,
          Awaited<ReturnType<typeof roadshowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowList<TData = Awaited<ReturnType<typeof roadshowList>>, TError = ErrorType<ErrorResponse>>(
 roadshowListQuery: RoadshowListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowList>>,
          TError,
          Awaited<ReturnType<typeof roadshowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowList<TData = Awaited<ReturnType<typeof roadshowList>>, TError = ErrorType<ErrorResponse>>(
 roadshowListQuery: RoadshowListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 路演活动
 */

export function useRoadshowList<TData = Awaited<ReturnType<typeof roadshowList>>, TError = ErrorType<ErrorResponse>>(
 roadshowListQuery: RoadshowListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRoadshowListQueryOptions(roadshowListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 为一个时段报名（展示商品 1-10 件与现场联系人），展位费从营销账户扣除（账本键 roadshow:{报名ID}:fee）；余额不足、名额已满、不在报名时间、已报名该路演等一律拒绝且不做修改。并发报名不会超出名额。报名后待平台审核。
 * @summary 路演报名
 */
export const roadshowApply = (
    roadshowApplyBody: BodyType<RoadshowApplyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoadshowApplicationEnvelope>(
      {url: `/xm-merchant/activity/roadshow/apply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roadshowApplyBody, signal
    },
      options);
    }
  


export const getRoadshowApplyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roadshowApply>>, TError,{data: BodyType<RoadshowApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof roadshowApply>>, TError,{data: BodyType<RoadshowApplyBody>}, TContext> => {

const mutationKey = ['roadshowApply'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof roadshowApply>>, {data: BodyType<RoadshowApplyBody>}> = (props) => {
          const {data} = props ?? {};

          return  roadshowApply(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RoadshowApplyMutationResult = NonNullable<Awaited<ReturnType<typeof roadshowApply>>>
    export type RoadshowApplyMutationBody = BodyType<RoadshowApplyBody>
    export type RoadshowApplyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 路演报名
 */
export const useRoadshowApply = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roadshowApply>>, TError,{data: BodyType<RoadshowApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof roadshowApply>>,
        TError,
        {data: BodyType<RoadshowApplyBody>},
        TContext
      > => {

      const mutationOptions = getRoadshowApplyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本店的报名，状态（待审核、已通过、已驳回、已取消、已结束）筛选与各状态数量，按报名倒序游标分页；已结束的带平台录入的结果。
 * @summary 本店路演报名
 */
export const roadshowApplications = (
    roadshowApplicationQuery: BodyType<RoadshowApplicationQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoadshowApplicationPageEnvelope>(
      {url: `/xm-merchant/activity/roadshow/applications`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roadshowApplicationQuery, signal
    },
      options);
    }
  



export const getRoadshowApplicationsQueryKey = (roadshowApplicationQuery?: RoadshowApplicationQuery,) => {
    return [
    `/xm-merchant/activity/roadshow/applications`, roadshowApplicationQuery
    ] as const;
    }

    
export const getRoadshowApplicationsQueryOptions = <TData = Awaited<ReturnType<typeof roadshowApplications>>, TError = ErrorType<ErrorResponse>>(roadshowApplicationQuery: RoadshowApplicationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRoadshowApplicationsQueryKey(roadshowApplicationQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof roadshowApplications>>> = ({ signal }) => roadshowApplications(roadshowApplicationQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RoadshowApplicationsQueryResult = NonNullable<Awaited<ReturnType<typeof roadshowApplications>>>
export type RoadshowApplicationsQueryError = ErrorType<ErrorResponse>


export function useRoadshowApplications<TData = Awaited<ReturnType<typeof roadshowApplications>>, TError = ErrorType<ErrorResponse>>(
 roadshowApplicationQuery: RoadshowApplicationQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowApplications>>,
          TError,
          Awaited<ReturnType<typeof roadshowApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowApplications<TData = Awaited<ReturnType<typeof roadshowApplications>>, TError = ErrorType<ErrorResponse>>(
 roadshowApplicationQuery: RoadshowApplicationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowApplications>>,
          TError,
          Awaited<ReturnType<typeof roadshowApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowApplications<TData = Awaited<ReturnType<typeof roadshowApplications>>, TError = ErrorType<ErrorResponse>>(
 roadshowApplicationQuery: RoadshowApplicationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 本店路演报名
 */

export function useRoadshowApplications<TData = Awaited<ReturnType<typeof roadshowApplications>>, TError = ErrorType<ErrorResponse>>(
 roadshowApplicationQuery: RoadshowApplicationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowApplications>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRoadshowApplicationsQueryOptions(roadshowApplicationQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店已通过的路演时段（近 30 天起），按时间排列。
 * @summary 路演排期
 */
export const roadshowSchedule = (
    mkEmptyBody: BodyType<MkEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoadshowScheduleEnvelope>(
      {url: `/xm-merchant/activity/roadshow/schedule`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkEmptyBody, signal
    },
      options);
    }
  



export const getRoadshowScheduleQueryKey = (mkEmptyBody?: MkEmptyBody,) => {
    return [
    `/xm-merchant/activity/roadshow/schedule`, mkEmptyBody
    ] as const;
    }

    
export const getRoadshowScheduleQueryOptions = <TData = Awaited<ReturnType<typeof roadshowSchedule>>, TError = ErrorType<ErrorResponse>>(mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRoadshowScheduleQueryKey(mkEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof roadshowSchedule>>> = ({ signal }) => roadshowSchedule(mkEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RoadshowScheduleQueryResult = NonNullable<Awaited<ReturnType<typeof roadshowSchedule>>>
export type RoadshowScheduleQueryError = ErrorType<ErrorResponse>


export function useRoadshowSchedule<TData = Awaited<ReturnType<typeof roadshowSchedule>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowSchedule>>,
          TError,
          Awaited<ReturnType<typeof roadshowSchedule>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowSchedule<TData = Awaited<ReturnType<typeof roadshowSchedule>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof roadshowSchedule>>,
          TError,
          Awaited<ReturnType<typeof roadshowSchedule>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoadshowSchedule<TData = Awaited<ReturnType<typeof roadshowSchedule>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 路演排期
 */

export function useRoadshowSchedule<TData = Awaited<ReturnType<typeof roadshowSchedule>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roadshowSchedule>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRoadshowScheduleQueryOptions(mkEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 待审核或已通过的报名在报名截止前可取消：名额释放，展位费退回营销账户（账本键 roadshow:{报名ID}:refund）；截止后拒绝。
 * @summary 取消路演报名
 */
export const roadshowCancel = (
    roadshowApplicationIdBody: BodyType<RoadshowApplicationIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoadshowApplicationEnvelope>(
      {url: `/xm-merchant/activity/roadshow/cancel`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roadshowApplicationIdBody, signal
    },
      options);
    }
  


export const getRoadshowCancelMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roadshowCancel>>, TError,{data: BodyType<RoadshowApplicationIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof roadshowCancel>>, TError,{data: BodyType<RoadshowApplicationIdBody>}, TContext> => {

const mutationKey = ['roadshowCancel'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof roadshowCancel>>, {data: BodyType<RoadshowApplicationIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  roadshowCancel(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RoadshowCancelMutationResult = NonNullable<Awaited<ReturnType<typeof roadshowCancel>>>
    export type RoadshowCancelMutationBody = BodyType<RoadshowApplicationIdBody>
    export type RoadshowCancelMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 取消路演报名
 */
export const useRoadshowCancel = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roadshowCancel>>, TError,{data: BodyType<RoadshowApplicationIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof roadshowCancel>>,
        TError,
        {data: BodyType<RoadshowApplicationIdBody>},
        TContext
      > => {

      const mutationOptions = getRoadshowCancelMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 平台的三创赛事（最近 50 届，进行中与评奖中的在前），活动广场由此进入当前一届。
 * @summary 三创赛事列表
 */
export const sanchuangRounds = (
    mkEmptyBody: BodyType<MkEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScRoundListEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/rounds`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mkEmptyBody, signal
    },
      options);
    }
  



export const getSanchuangRoundsQueryKey = (mkEmptyBody?: MkEmptyBody,) => {
    return [
    `/xm-merchant/activity/sanchuang/rounds`, mkEmptyBody
    ] as const;
    }

    
export const getSanchuangRoundsQueryOptions = <TData = Awaited<ReturnType<typeof sanchuangRounds>>, TError = ErrorType<ErrorResponse>>(mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSanchuangRoundsQueryKey(mkEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sanchuangRounds>>> = ({ signal }) => sanchuangRounds(mkEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SanchuangRoundsQueryResult = NonNullable<Awaited<ReturnType<typeof sanchuangRounds>>>
export type SanchuangRoundsQueryError = ErrorType<ErrorResponse>


export function useSanchuangRounds<TData = Awaited<ReturnType<typeof sanchuangRounds>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangRounds>>,
          TError,
          Awaited<ReturnType<typeof sanchuangRounds>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangRounds<TData = Awaited<ReturnType<typeof sanchuangRounds>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangRounds>>,
          TError,
          Awaited<ReturnType<typeof sanchuangRounds>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangRounds<TData = Awaited<ReturnType<typeof sanchuangRounds>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 三创赛事列表
 */

export function useSanchuangRounds<TData = Awaited<ReturnType<typeof sanchuangRounds>>, TError = ErrorType<ErrorResponse>>(
 mkEmptyBody: MkEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRounds>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSanchuangRoundsQueryOptions(mkEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一届三创赛（全国大学生电子商务“创新、创意及创业”挑战赛）：报名（命题征集与团队承接）时间、比赛期、评奖期与阶段，本店在这一届的命题、团队、团队销售、奖项汇总与营销资金余额，以及各届赛事（切换用）。路由 /activity/sanchuang/{type}/{activityId} 的 activityId 即赛事（届）ID，type 为页面：topic 企业命题、team 参赛团队、award 颁奖。
 * @summary 三创赛事
 */
export const sanchuangRound = (
    scRoundQuery: BodyType<ScRoundQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScRoundEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/round`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scRoundQuery, signal
    },
      options);
    }
  



export const getSanchuangRoundQueryKey = (scRoundQuery?: ScRoundQuery,) => {
    return [
    `/xm-merchant/activity/sanchuang/round`, scRoundQuery
    ] as const;
    }

    
export const getSanchuangRoundQueryOptions = <TData = Awaited<ReturnType<typeof sanchuangRound>>, TError = ErrorType<ErrorResponse>>(scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSanchuangRoundQueryKey(scRoundQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sanchuangRound>>> = ({ signal }) => sanchuangRound(scRoundQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SanchuangRoundQueryResult = NonNullable<Awaited<ReturnType<typeof sanchuangRound>>>
export type SanchuangRoundQueryError = ErrorType<ErrorResponse>


export function useSanchuangRound<TData = Awaited<ReturnType<typeof sanchuangRound>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangRound>>,
          TError,
          Awaited<ReturnType<typeof sanchuangRound>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangRound<TData = Awaited<ReturnType<typeof sanchuangRound>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangRound>>,
          TError,
          Awaited<ReturnType<typeof sanchuangRound>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangRound<TData = Awaited<ReturnType<typeof sanchuangRound>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 三创赛事
 */

export function useSanchuangRound<TData = Awaited<ReturnType<typeof sanchuangRound>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangRound>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSanchuangRoundQueryOptions(scRoundQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店在一届赛事中发布的企业命题（标题、命题商品、说明、提供的资源与优惠预算、团队上限），各命题的承接团队数、团队订单数与实付。按 id 倒序游标分页。
 * @summary 企业命题列表
 */
export const sanchuangTopicList = (
    scTopicListQuery: BodyType<ScTopicListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTopicPageEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/topic/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scTopicListQuery, signal
    },
      options);
    }
  



export const getSanchuangTopicListQueryKey = (scTopicListQuery?: ScTopicListQuery,) => {
    return [
    `/xm-merchant/activity/sanchuang/topic/list`, scTopicListQuery
    ] as const;
    }

    
export const getSanchuangTopicListQueryOptions = <TData = Awaited<ReturnType<typeof sanchuangTopicList>>, TError = ErrorType<ErrorResponse>>(scTopicListQuery: ScTopicListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSanchuangTopicListQueryKey(scTopicListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sanchuangTopicList>>> = ({ signal }) => sanchuangTopicList(scTopicListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SanchuangTopicListQueryResult = NonNullable<Awaited<ReturnType<typeof sanchuangTopicList>>>
export type SanchuangTopicListQueryError = ErrorType<ErrorResponse>


export function useSanchuangTopicList<TData = Awaited<ReturnType<typeof sanchuangTopicList>>, TError = ErrorType<ErrorResponse>>(
 scTopicListQuery: ScTopicListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangTopicList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangTopicList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangTopicList<TData = Awaited<ReturnType<typeof sanchuangTopicList>>, TError = ErrorType<ErrorResponse>>(
 scTopicListQuery: ScTopicListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangTopicList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangTopicList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangTopicList<TData = Awaited<ReturnType<typeof sanchuangTopicList>>, TError = ErrorType<ErrorResponse>>(
 scTopicListQuery: ScTopicListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 企业命题列表
 */

export function useSanchuangTopicList<TData = Awaited<ReturnType<typeof sanchuangTopicList>>, TError = ErrorType<ErrorResponse>>(
 scTopicListQuery: ScTopicListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTopicList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSanchuangTopicListQueryOptions(scTopicListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 在赛事的命题征集时间内（报名开始至报名截止）发布命题，或修改征集中的命题（带版本号，他人先改则拒绝）。命题商品须为本店在售商品（1-20 件），团队上限 1-50 且不少于已承接的团队数，每届每店至多 20 个命题。不符时答复中文原因且不做修改。
 * @summary 发布或修改企业命题
 */
export const sanchuangTopicSave = (
    scTopicSaveBody: BodyType<ScTopicSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTopicEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/topic/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scTopicSaveBody, signal
    },
      options);
    }
  


export const getSanchuangTopicSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicSave>>, TError,{data: BodyType<ScTopicSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicSave>>, TError,{data: BodyType<ScTopicSaveBody>}, TContext> => {

const mutationKey = ['sanchuangTopicSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sanchuangTopicSave>>, {data: BodyType<ScTopicSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  sanchuangTopicSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SanchuangTopicSaveMutationResult = NonNullable<Awaited<ReturnType<typeof sanchuangTopicSave>>>
    export type SanchuangTopicSaveMutationBody = BodyType<ScTopicSaveBody>
    export type SanchuangTopicSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发布或修改企业命题
 */
export const useSanchuangTopicSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicSave>>, TError,{data: BodyType<ScTopicSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sanchuangTopicSave>>,
        TError,
        {data: BodyType<ScTopicSaveBody>},
        TContext
      > => {

      const mutationOptions = getSanchuangTopicSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 关闭后不再有团队承接；已承接的团队继续销售，照常评分与颁奖。
 * @summary 关闭企业命题
 */
export const sanchuangTopicClose = (
    scTopicIdBody: BodyType<ScTopicIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTopicEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/topic/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scTopicIdBody, signal
    },
      options);
    }
  


export const getSanchuangTopicCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicClose>>, TError,{data: BodyType<ScTopicIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicClose>>, TError,{data: BodyType<ScTopicIdBody>}, TContext> => {

const mutationKey = ['sanchuangTopicClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sanchuangTopicClose>>, {data: BodyType<ScTopicIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  sanchuangTopicClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SanchuangTopicCloseMutationResult = NonNullable<Awaited<ReturnType<typeof sanchuangTopicClose>>>
    export type SanchuangTopicCloseMutationBody = BodyType<ScTopicIdBody>
    export type SanchuangTopicCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭企业命题
 */
export const useSanchuangTopicClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTopicClose>>, TError,{data: BodyType<ScTopicIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sanchuangTopicClose>>,
        TError,
        {data: BodyType<ScTopicIdBody>},
        TContext
      > => {

      const mutationOptions = getSanchuangTopicCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 承接本店命题的学生团队：学校、队长、人数、团队推广码，计入该团队的订单数与实付（真实已付款订单，每单只计入一支团队），评委评分、企业评分与所获奖项。按 id 倒序游标分页，可按命题筛选。
 * @summary 参赛团队
 */
export const sanchuangTeamList = (
    scTeamListQuery: BodyType<ScTeamListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTeamPageEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/team/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scTeamListQuery, signal
    },
      options);
    }
  



export const getSanchuangTeamListQueryKey = (scTeamListQuery?: ScTeamListQuery,) => {
    return [
    `/xm-merchant/activity/sanchuang/team/list`, scTeamListQuery
    ] as const;
    }

    
export const getSanchuangTeamListQueryOptions = <TData = Awaited<ReturnType<typeof sanchuangTeamList>>, TError = ErrorType<ErrorResponse>>(scTeamListQuery: ScTeamListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSanchuangTeamListQueryKey(scTeamListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sanchuangTeamList>>> = ({ signal }) => sanchuangTeamList(scTeamListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SanchuangTeamListQueryResult = NonNullable<Awaited<ReturnType<typeof sanchuangTeamList>>>
export type SanchuangTeamListQueryError = ErrorType<ErrorResponse>


export function useSanchuangTeamList<TData = Awaited<ReturnType<typeof sanchuangTeamList>>, TError = ErrorType<ErrorResponse>>(
 scTeamListQuery: ScTeamListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangTeamList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangTeamList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangTeamList<TData = Awaited<ReturnType<typeof sanchuangTeamList>>, TError = ErrorType<ErrorResponse>>(
 scTeamListQuery: ScTeamListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangTeamList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangTeamList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangTeamList<TData = Awaited<ReturnType<typeof sanchuangTeamList>>, TError = ErrorType<ErrorResponse>>(
 scTeamListQuery: ScTeamListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 参赛团队
 */

export function useSanchuangTeamList<TData = Awaited<ReturnType<typeof sanchuangTeamList>>, TError = ErrorType<ErrorResponse>>(
 scTeamListQuery: ScTeamListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangTeamList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSanchuangTeamListQueryOptions(scTeamListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店给团队打分（0-100）与评语；赛事结束（评奖期过后）不能再评分。
 * @summary 企业评分
 */
export const sanchuangTeamScore = (
    scTeamScoreBody: BodyType<ScTeamScoreBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTeamEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/team/score`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scTeamScoreBody, signal
    },
      options);
    }
  


export const getSanchuangTeamScoreMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTeamScore>>, TError,{data: BodyType<ScTeamScoreBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sanchuangTeamScore>>, TError,{data: BodyType<ScTeamScoreBody>}, TContext> => {

const mutationKey = ['sanchuangTeamScore'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sanchuangTeamScore>>, {data: BodyType<ScTeamScoreBody>}> = (props) => {
          const {data} = props ?? {};

          return  sanchuangTeamScore(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SanchuangTeamScoreMutationResult = NonNullable<Awaited<ReturnType<typeof sanchuangTeamScore>>>
    export type SanchuangTeamScoreMutationBody = BodyType<ScTeamScoreBody>
    export type SanchuangTeamScoreMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 企业评分
 */
export const useSanchuangTeamScore = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangTeamScore>>, TError,{data: BodyType<ScTeamScoreBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sanchuangTeamScore>>,
        TError,
        {data: BodyType<ScTeamScoreBody>},
        TContext
      > => {

      const mutationOptions = getSanchuangTeamScoreMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本店在一届赛事中颁发的奖项（一等奖、二等奖、三等奖、优秀奖）、奖金与营销资金流水号，以及营销资金余额。
 * @summary 三创奖项
 */
export const sanchuangAwardList = (
    scRoundQuery: BodyType<ScRoundQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScAwardListEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/award/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scRoundQuery, signal
    },
      options);
    }
  



export const getSanchuangAwardListQueryKey = (scRoundQuery?: ScRoundQuery,) => {
    return [
    `/xm-merchant/activity/sanchuang/award/list`, scRoundQuery
    ] as const;
    }

    
export const getSanchuangAwardListQueryOptions = <TData = Awaited<ReturnType<typeof sanchuangAwardList>>, TError = ErrorType<ErrorResponse>>(scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getSanchuangAwardListQueryKey(scRoundQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof sanchuangAwardList>>> = ({ signal }) => sanchuangAwardList(scRoundQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type SanchuangAwardListQueryResult = NonNullable<Awaited<ReturnType<typeof sanchuangAwardList>>>
export type SanchuangAwardListQueryError = ErrorType<ErrorResponse>


export function useSanchuangAwardList<TData = Awaited<ReturnType<typeof sanchuangAwardList>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangAwardList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangAwardList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangAwardList<TData = Awaited<ReturnType<typeof sanchuangAwardList>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof sanchuangAwardList>>,
          TError,
          Awaited<ReturnType<typeof sanchuangAwardList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useSanchuangAwardList<TData = Awaited<ReturnType<typeof sanchuangAwardList>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 三创奖项
 */

export function useSanchuangAwardList<TData = Awaited<ReturnType<typeof sanchuangAwardList>>, TError = ErrorType<ErrorResponse>>(
 scRoundQuery: ScRoundQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof sanchuangAwardList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getSanchuangAwardListQueryOptions(scRoundQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 评奖期内给本店命题的团队颁奖，奖金从营销资金支付（账本：营销资金 → 营销费用，业务键 sanchuang:<奖项ID>）。每支团队至多一个奖项；营销资金余额不足、不在评奖期等答复中文原因且不做修改。
 * @summary 颁奖
 */
export const sanchuangAward = (
    scAwardBody: BodyType<ScAwardBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ScTeamEnvelope>(
      {url: `/xm-merchant/activity/sanchuang/award`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: scAwardBody, signal
    },
      options);
    }
  


export const getSanchuangAwardMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangAward>>, TError,{data: BodyType<ScAwardBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof sanchuangAward>>, TError,{data: BodyType<ScAwardBody>}, TContext> => {

const mutationKey = ['sanchuangAward'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sanchuangAward>>, {data: BodyType<ScAwardBody>}> = (props) => {
          const {data} = props ?? {};

          return  sanchuangAward(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SanchuangAwardMutationResult = NonNullable<Awaited<ReturnType<typeof sanchuangAward>>>
    export type SanchuangAwardMutationBody = BodyType<ScAwardBody>
    export type SanchuangAwardMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 颁奖
 */
export const useSanchuangAward = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sanchuangAward>>, TError,{data: BodyType<ScAwardBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sanchuangAward>>,
        TError,
        {data: BodyType<ScAwardBody>},
        TContext
      > => {

      const mutationOptions = getSanchuangAwardMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    