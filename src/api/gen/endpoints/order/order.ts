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
  BatchShipBody,
  EmptyEnvelope,
  ErrorResponse,
  EvaluationPageEnvelope,
  EvaluationQuery,
  EvaluationReplyBody,
  EvaluationReportBody,
  OrderAddressBody,
  OrderCloseBody,
  OrderDetailEnvelope,
  OrderExportBody,
  OrderExportFileEnvelope,
  OrderExportJobEnvelope,
  OrderExportJobIdBody,
  OrderGoodsOptionListEnvelope,
  OrderGoodsOptionQuery,
  OrderIdBody,
  OrderListQuery,
  OrderPageEnvelope,
  OrderPrivacyEnvelope,
  OrderRemarkBody,
  OrderShipBody,
  OrderTabCountsEnvelope,
  OrderTabCountsQuery,
  ShipImportBody,
  ShipReportEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 按筛选条件与标签页分页查询本公司订单，按下单时间倒序，游标分页（任意深度同样快）。手机号与地址已脱敏。
 * @summary 订单列表
 */
export const orderList = (
    orderListQuery: BodyType<OrderListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderPageEnvelope>(
      {url: `/xm-merchant/order/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderListQuery, signal
    },
      options);
    }
  



export const getOrderListQueryKey = (orderListQuery?: OrderListQuery,) => {
    return [
    `/xm-merchant/order/list`, orderListQuery
    ] as const;
    }

    
export const getOrderListQueryOptions = <TData = Awaited<ReturnType<typeof orderList>>, TError = ErrorType<ErrorResponse>>(orderListQuery: OrderListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOrderListQueryKey(orderListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof orderList>>> = ({ signal }) => orderList(orderListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OrderListQueryResult = NonNullable<Awaited<ReturnType<typeof orderList>>>
export type OrderListQueryError = ErrorType<ErrorResponse>


export function useOrderList<TData = Awaited<ReturnType<typeof orderList>>, TError = ErrorType<ErrorResponse>>(
 orderListQuery: OrderListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderList>>,
          TError,
          Awaited<ReturnType<typeof orderList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderList<TData = Awaited<ReturnType<typeof orderList>>, TError = ErrorType<ErrorResponse>>(
 orderListQuery: OrderListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderList>>,
          TError,
          Awaited<ReturnType<typeof orderList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderList<TData = Awaited<ReturnType<typeof orderList>>, TError = ErrorType<ErrorResponse>>(
 orderListQuery: OrderListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 订单列表
 */

export function useOrderList<TData = Awaited<ReturnType<typeof orderList>>, TError = ErrorType<ErrorResponse>>(
 orderListQuery: OrderListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOrderListQueryOptions(orderListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 各标签页（全部、待付款、待发货、已发货、已完成、已关闭、售后中）的订单数。无筛选时读维护的计数表，有筛选时为一次分组计数。
 * @summary 订单标签计数
 */
export const orderTabCounts = (
    orderTabCountsQuery?: BodyType<OrderTabCountsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderTabCountsEnvelope>(
      {url: `/xm-merchant/order/tabCounts`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderTabCountsQuery, signal
    },
      options);
    }
  



export const getOrderTabCountsQueryKey = (orderTabCountsQuery?: OrderTabCountsQuery,) => {
    return [
    `/xm-merchant/order/tabCounts`, orderTabCountsQuery
    ] as const;
    }

    
export const getOrderTabCountsQueryOptions = <TData = Awaited<ReturnType<typeof orderTabCounts>>, TError = ErrorType<ErrorResponse>>(orderTabCountsQuery?: OrderTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOrderTabCountsQueryKey(orderTabCountsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof orderTabCounts>>> = ({ signal }) => orderTabCounts(orderTabCountsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OrderTabCountsQueryResult = NonNullable<Awaited<ReturnType<typeof orderTabCounts>>>
export type OrderTabCountsQueryError = ErrorType<ErrorResponse>


export function useOrderTabCounts<TData = Awaited<ReturnType<typeof orderTabCounts>>, TError = ErrorType<ErrorResponse>>(
 orderTabCountsQuery: undefined |  OrderTabCountsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderTabCounts>>,
          TError,
          Awaited<ReturnType<typeof orderTabCounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderTabCounts<TData = Awaited<ReturnType<typeof orderTabCounts>>, TError = ErrorType<ErrorResponse>>(
 orderTabCountsQuery?: OrderTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderTabCounts>>,
          TError,
          Awaited<ReturnType<typeof orderTabCounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderTabCounts<TData = Awaited<ReturnType<typeof orderTabCounts>>, TError = ErrorType<ErrorResponse>>(
 orderTabCountsQuery?: OrderTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 订单标签计数
 */

export function useOrderTabCounts<TData = Awaited<ReturnType<typeof orderTabCounts>>, TError = ErrorType<ErrorResponse>>(
 orderTabCountsQuery?: OrderTabCountsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderTabCounts>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOrderTabCountsQueryOptions(orderTabCountsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 订单详情：商品快照、金额、物流轨迹、商家备注与操作日志。其他公司的订单答复“订单不存在”。
 * @summary 订单详情
 */
export const orderDetail = (
    orderIdBody: BodyType<OrderIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderDetailEnvelope>(
      {url: `/xm-merchant/order/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderIdBody, signal
    },
      options);
    }
  



