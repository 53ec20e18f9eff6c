import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ErrorResponse,
  OverviewEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 今日与昨日的支付金额与订单数、访客转化（未知时为 null）、待发货、售后待处理、在售商品、库存不足、近 30 天趋势与按截止时间排序的待办。
 * @summary 店铺概况数据
 */
export const overviewData = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OverviewEnvelope>(
      {url: `/xm-merchant/overview/data`, method: 'POST', signal
    },
      options);
    }
  



export const getOverviewDataQueryKey = () => {
    return [
    `/xm-merchant/overview/data`
    ] as const;
    }

    
export const getOverviewDataQueryOptions = <TData = Awaited<ReturnType<typeof overviewData>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOverviewDataQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof overviewData>>> = ({ signal }) => overviewData(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OverviewDataQueryResult = NonNullable<Awaited<ReturnType<typeof overviewData>>>
export type OverviewDataQueryError = ErrorType<ErrorResponse>


export function useOverviewData<TData = Awaited<ReturnType<typeof overviewData>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof overviewData>>,
          TError,
          Awaited<ReturnType<typeof overviewData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOverviewData<TData = Awaited<ReturnType<typeof overviewData>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof overviewData>>,
          TError,
          Awaited<ReturnType<typeof overviewData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOverviewData<TData = Awaited<ReturnType<typeof overviewData>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 店铺概况数据
 */

export function useOverviewData<TData = Awaited<ReturnType<typeof overviewData>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof overviewData>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOverviewDataQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




