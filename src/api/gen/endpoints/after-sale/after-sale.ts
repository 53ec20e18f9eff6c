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
  AfterSaleAddressBody,
  AfterSaleAddressIdBody,
  AfterSaleAgreeBody,
  AfterSaleBatchAgreeBody,
  AfterSaleBatchResultEnvelope,
  AfterSaleDetailEnvelope,
  AfterSaleDisputeListQuery,
  AfterSaleDueCountEnvelope,
  AfterSaleEmptyBody,
  AfterSaleExportEnvelope,
  AfterSaleIdBody,
  AfterSaleListQuery,
  AfterSaleNegotiateBody,
  AfterSalePageEnvelope,
  AfterSaleProofBody,
  AfterSaleReasonBody,
  AfterSaleReasonIdBody,
  AfterSaleReceiveBody,
  AfterSaleRefuseBody,
  AfterSaleRefuseReceiptBody,
  AfterSaleReshipBody,
  AfterSaleSettingBody,
  AfterSaleSettingEnvelope,
  AfterSaleTabCountsEnvelope,
  AfterSaleTabCountsQuery,
  ErrorResponse,
  ViolationAppealBody,
  ViolationEnvelope,
  ViolationIdBody,
  ViolationListQuery,
  ViolationPageEnvelope,
  ViolationSummaryEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 按状态与筛选条件分页查询本公司售后单，按申请时间倒序，游标分页（复合索引 company_id, status, created_at, id）。
 * @summary 售后单列表
 */