export const getOrderDetailQueryKey = (orderIdBody?: OrderIdBody,) => {
    return [
    `/xm-merchant/order/detail`, orderIdBody
    ] as const;
    }

    
export const getOrderDetailQueryOptions = <TData = Awaited<ReturnType<typeof orderDetail>>, TError = ErrorType<ErrorResponse>>(orderIdBody: OrderIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOrderDetailQueryKey(orderIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof orderDetail>>> = ({ signal }) => orderDetail(orderIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OrderDetailQueryResult = NonNullable<Awaited<ReturnType<typeof orderDetail>>>
export type OrderDetailQueryError = ErrorType<ErrorResponse>


export function useOrderDetail<TData = Awaited<ReturnType<typeof orderDetail>>, TError = ErrorType<ErrorResponse>>(
 orderIdBody: OrderIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderDetail>>,
          TError,
          Awaited<ReturnType<typeof orderDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderDetail<TData = Awaited<ReturnType<typeof orderDetail>>, TError = ErrorType<ErrorResponse>>(
 orderIdBody: OrderIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderDetail>>,
          TError,
          Awaited<ReturnType<typeof orderDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderDetail<TData = Awaited<ReturnType<typeof orderDetail>>, TError = ErrorType<ErrorResponse>>(
 orderIdBody: OrderIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 订单详情
 */

export function useOrderDetail<TData = Awaited<ReturnType<typeof orderDetail>>, TError = ErrorType<ErrorResponse>>(
 orderIdBody: OrderIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOrderDetailQueryOptions(orderIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 返回完整手机号与收货地址；需要 order.privacy.view，每次查看记入审计日志。
 * @summary 查看买家隐私信息
 */
export const orderPrivacyReveal = (
    orderIdBody: BodyType<OrderIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderPrivacyEnvelope>(
      {url: `/xm-merchant/order/privacy/reveal`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderIdBody, signal
    },
      options);
    }
  


export const getOrderPrivacyRevealMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderPrivacyReveal>>, TError,{data: BodyType<OrderIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderPrivacyReveal>>, TError,{data: BodyType<OrderIdBody>}, TContext> => {

const mutationKey = ['orderPrivacyReveal'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderPrivacyReveal>>, {data: BodyType<OrderIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderPrivacyReveal(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderPrivacyRevealMutationResult = NonNullable<Awaited<ReturnType<typeof orderPrivacyReveal>>>
    export type OrderPrivacyRevealMutationBody = BodyType<OrderIdBody>
    export type OrderPrivacyRevealMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 查看买家隐私信息
 */
export const useOrderPrivacyReveal = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderPrivacyReveal>>, TError,{data: BodyType<OrderIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderPrivacyReveal>>,
        TError,
        {data: BodyType<OrderIdBody>},
        TContext
      > => {

      const mutationOptions = getOrderPrivacyRevealMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 待发货且无售后处理中的订单可发货；其他状态答复中文原因且不做任何修改。
 * @summary 发货
 */
export const orderShip = (
    orderShipBody: BodyType<OrderShipBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/ship`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderShipBody, signal
    },
      options);
    }
  


export const getOrderShipMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderShip>>, TError,{data: BodyType<OrderShipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderShip>>, TError,{data: BodyType<OrderShipBody>}, TContext> => {

const mutationKey = ['orderShip'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderShip>>, {data: BodyType<OrderShipBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderShip(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderShipMutationResult = NonNullable<Awaited<ReturnType<typeof orderShip>>>
    export type OrderShipMutationBody = BodyType<OrderShipBody>
    export type OrderShipMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发货
 */
export const useOrderShip = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderShip>>, TError,{data: BodyType<OrderShipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderShip>>,
        TError,
        {data: BodyType<OrderShipBody>},
        TContext
      > => {

      const mutationOptions = getOrderShipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按订单号逐行发货，返回每行结果；失败的行不做任何修改，不影响其他行。
 * @summary 批量发货
 */
export const orderBatchShip = (
    batchShipBody: BodyType<BatchShipBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShipReportEnvelope>(
      {url: `/xm-merchant/order/batchShip`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: batchShipBody, signal
    },
      options);
    }
  


export const getOrderBatchShipMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderBatchShip>>, TError,{data: BodyType<BatchShipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderBatchShip>>, TError,{data: BodyType<BatchShipBody>}, TContext> => {

const mutationKey = ['orderBatchShip'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderBatchShip>>, {data: BodyType<BatchShipBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderBatchShip(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderBatchShipMutationResult = NonNullable<Awaited<ReturnType<typeof orderBatchShip>>>
    export type OrderBatchShipMutationBody = BodyType<BatchShipBody>
    export type OrderBatchShipMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 批量发货
 */
export const useOrderBatchShip = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderBatchShip>>, TError,{data: BodyType<BatchShipBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderBatchShip>>,
        TError,
        {data: BodyType<BatchShipBody>},
        TContext
      > => {

      const mutationOptions = getOrderBatchShipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 解析 CSV 或 Excel 发货文件（订单号、物流公司、运单号）并逐行发货，返回每行结果；文件至多 500 行。
 * @summary 导入文件批量发货
 */
export const orderImportShip = (
    shipImportBody: BodyType<ShipImportBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShipReportEnvelope>(
      {url: `/xm-merchant/order/importShip`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shipImportBody, signal
    },
      options);
    }
  


export const getOrderImportShipMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderImportShip>>, TError,{data: BodyType<ShipImportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderImportShip>>, TError,{data: BodyType<ShipImportBody>}, TContext> => {

const mutationKey = ['orderImportShip'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderImportShip>>, {data: BodyType<ShipImportBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderImportShip(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderImportShipMutationResult = NonNullable<Awaited<ReturnType<typeof orderImportShip>>>
    export type OrderImportShipMutationBody = BodyType<ShipImportBody>
    export type OrderImportShipMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 导入文件批量发货
 */
export const useOrderImportShip = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderImportShip>>, TError,{data: BodyType<ShipImportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderImportShip>>,
        TError,
        {data: BodyType<ShipImportBody>},
        TContext
      > => {

      const mutationOptions = getOrderImportShipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 发货前（待付款、待发货）且无售后处理中时可修改收货人信息，记入操作日志。
 * @summary 修改收货地址
 */
export const orderUpdateAddress = (
    orderAddressBody: BodyType<OrderAddressBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/updateAddress`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderAddressBody, signal
    },
      options);
    }
  


export const getOrderUpdateAddressMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderUpdateAddress>>, TError,{data: BodyType<OrderAddressBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderUpdateAddress>>, TError,{data: BodyType<OrderAddressBody>}, TContext> => {

const mutationKey = ['orderUpdateAddress'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderUpdateAddress>>, {data: BodyType<OrderAddressBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderUpdateAddress(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderUpdateAddressMutationResult = NonNullable<Awaited<ReturnType<typeof orderUpdateAddress>>>
    export type OrderUpdateAddressMutationBody = BodyType<OrderAddressBody>
    export type OrderUpdateAddressMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改收货地址
 */
export const useOrderUpdateAddress = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderUpdateAddress>>, TError,{data: BodyType<OrderAddressBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderUpdateAddress>>,
        TError,
        {data: BodyType<OrderAddressBody>},
        TContext
      > => {

      const mutationOptions = getOrderUpdateAddressMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 只有待付款订单可关闭。
 * @summary 关闭订单
 */
export const orderClose = (
    orderCloseBody: BodyType<OrderCloseBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/close`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderCloseBody, signal
    },
      options);
    }
  


export const getOrderCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderClose>>, TError,{data: BodyType<OrderCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderClose>>, TError,{data: BodyType<OrderCloseBody>}, TContext> => {

const mutationKey = ['orderClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderClose>>, {data: BodyType<OrderCloseBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderCloseMutationResult = NonNullable<Awaited<ReturnType<typeof orderClose>>>
    export type OrderCloseMutationBody = BodyType<OrderCloseBody>
    export type OrderCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭订单
 */
export const useOrderClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderClose>>, TError,{data: BodyType<OrderCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderClose>>,
        TError,
        {data: BodyType<OrderCloseBody>},
        TContext
      > => {

      const mutationOptions = getOrderCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 任意状态的订单都可设置商家备注，记入操作日志。
 * @summary 商家备注
 */
export const orderRemark = (
    orderRemarkBody: BodyType<OrderRemarkBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/remark`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderRemarkBody, signal
    },
      options);
    }
  


export const getOrderRemarkMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderRemark>>, TError,{data: BodyType<OrderRemarkBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderRemark>>, TError,{data: BodyType<OrderRemarkBody>}, TContext> => {

const mutationKey = ['orderRemark'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderRemark>>, {data: BodyType<OrderRemarkBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderRemark(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderRemarkMutationResult = NonNullable<Awaited<ReturnType<typeof orderRemark>>>
    export type OrderRemarkMutationBody = BodyType<OrderRemarkBody>
    export type OrderRemarkMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 商家备注
 */
export const useOrderRemark = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderRemark>>, TError,{data: BodyType<OrderRemarkBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderRemark>>,
        TError,
        {data: BodyType<OrderRemarkBody>},
        TContext
      > => {

      const mutationOptions = getOrderRemarkMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按筛选条件在服务端生成 Excel，至多 50000 条；立即返回任务，进度用导出进度接口查询。持有 order.privacy.view 时导出完整手机号与地址（记入审计），否则脱敏。
 * @summary 创建订单导出任务
 */
export const orderExportCreate = (
    orderExportBody: BodyType<OrderExportBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderExportJobEnvelope>(
      {url: `/xm-merchant/order/export/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderExportBody, signal
    },
      options);
    }
  


export const getOrderExportCreateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderExportCreate>>, TError,{data: BodyType<OrderExportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderExportCreate>>, TError,{data: BodyType<OrderExportBody>}, TContext> => {

const mutationKey = ['orderExportCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderExportCreate>>, {data: BodyType<OrderExportBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderExportCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderExportCreateMutationResult = NonNullable<Awaited<ReturnType<typeof orderExportCreate>>>
    export type OrderExportCreateMutationBody = BodyType<OrderExportBody>
    export type OrderExportCreateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 创建订单导出任务
 */
export const useOrderExportCreate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderExportCreate>>, TError,{data: BodyType<OrderExportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderExportCreate>>,
        TError,
        {data: BodyType<OrderExportBody>},
        TContext
      > => {

      const mutationOptions = getOrderExportCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 查询本人创建的导出任务的进度。
 * @summary 导出进度
 */
export const orderExportStatus = (
    orderExportJobIdBody: BodyType<OrderExportJobIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderExportJobEnvelope>(
      {url: `/xm-merchant/order/export/status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderExportJobIdBody, signal
    },
      options);
    }
  



export const getOrderExportStatusQueryKey = (orderExportJobIdBody?: OrderExportJobIdBody,) => {
    return [
    `/xm-merchant/order/export/status`, orderExportJobIdBody
    ] as const;
    }

    
export const getOrderExportStatusQueryOptions = <TData = Awaited<ReturnType<typeof orderExportStatus>>, TError = ErrorType<ErrorResponse>>(orderExportJobIdBody: OrderExportJobIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOrderExportStatusQueryKey(orderExportJobIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof orderExportStatus>>> = ({ signal }) => orderExportStatus(orderExportJobIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OrderExportStatusQueryResult = NonNullable<Awaited<ReturnType<typeof orderExportStatus>>>
export type OrderExportStatusQueryError = ErrorType<ErrorResponse>


export function useOrderExportStatus<TData = Awaited<ReturnType<typeof orderExportStatus>>, TError = ErrorType<ErrorResponse>>(
 orderExportJobIdBody: OrderExportJobIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderExportStatus>>,
          TError,
          Awaited<ReturnType<typeof orderExportStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderExportStatus<TData = Awaited<ReturnType<typeof orderExportStatus>>, TError = ErrorType<ErrorResponse>>(
 orderExportJobIdBody: OrderExportJobIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderExportStatus>>,
          TError,
          Awaited<ReturnType<typeof orderExportStatus>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderExportStatus<TData = Awaited<ReturnType<typeof orderExportStatus>>, TError = ErrorType<ErrorResponse>>(
 orderExportJobIdBody: OrderExportJobIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 导出进度
 */

export function useOrderExportStatus<TData = Awaited<ReturnType<typeof orderExportStatus>>, TError = ErrorType<ErrorResponse>>(
 orderExportJobIdBody: OrderExportJobIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderExportStatus>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOrderExportStatusQueryOptions(orderExportJobIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 下载本人创建且已完成的导出文件（Base64），其他人的任务答复“导出任务不存在”。
 * @summary 下载导出文件
 */
export const orderExportDownload = (
    orderExportJobIdBody: BodyType<OrderExportJobIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderExportFileEnvelope>(
      {url: `/xm-merchant/order/export/download`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderExportJobIdBody, signal
    },
      options);
    }
  


export const getOrderExportDownloadMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderExportDownload>>, TError,{data: BodyType<OrderExportJobIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof orderExportDownload>>, TError,{data: BodyType<OrderExportJobIdBody>}, TContext> => {

const mutationKey = ['orderExportDownload'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof orderExportDownload>>, {data: BodyType<OrderExportJobIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  orderExportDownload(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OrderExportDownloadMutationResult = NonNullable<Awaited<ReturnType<typeof orderExportDownload>>>
    export type OrderExportDownloadMutationBody = BodyType<OrderExportJobIdBody>
    export type OrderExportDownloadMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 下载导出文件
 */
export const useOrderExportDownload = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof orderExportDownload>>, TError,{data: BodyType<OrderExportJobIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof orderExportDownload>>,
        TError,
        {data: BodyType<OrderExportJobIdBody>},
        TContext
      > => {

      const mutationOptions = getOrderExportDownloadMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按名称搜索本店商品，供订单列表的商品筛选使用。
 * @summary 订单商品筛选项
 */
export const orderGoodsOptions = (
    orderGoodsOptionQuery?: BodyType<OrderGoodsOptionQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OrderGoodsOptionListEnvelope>(
      {url: `/xm-merchant/order/goodsOptions`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: orderGoodsOptionQuery, signal
    },
      options);
    }
  



export const getOrderGoodsOptionsQueryKey = (orderGoodsOptionQuery?: OrderGoodsOptionQuery,) => {
    return [
    `/xm-merchant/order/goodsOptions`, orderGoodsOptionQuery
    ] as const;
    }

    
export const getOrderGoodsOptionsQueryOptions = <TData = Awaited<ReturnType<typeof orderGoodsOptions>>, TError = ErrorType<ErrorResponse>>(orderGoodsOptionQuery?: OrderGoodsOptionQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOrderGoodsOptionsQueryKey(orderGoodsOptionQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof orderGoodsOptions>>> = ({ signal }) => orderGoodsOptions(orderGoodsOptionQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OrderGoodsOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof orderGoodsOptions>>>
export type OrderGoodsOptionsQueryError = ErrorType<ErrorResponse>


export function useOrderGoodsOptions<TData = Awaited<ReturnType<typeof orderGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 orderGoodsOptionQuery: undefined |  OrderGoodsOptionQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof orderGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderGoodsOptions<TData = Awaited<ReturnType<typeof orderGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 orderGoodsOptionQuery?: OrderGoodsOptionQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof orderGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof orderGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOrderGoodsOptions<TData = Awaited<ReturnType<typeof orderGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 orderGoodsOptionQuery?: OrderGoodsOptionQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 订单商品筛选项
 */

export function useOrderGoodsOptions<TData = Awaited<ReturnType<typeof orderGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 orderGoodsOptionQuery?: OrderGoodsOptionQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof orderGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOrderGoodsOptionsQueryOptions(orderGoodsOptionQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按评分、有图、是否已回复筛选评价，游标分页。
 * @summary 评价列表
 */
export const evaluationList = (
    evaluationQuery: BodyType<EvaluationQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EvaluationPageEnvelope>(
      {url: `/xm-merchant/order/evaluation/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationQuery, signal
    },
      options);
    }
  



export const getEvaluationListQueryKey = (evaluationQuery?: EvaluationQuery,) => {
    return [
    `/xm-merchant/order/evaluation/list`, evaluationQuery
    ] as const;
    }

    
export const getEvaluationListQueryOptions = <TData = Awaited<ReturnType<typeof evaluationList>>, TError = ErrorType<ErrorResponse>>(evaluationQuery: EvaluationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getEvaluationListQueryKey(evaluationQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof evaluationList>>> = ({ signal }) => evaluationList(evaluationQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type EvaluationListQueryResult = NonNullable<Awaited<ReturnType<typeof evaluationList>>>
export type EvaluationListQueryError = ErrorType<ErrorResponse>


export function useEvaluationList<TData = Awaited<ReturnType<typeof evaluationList>>, TError = ErrorType<ErrorResponse>>(
 evaluationQuery: EvaluationQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof evaluationList>>,
          TError,
          Awaited<ReturnType<typeof evaluationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEvaluationList<TData = Awaited<ReturnType<typeof evaluationList>>, TError = ErrorType<ErrorResponse>>(
 evaluationQuery: EvaluationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof evaluationList>>,
          TError,
          Awaited<ReturnType<typeof evaluationList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEvaluationList<TData = Awaited<ReturnType<typeof evaluationList>>, TError = ErrorType<ErrorResponse>>(
 evaluationQuery: EvaluationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 评价列表
 */

export function useEvaluationList<TData = Awaited<ReturnType<typeof evaluationList>>, TError = ErrorType<ErrorResponse>>(
 evaluationQuery: EvaluationQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof evaluationList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getEvaluationListQueryOptions(evaluationQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 每条评价一条回复；首次回复后 24 小时内可修改，之后不可再改。
 * @summary 回复评价
 */
export const evaluationReply = (
    evaluationReplyBody: BodyType<EvaluationReplyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/evaluation/reply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationReplyBody, signal
    },
      options);
    }
  


export const getEvaluationReplyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof evaluationReply>>, TError,{data: BodyType<EvaluationReplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof evaluationReply>>, TError,{data: BodyType<EvaluationReplyBody>}, TContext> => {

const mutationKey = ['evaluationReply'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof evaluationReply>>, {data: BodyType<EvaluationReplyBody>}> = (props) => {
          const {data} = props ?? {};

          return  evaluationReply(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EvaluationReplyMutationResult = NonNullable<Awaited<ReturnType<typeof evaluationReply>>>
    export type EvaluationReplyMutationBody = BodyType<EvaluationReplyBody>
    export type EvaluationReplyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 回复评价
 */
export const useEvaluationReply = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof evaluationReply>>, TError,{data: BodyType<EvaluationReplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof evaluationReply>>,
        TError,
        {data: BodyType<EvaluationReplyBody>},
        TContext
      > => {

      const mutationOptions = getEvaluationReplyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 举报恶意评价，交平台处理；每条评价只能举报一次。
 * @summary 举报评价
 */
export const evaluationReport = (
    evaluationReportBody: BodyType<EvaluationReportBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/order/evaluation/report`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationReportBody, signal
    },
      options);
    }
  


export const getEvaluationReportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof evaluationReport>>, TError,{data: BodyType<EvaluationReportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof evaluationReport>>, TError,{data: BodyType<EvaluationReportBody>}, TContext> => {

const mutationKey = ['evaluationReport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof evaluationReport>>, {data: BodyType<EvaluationReportBody>}> = (props) => {
          const {data} = props ?? {};

          return  evaluationReport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EvaluationReportMutationResult = NonNullable<Awaited<ReturnType<typeof evaluationReport>>>
    export type EvaluationReportMutationBody = BodyType<EvaluationReportBody>
    export type EvaluationReportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 举报评价
 */
export const useEvaluationReport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof evaluationReport>>, TError,{data: BodyType<EvaluationReportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof evaluationReport>>,
        TError,
        {data: BodyType<EvaluationReportBody>},
        TContext
      > => {

      const mutationOptions = getEvaluationReportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    