export const afterSaleList = (
    afterSaleListQuery: BodyType<AfterSaleListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSalePageEnvelope>(
      {url: `/xm-merchant/afterSale/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleListQuery, signal
    },
      options);
    }
  



export const getAfterSaleListQueryKey = (afterSaleListQuery?: AfterSaleListQuery,) => {
    return [
    `/xm-merchant/afterSale/list`, afterSaleListQuery
    ] as const;
    }

    
export const getAfterSaleListQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleList>>, TError = ErrorType<ErrorResponse>>(afterSaleListQuery: AfterSaleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleListQueryKey(afterSaleListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleList>>> = ({ signal }) => afterSaleList(afterSaleListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleListQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleList>>>
export type AfterSaleListQueryError = ErrorType<ErrorResponse>


export function useAfterSaleList<TData = Awaited<ReturnType<typeof afterSaleList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleListQuery: AfterSaleListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleList>>,
          TError,
          Awaited<ReturnType<typeof afterSaleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleList<TData = Awaited<ReturnType<typeof afterSaleList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleListQuery: AfterSaleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleList>>,
          TError,
          Awaited<ReturnType<typeof afterSaleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleList<TData = Awaited<ReturnType<typeof afterSaleList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleListQuery: AfterSaleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 售后单列表
 */

export function useAfterSaleList<TData = Awaited<ReturnType<typeof afterSaleList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleListQuery: AfterSaleListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleListQueryOptions(afterSaleListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 各状态的售后单数，来自一次分组计数（忽略筛选中的 status）。
 * @summary 售后标签计数
 */
export const afterSaleTabCounts = (
    afterSaleTabCountsQuery?: BodyType<AfterSaleTabCountsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleTabCountsEnvelope>(
      {url: `/xm-merchant/afterSale/tabCounts`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleTabCountsQuery, signal
    },
      options);
    }
  



export const getAfterSaleTabCountsQueryKey = (afterSaleTabCountsQuery?: AfterSaleTabCountsQuery,) => {
    return [
    `/xm-merchant/afterSale/tabCounts`, afterSaleTabCountsQuery
    ] as const;
    }

    
export const getAfterSaleTabCountsQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleTabCounts>>, TError = ErrorType<ErrorResponse>>(afterSaleTabCountsQuery?: AfterSaleTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleTabCountsQueryKey(afterSaleTabCountsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleTabCounts>>> = ({ signal }) => afterSaleTabCounts(afterSaleTabCountsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleTabCountsQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleTabCounts>>>
export type AfterSaleTabCountsQueryError = ErrorType<ErrorResponse>


export function useAfterSaleTabCounts<TData = Awaited<ReturnType<typeof afterSaleTabCounts>>, TError = ErrorType<ErrorResponse>>(
 afterSaleTabCountsQuery: undefined |  AfterSaleTabCountsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleTabCounts>>,
          TError,
          Awaited<ReturnType<typeof afterSaleTabCounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleTabCounts<TData = Awaited<ReturnType<typeof afterSaleTabCounts>>, TError = ErrorType<ErrorResponse>>(
 afterSaleTabCountsQuery?: AfterSaleTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleTabCounts>>,
          TError,
          Awaited<ReturnType<typeof afterSaleTabCounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleTabCounts<TData = Awaited<ReturnType<typeof afterSaleTabCounts>>, TError = ErrorType<ErrorResponse>>(
 afterSaleTabCountsQuery?: AfterSaleTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 售后标签计数
 */

export function useAfterSaleTabCounts<TData = Awaited<ReturnType<typeof afterSaleTabCounts>>, TError = ErrorType<ErrorResponse>>(
 afterSaleTabCountsQuery?: AfterSaleTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleTabCountsQueryOptions(afterSaleTabCountsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 售后单的时间线、订单快照、买家原因与图片、协商记录、退款方案与当前允许的操作。其他公司的售后单答复“售后单不存在”。
 * @summary 售后详情
 */
export const afterSaleDetail = (
    afterSaleIdBody: BodyType<AfterSaleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleIdBody, signal
    },
      options);
    }
  



export const getAfterSaleDetailQueryKey = (afterSaleIdBody?: AfterSaleIdBody,) => {
    return [
    `/xm-merchant/afterSale/detail`, afterSaleIdBody
    ] as const;
    }

    
export const getAfterSaleDetailQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleDetail>>, TError = ErrorType<ErrorResponse>>(afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleDetailQueryKey(afterSaleIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleDetail>>> = ({ signal }) => afterSaleDetail(afterSaleIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleDetailQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleDetail>>>
export type AfterSaleDetailQueryError = ErrorType<ErrorResponse>


export function useAfterSaleDetail<TData = Awaited<ReturnType<typeof afterSaleDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDetail>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDetail<TData = Awaited<ReturnType<typeof afterSaleDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDetail>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDetail<TData = Awaited<ReturnType<typeof afterSaleDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 售后详情
 */

export function useAfterSaleDetail<TData = Awaited<ReturnType<typeof afterSaleDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleDetailQueryOptions(afterSaleIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 商家须处理且处理时限在 24 小时内（含已超时未被平台处理）的售后单数，以及 24 小时内到期的纠纷举证数（页头角标）。
 * @summary 24 小时内到期的售后
 */
export const afterSaleDueCount = (
    afterSaleEmptyBody?: BodyType<AfterSaleEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDueCountEnvelope>(
      {url: `/xm-merchant/afterSale/dueCount`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleEmptyBody, signal
    },
      options);
    }
  



export const getAfterSaleDueCountQueryKey = (afterSaleEmptyBody?: AfterSaleEmptyBody,) => {
    return [
    `/xm-merchant/afterSale/dueCount`, afterSaleEmptyBody
    ] as const;
    }

    
export const getAfterSaleDueCountQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleDueCount>>, TError = ErrorType<ErrorResponse>>(afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleDueCountQueryKey(afterSaleEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleDueCount>>> = ({ signal }) => afterSaleDueCount(afterSaleEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleDueCountQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleDueCount>>>
export type AfterSaleDueCountQueryError = ErrorType<ErrorResponse>


export function useAfterSaleDueCount<TData = Awaited<ReturnType<typeof afterSaleDueCount>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody: undefined |  AfterSaleEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDueCount>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDueCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDueCount<TData = Awaited<ReturnType<typeof afterSaleDueCount>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDueCount>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDueCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDueCount<TData = Awaited<ReturnType<typeof afterSaleDueCount>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 24 小时内到期的售后
 */

export function useAfterSaleDueCount<TData = Awaited<ReturnType<typeof afterSaleDueCount>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDueCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleDueCountQueryOptions(afterSaleEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 待商家处理的售后单：仅退款立即按退款方案退款（结算前从待结算扣，结算后从可提现扣，不足记欠款）；退货退款与换货进入待买家退货，退货地址为所选或默认地址。version 为页面所见的版本，售后单已变化则答复“售后单已被他人处理，请刷新”。
 * @summary 同意售后
 */
export const afterSaleAgree = (
    afterSaleAgreeBody: BodyType<AfterSaleAgreeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/agree`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleAgreeBody, signal
    },
      options);
    }
  


export const getAfterSaleAgreeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAgree>>, TError,{data: BodyType<AfterSaleAgreeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleAgree>>, TError,{data: BodyType<AfterSaleAgreeBody>}, TContext> => {

const mutationKey = ['afterSaleAgree'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleAgree>>, {data: BodyType<AfterSaleAgreeBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleAgree(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleAgreeMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleAgree>>>
    export type AfterSaleAgreeMutationBody = BodyType<AfterSaleAgreeBody>
    export type AfterSaleAgreeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 同意售后
 */
export const useAfterSaleAgree = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAgree>>, TError,{data: BodyType<AfterSaleAgreeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleAgree>>,
        TError,
        {data: BodyType<AfterSaleAgreeBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleAgreeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 待商家处理的售后单：拒绝原因类型必填（其他原因须填写说明；已使用、已正常签收须上传凭证图片）。拒绝后买家可在 7 天内申请平台介入。
 * @summary 拒绝售后
 */
export const afterSaleRefuse = (
    afterSaleRefuseBody: BodyType<AfterSaleRefuseBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/refuse`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleRefuseBody, signal
    },
      options);
    }
  


export const getAfterSaleRefuseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuse>>, TError,{data: BodyType<AfterSaleRefuseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuse>>, TError,{data: BodyType<AfterSaleRefuseBody>}, TContext> => {

const mutationKey = ['afterSaleRefuse'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleRefuse>>, {data: BodyType<AfterSaleRefuseBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleRefuse(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleRefuseMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleRefuse>>>
    export type AfterSaleRefuseMutationBody = BodyType<AfterSaleRefuseBody>
    export type AfterSaleRefuseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 拒绝售后
 */
export const useAfterSaleRefuse = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuse>>, TError,{data: BodyType<AfterSaleRefuseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleRefuse>>,
        TError,
        {data: BodyType<AfterSaleRefuseBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleRefuseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 待商家收货的售后单：退货退款按退款方案退款；换货进入换货待发货。
 * @summary 确认收到退货
 */
export const afterSaleReceive = (
    afterSaleReceiveBody: BodyType<AfterSaleReceiveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/receive`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleReceiveBody, signal
    },
      options);
    }
  


export const getAfterSaleReceiveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReceive>>, TError,{data: BodyType<AfterSaleReceiveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleReceive>>, TError,{data: BodyType<AfterSaleReceiveBody>}, TContext> => {

const mutationKey = ['afterSaleReceive'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleReceive>>, {data: BodyType<AfterSaleReceiveBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleReceive(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleReceiveMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleReceive>>>
    export type AfterSaleReceiveMutationBody = BodyType<AfterSaleReceiveBody>
    export type AfterSaleReceiveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 确认收到退货
 */
export const useAfterSaleReceive = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReceive>>, TError,{data: BodyType<AfterSaleReceiveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleReceive>>,
        TError,
        {data: BodyType<AfterSaleReceiveBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleReceiveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 待商家收货的售后单：须填写原因并上传凭证图片，售后单变为已拒绝，买家可申请平台介入。
 * @summary 拒绝收货
 */
export const afterSaleRefuseReceipt = (
    afterSaleRefuseReceiptBody: BodyType<AfterSaleRefuseReceiptBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/refuseReceipt`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleRefuseReceiptBody, signal
    },
      options);
    }
  


export const getAfterSaleRefuseReceiptMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuseReceipt>>, TError,{data: BodyType<AfterSaleRefuseReceiptBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuseReceipt>>, TError,{data: BodyType<AfterSaleRefuseReceiptBody>}, TContext> => {

const mutationKey = ['afterSaleRefuseReceipt'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleRefuseReceipt>>, {data: BodyType<AfterSaleRefuseReceiptBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleRefuseReceipt(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleRefuseReceiptMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleRefuseReceipt>>>
    export type AfterSaleRefuseReceiptMutationBody = BodyType<AfterSaleRefuseReceiptBody>
    export type AfterSaleRefuseReceiptMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 拒绝收货
 */
export const useAfterSaleRefuseReceipt = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleRefuseReceipt>>, TError,{data: BodyType<AfterSaleRefuseReceiptBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleRefuseReceipt>>,
        TError,
        {data: BodyType<AfterSaleRefuseReceiptBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleRefuseReceiptMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 换货待发货的售后单：填写物流公司与运单号。
 * @summary 换货发出
 */
export const afterSaleReship = (
    afterSaleReshipBody: BodyType<AfterSaleReshipBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/reship`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleReshipBody, signal
    },
      options);
    }
  


export const getAfterSaleReshipMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReship>>, TError,{data: BodyType<AfterSaleReshipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleReship>>, TError,{data: BodyType<AfterSaleReshipBody>}, TContext> => {

const mutationKey = ['afterSaleReship'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleReship>>, {data: BodyType<AfterSaleReshipBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleReship(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleReshipMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleReship>>>
    export type AfterSaleReshipMutationBody = BodyType<AfterSaleReshipBody>
    export type AfterSaleReshipMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 换货发出
 */
export const useAfterSaleReship = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReship>>, TError,{data: BodyType<AfterSaleReshipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleReship>>,
        TError,
        {data: BodyType<AfterSaleReshipBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleReshipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 在售后单的协商记录中留言（可附图片）；已结束的售后单（已拒绝除外）不能留言。
 * @summary 协商留言
 */
export const afterSaleNegotiate = (
    afterSaleNegotiateBody: BodyType<AfterSaleNegotiateBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/negotiate`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleNegotiateBody, signal
    },
      options);
    }
  


export const getAfterSaleNegotiateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleNegotiate>>, TError,{data: BodyType<AfterSaleNegotiateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleNegotiate>>, TError,{data: BodyType<AfterSaleNegotiateBody>}, TContext> => {

const mutationKey = ['afterSaleNegotiate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleNegotiate>>, {data: BodyType<AfterSaleNegotiateBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleNegotiate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleNegotiateMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleNegotiate>>>
    export type AfterSaleNegotiateMutationBody = BodyType<AfterSaleNegotiateBody>
    export type AfterSaleNegotiateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 协商留言
 */
export const useAfterSaleNegotiate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleNegotiate>>, TError,{data: BodyType<AfterSaleNegotiateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleNegotiate>>,
        TError,
        {data: BodyType<AfterSaleNegotiateBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleNegotiateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 逐单同意所选的仅退款售后单（申请金额不超过售后设置中的批量同意上限），每单一个事务，逐单答复结果。
 * @summary 批量同意小额仅退款
 */
export const afterSaleBatchAgree = (
    afterSaleBatchAgreeBody: BodyType<AfterSaleBatchAgreeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleBatchResultEnvelope>(
      {url: `/xm-merchant/afterSale/batchAgree`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleBatchAgreeBody, signal
    },
      options);
    }
  


export const getAfterSaleBatchAgreeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleBatchAgree>>, TError,{data: BodyType<AfterSaleBatchAgreeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleBatchAgree>>, TError,{data: BodyType<AfterSaleBatchAgreeBody>}, TContext> => {

const mutationKey = ['afterSaleBatchAgree'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleBatchAgree>>, {data: BodyType<AfterSaleBatchAgreeBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleBatchAgree(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleBatchAgreeMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleBatchAgree>>>
    export type AfterSaleBatchAgreeMutationBody = BodyType<AfterSaleBatchAgreeBody>
    export type AfterSaleBatchAgreeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 批量同意小额仅退款
 */
export const useAfterSaleBatchAgree = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleBatchAgree>>, TError,{data: BodyType<AfterSaleBatchAgreeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleBatchAgree>>,
        TError,
        {data: BodyType<AfterSaleBatchAgreeBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleBatchAgreeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按筛选条件导出售后单（至多 5000 行）为 Excel。
 * @summary 导出售后单
 */
export const afterSaleExport = (
    afterSaleTabCountsQuery: BodyType<AfterSaleTabCountsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleExportEnvelope>(
      {url: `/xm-merchant/afterSale/export`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleTabCountsQuery, signal
    },
      options);
    }
  


export const getAfterSaleExportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleExport>>, TError,{data: BodyType<AfterSaleTabCountsQuery>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleExport>>, TError,{data: BodyType<AfterSaleTabCountsQuery>}, TContext> => {

const mutationKey = ['afterSaleExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleExport>>, {data: BodyType<AfterSaleTabCountsQuery>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleExportMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleExport>>>
    export type AfterSaleExportMutationBody = BodyType<AfterSaleTabCountsQuery>
    export type AfterSaleExportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 导出售后单
 */
export const useAfterSaleExport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleExport>>, TError,{data: BodyType<AfterSaleTabCountsQuery>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleExport>>,
        TError,
        {data: BodyType<AfterSaleTabCountsQuery>},
        TContext
      > => {

      const mutationOptions = getAfterSaleExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 自动同意规则、处理时限、批量同意上限、退货地址（一个默认）与拒绝原因预设。
 * @summary 售后设置
 */
export const afterSaleSettingGet = (
    afterSaleEmptyBody?: BodyType<AfterSaleEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/setting/get`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleEmptyBody, signal
    },
      options);
    }
  



export const getAfterSaleSettingGetQueryKey = (afterSaleEmptyBody?: AfterSaleEmptyBody,) => {
    return [
    `/xm-merchant/afterSale/setting/get`, afterSaleEmptyBody
    ] as const;
    }

    
export const getAfterSaleSettingGetQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleSettingGet>>, TError = ErrorType<ErrorResponse>>(afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleSettingGetQueryKey(afterSaleEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleSettingGet>>> = ({ signal }) => afterSaleSettingGet(afterSaleEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleSettingGetQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleSettingGet>>>
export type AfterSaleSettingGetQueryError = ErrorType<ErrorResponse>


export function useAfterSaleSettingGet<TData = Awaited<ReturnType<typeof afterSaleSettingGet>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody: undefined |  AfterSaleEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleSettingGet>>,
          TError,
          Awaited<ReturnType<typeof afterSaleSettingGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleSettingGet<TData = Awaited<ReturnType<typeof afterSaleSettingGet>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleSettingGet>>,
          TError,
          Awaited<ReturnType<typeof afterSaleSettingGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleSettingGet<TData = Awaited<ReturnType<typeof afterSaleSettingGet>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 售后设置
 */

export function useAfterSaleSettingGet<TData = Awaited<ReturnType<typeof afterSaleSettingGet>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleSettingGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleSettingGetQueryOptions(afterSaleEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 自动同意规则（未发货仅退款且不超过上限时立即同意）、批量同意上限与各处理时限。
 * @summary 保存售后设置
 */
export const afterSaleSettingSave = (
    afterSaleSettingBody: BodyType<AfterSaleSettingBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/setting/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleSettingBody, signal
    },
      options);
    }
  


export const getAfterSaleSettingSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleSettingSave>>, TError,{data: BodyType<AfterSaleSettingBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleSettingSave>>, TError,{data: BodyType<AfterSaleSettingBody>}, TContext> => {

const mutationKey = ['afterSaleSettingSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleSettingSave>>, {data: BodyType<AfterSaleSettingBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleSettingSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleSettingSaveMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleSettingSave>>>
    export type AfterSaleSettingSaveMutationBody = BodyType<AfterSaleSettingBody>
    export type AfterSaleSettingSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存售后设置
 */
export const useAfterSaleSettingSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleSettingSave>>, TError,{data: BodyType<AfterSaleSettingBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleSettingSave>>,
        TError,
        {data: BodyType<AfterSaleSettingBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleSettingSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 新增或修改退货地址；设为默认时其他地址取消默认；第一个地址自动为默认。至多 20 个。
 * @summary 保存退货地址
 */
export const afterSaleAddressSave = (
    afterSaleAddressBody: BodyType<AfterSaleAddressBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/address/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleAddressBody, signal
    },
      options);
    }
  


export const getAfterSaleAddressSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressSave>>, TError,{data: BodyType<AfterSaleAddressBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressSave>>, TError,{data: BodyType<AfterSaleAddressBody>}, TContext> => {

const mutationKey = ['afterSaleAddressSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleAddressSave>>, {data: BodyType<AfterSaleAddressBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleAddressSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleAddressSaveMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleAddressSave>>>
    export type AfterSaleAddressSaveMutationBody = BodyType<AfterSaleAddressBody>
    export type AfterSaleAddressSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存退货地址
 */
export const useAfterSaleAddressSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressSave>>, TError,{data: BodyType<AfterSaleAddressBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleAddressSave>>,
        TError,
        {data: BodyType<AfterSaleAddressBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleAddressSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除默认地址时最早的另一个地址成为默认。
 * @summary 删除退货地址
 */
export const afterSaleAddressDelete = (
    afterSaleAddressIdBody: BodyType<AfterSaleAddressIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/address/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleAddressIdBody, signal
    },
      options);
    }
  


export const getAfterSaleAddressDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressDelete>>, TError,{data: BodyType<AfterSaleAddressIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressDelete>>, TError,{data: BodyType<AfterSaleAddressIdBody>}, TContext> => {

const mutationKey = ['afterSaleAddressDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleAddressDelete>>, {data: BodyType<AfterSaleAddressIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleAddressDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleAddressDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleAddressDelete>>>
    export type AfterSaleAddressDeleteMutationBody = BodyType<AfterSaleAddressIdBody>
    export type AfterSaleAddressDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除退货地址
 */
export const useAfterSaleAddressDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleAddressDelete>>, TError,{data: BodyType<AfterSaleAddressIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleAddressDelete>>,
        TError,
        {data: BodyType<AfterSaleAddressIdBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleAddressDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 拒绝原因类型与说明文字，拒绝售后时可一键选用。至多 30 条。
 * @summary 保存拒绝原因预设
 */
export const afterSaleReasonSave = (
    afterSaleReasonBody: BodyType<AfterSaleReasonBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/reason/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleReasonBody, signal
    },
      options);
    }
  


export const getAfterSaleReasonSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonSave>>, TError,{data: BodyType<AfterSaleReasonBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonSave>>, TError,{data: BodyType<AfterSaleReasonBody>}, TContext> => {

const mutationKey = ['afterSaleReasonSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleReasonSave>>, {data: BodyType<AfterSaleReasonBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleReasonSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleReasonSaveMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleReasonSave>>>
    export type AfterSaleReasonSaveMutationBody = BodyType<AfterSaleReasonBody>
    export type AfterSaleReasonSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存拒绝原因预设
 */
export const useAfterSaleReasonSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonSave>>, TError,{data: BodyType<AfterSaleReasonBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleReasonSave>>,
        TError,
        {data: BodyType<AfterSaleReasonBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleReasonSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除一条拒绝原因预设。
 * @summary 删除拒绝原因预设
 */
export const afterSaleReasonDelete = (
    afterSaleReasonIdBody: BodyType<AfterSaleReasonIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleSettingEnvelope>(
      {url: `/xm-merchant/afterSale/reason/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleReasonIdBody, signal
    },
      options);
    }
  


export const getAfterSaleReasonDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonDelete>>, TError,{data: BodyType<AfterSaleReasonIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonDelete>>, TError,{data: BodyType<AfterSaleReasonIdBody>}, TContext> => {

const mutationKey = ['afterSaleReasonDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleReasonDelete>>, {data: BodyType<AfterSaleReasonIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleReasonDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleReasonDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleReasonDelete>>>
    export type AfterSaleReasonDeleteMutationBody = BodyType<AfterSaleReasonIdBody>
    export type AfterSaleReasonDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除拒绝原因预设
 */
export const useAfterSaleReasonDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleReasonDelete>>, TError,{data: BodyType<AfterSaleReasonIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleReasonDelete>>,
        TError,
        {data: BodyType<AfterSaleReasonIdBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleReasonDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 买家申请平台介入的售后单（待裁决、支持买家、支持商家），按申请时间倒序，游标分页。
 * @summary 退货纠纷列表
 */
export const afterSaleDisputeList = (
    afterSaleDisputeListQuery: BodyType<AfterSaleDisputeListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSalePageEnvelope>(
      {url: `/xm-merchant/afterSale/dispute/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleDisputeListQuery, signal
    },
      options);
    }
  



export const getAfterSaleDisputeListQueryKey = (afterSaleDisputeListQuery?: AfterSaleDisputeListQuery,) => {
    return [
    `/xm-merchant/afterSale/dispute/list`, afterSaleDisputeListQuery
    ] as const;
    }

    
export const getAfterSaleDisputeListQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleDisputeList>>, TError = ErrorType<ErrorResponse>>(afterSaleDisputeListQuery: AfterSaleDisputeListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleDisputeListQueryKey(afterSaleDisputeListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleDisputeList>>> = ({ signal }) => afterSaleDisputeList(afterSaleDisputeListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleDisputeListQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleDisputeList>>>
export type AfterSaleDisputeListQueryError = ErrorType<ErrorResponse>


export function useAfterSaleDisputeList<TData = Awaited<ReturnType<typeof afterSaleDisputeList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleDisputeListQuery: AfterSaleDisputeListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDisputeList>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDisputeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDisputeList<TData = Awaited<ReturnType<typeof afterSaleDisputeList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleDisputeListQuery: AfterSaleDisputeListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDisputeList>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDisputeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDisputeList<TData = Awaited<ReturnType<typeof afterSaleDisputeList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleDisputeListQuery: AfterSaleDisputeListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 退货纠纷列表
 */

export function useAfterSaleDisputeList<TData = Awaited<ReturnType<typeof afterSaleDisputeList>>, TError = ErrorType<ErrorResponse>>(
 afterSaleDisputeListQuery: AfterSaleDisputeListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleDisputeListQueryOptions(afterSaleDisputeListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 双方证据、举证期限与裁决结果（与售后详情同一形状）。
 * @summary 退货纠纷详情
 */
export const afterSaleDisputeDetail = (
    afterSaleIdBody: BodyType<AfterSaleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/dispute/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleIdBody, signal
    },
      options);
    }
  



export const getAfterSaleDisputeDetailQueryKey = (afterSaleIdBody?: AfterSaleIdBody,) => {
    return [
    `/xm-merchant/afterSale/dispute/detail`, afterSaleIdBody
    ] as const;
    }

    
export const getAfterSaleDisputeDetailQueryOptions = <TData = Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError = ErrorType<ErrorResponse>>(afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAfterSaleDisputeDetailQueryKey(afterSaleIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof afterSaleDisputeDetail>>> = ({ signal }) => afterSaleDisputeDetail(afterSaleIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AfterSaleDisputeDetailQueryResult = NonNullable<Awaited<ReturnType<typeof afterSaleDisputeDetail>>>
export type AfterSaleDisputeDetailQueryError = ErrorType<ErrorResponse>


export function useAfterSaleDisputeDetail<TData = Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDisputeDetail>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDisputeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDisputeDetail<TData = Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof afterSaleDisputeDetail>>,
          TError,
          Awaited<ReturnType<typeof afterSaleDisputeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAfterSaleDisputeDetail<TData = Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 退货纠纷详情
 */

export function useAfterSaleDisputeDetail<TData = Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError = ErrorType<ErrorResponse>>(
 afterSaleIdBody: AfterSaleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof afterSaleDisputeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAfterSaleDisputeDetailQueryOptions(afterSaleIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 平台介入中的售后单，在举证期限前提交说明与图片（可补充，以最后一次为准）。
 * @summary 提交纠纷举证
 */
export const afterSaleDisputeProof = (
    afterSaleProofBody: BodyType<AfterSaleProofBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<AfterSaleDetailEnvelope>(
      {url: `/xm-merchant/afterSale/dispute/proof`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleProofBody, signal
    },
      options);
    }
  


export const getAfterSaleDisputeProofMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleDisputeProof>>, TError,{data: BodyType<AfterSaleProofBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof afterSaleDisputeProof>>, TError,{data: BodyType<AfterSaleProofBody>}, TContext> => {

const mutationKey = ['afterSaleDisputeProof'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof afterSaleDisputeProof>>, {data: BodyType<AfterSaleProofBody>}> = (props) => {
          const {data} = props ?? {};

          return  afterSaleDisputeProof(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AfterSaleDisputeProofMutationResult = NonNullable<Awaited<ReturnType<typeof afterSaleDisputeProof>>>
    export type AfterSaleDisputeProofMutationBody = BodyType<AfterSaleProofBody>
    export type AfterSaleDisputeProofMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交纠纷举证
 */
export const useAfterSaleDisputeProof = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof afterSaleDisputeProof>>, TError,{data: BodyType<AfterSaleProofBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof afterSaleDisputeProof>>,
        TError,
        {data: BodyType<AfterSaleProofBody>},
        TContext
      > => {

      const mutationOptions = getAfterSaleDisputeProofMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本自然年（北京时间）未撤销违规的扣分合计、带来的限制与各档阈值。
 * @summary 本年违规积分
 */
export const violationSummary = (
    afterSaleEmptyBody?: BodyType<AfterSaleEmptyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ViolationSummaryEnvelope>(
      {url: `/xm-merchant/violation/summary`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: afterSaleEmptyBody, signal
    },
      options);
    }
  



export const getViolationSummaryQueryKey = (afterSaleEmptyBody?: AfterSaleEmptyBody,) => {
    return [
    `/xm-merchant/violation/summary`, afterSaleEmptyBody
    ] as const;
    }

    
export const getViolationSummaryQueryOptions = <TData = Awaited<ReturnType<typeof violationSummary>>, TError = ErrorType<ErrorResponse>>(afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getViolationSummaryQueryKey(afterSaleEmptyBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof violationSummary>>> = ({ signal }) => violationSummary(afterSaleEmptyBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ViolationSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof violationSummary>>>
export type ViolationSummaryQueryError = ErrorType<ErrorResponse>


export function useViolationSummary<TData = Awaited<ReturnType<typeof violationSummary>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody: undefined |  AfterSaleEmptyBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationSummary>>,
          TError,
          Awaited<ReturnType<typeof violationSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationSummary<TData = Awaited<ReturnType<typeof violationSummary>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationSummary>>,
          TError,
          Awaited<ReturnType<typeof violationSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationSummary<TData = Awaited<ReturnType<typeof violationSummary>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 本年违规积分
 */

export function useViolationSummary<TData = Awaited<ReturnType<typeof violationSummary>>, TError = ErrorType<ErrorResponse>>(
 afterSaleEmptyBody?: AfterSaleEmptyBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getViolationSummaryQueryOptions(afterSaleEmptyBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本公司的违规记录，按记录时间倒序，游标分页。
 * @summary 违规记录
 */
export const violationList = (
    violationListQuery: BodyType<ViolationListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ViolationPageEnvelope>(
      {url: `/xm-merchant/violation/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: violationListQuery, signal
    },
      options);
    }
  



export const getViolationListQueryKey = (violationListQuery?: ViolationListQuery,) => {
    return [
    `/xm-merchant/violation/list`, violationListQuery
    ] as const;
    }

    
export const getViolationListQueryOptions = <TData = Awaited<ReturnType<typeof violationList>>, TError = ErrorType<ErrorResponse>>(violationListQuery: ViolationListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getViolationListQueryKey(violationListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof violationList>>> = ({ signal }) => violationList(violationListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ViolationListQueryResult = NonNullable<Awaited<ReturnType<typeof violationList>>>
export type ViolationListQueryError = ErrorType<ErrorResponse>


export function useViolationList<TData = Awaited<ReturnType<typeof violationList>>, TError = ErrorType<ErrorResponse>>(
 violationListQuery: ViolationListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationList>>,
          TError,
          Awaited<ReturnType<typeof violationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationList<TData = Awaited<ReturnType<typeof violationList>>, TError = ErrorType<ErrorResponse>>(
 violationListQuery: ViolationListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationList>>,
          TError,
          Awaited<ReturnType<typeof violationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationList<TData = Awaited<ReturnType<typeof violationList>>, TError = ErrorType<ErrorResponse>>(
 violationListQuery: ViolationListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 违规记录
 */

export function useViolationList<TData = Awaited<ReturnType<typeof violationList>>, TError = ErrorType<ErrorResponse>>(
 violationListQuery: ViolationListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getViolationListQueryOptions(violationListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 违规规则、证据、处罚、申诉期限与申诉结果。
 * @summary 违规详情
 */
export const violationDetail = (
    violationIdBody: BodyType<ViolationIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ViolationEnvelope>(
      {url: `/xm-merchant/violation/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: violationIdBody, signal
    },
      options);
    }
  



export const getViolationDetailQueryKey = (violationIdBody?: ViolationIdBody,) => {
    return [
    `/xm-merchant/violation/detail`, violationIdBody
    ] as const;
    }

    
export const getViolationDetailQueryOptions = <TData = Awaited<ReturnType<typeof violationDetail>>, TError = ErrorType<ErrorResponse>>(violationIdBody: ViolationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getViolationDetailQueryKey(violationIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof violationDetail>>> = ({ signal }) => violationDetail(violationIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ViolationDetailQueryResult = NonNullable<Awaited<ReturnType<typeof violationDetail>>>
export type ViolationDetailQueryError = ErrorType<ErrorResponse>


export function useViolationDetail<TData = Awaited<ReturnType<typeof violationDetail>>, TError = ErrorType<ErrorResponse>>(
 violationIdBody: ViolationIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationDetail>>,
          TError,
          Awaited<ReturnType<typeof violationDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationDetail<TData = Awaited<ReturnType<typeof violationDetail>>, TError = ErrorType<ErrorResponse>>(
 violationIdBody: ViolationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof violationDetail>>,
          TError,
          Awaited<ReturnType<typeof violationDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useViolationDetail<TData = Awaited<ReturnType<typeof violationDetail>>, TError = ErrorType<ErrorResponse>>(
 violationIdBody: ViolationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 违规详情
 */

export function useViolationDetail<TData = Awaited<ReturnType<typeof violationDetail>>, TError = ErrorType<ErrorResponse>>(
 violationIdBody: ViolationIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof violationDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getViolationDetailQueryOptions(violationIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 每条违规可在申诉期限前申诉一次（说明至少 5 字，可附凭证图片）；平台撤销时退回扣除的保证金。
 * @summary 违规申诉
 */
export const violationAppeal = (
    violationAppealBody: BodyType<ViolationAppealBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ViolationEnvelope>(
      {url: `/xm-merchant/violation/appeal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: violationAppealBody, signal
    },
      options);
    }
  


export const getViolationAppealMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof violationAppeal>>, TError,{data: BodyType<ViolationAppealBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof violationAppeal>>, TError,{data: BodyType<ViolationAppealBody>}, TContext> => {

const mutationKey = ['violationAppeal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof violationAppeal>>, {data: BodyType<ViolationAppealBody>}> = (props) => {
          const {data} = props ?? {};

          return  violationAppeal(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ViolationAppealMutationResult = NonNullable<Awaited<ReturnType<typeof violationAppeal>>>
    export type ViolationAppealMutationBody = BodyType<ViolationAppealBody>
    export type ViolationAppealMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 违规申诉
 */
export const useViolationAppeal = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof violationAppeal>>, TError,{data: BodyType<ViolationAppealBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof violationAppeal>>,
        TError,
        {data: BodyType<ViolationAppealBody>},
        TContext
      > => {

      const mutationOptions = getViolationAppealMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    