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
  FinanceAccountDetailEnvelope,
  FinanceAccountUpdateBody,
  FinanceCrossWithdrawCreateBody,
  FinanceCrossWithdrawPreviewBody,
  FinanceDepositRechargeBody,
  FinanceDepositRecordEnvelope,
  FinanceDepositRecordPageEnvelope,
  FinanceDepositRecordQuery,
  FinanceDepositSummaryEnvelope,
  FinanceFileEnvelope,
  FinanceFlowExportBody,
  FinanceFlowPageEnvelope,
  FinanceFlowQuery,
  FinanceInvoiceApplyBody,
  FinanceInvoiceEnvelope,
  FinanceInvoiceIdBody,
  FinanceInvoicePageEnvelope,
  FinanceInvoiceQuery,
  FinanceInvoiceRedBody,
  FinanceInvoiceSummaryEnvelope,
  FinanceInvoiceTitleBody,
  FinanceInvoiceTitleResultEnvelope,
  FinanceMarketingFlowQuery,
  FinanceMarketingRechargeBody,
  FinanceMarketingSummaryEnvelope,
  FinanceOverviewEnvelope,
  FinanceRangeBody,
  FinanceSmsSentEnvelope,
  FinanceStatementDisputeBody,
  FinanceStatementEnvelope,
  FinanceStatementLinePageEnvelope,
  FinanceStatementLinesQuery,
  FinanceStatementNoBody,
  FinanceStatementPageEnvelope,
  FinanceStatementQuery,
  FinanceSubsidyActivityListEnvelope,
  FinanceSubsidyPageEnvelope,
  FinanceSubsidyQuery,
  FinanceTaxCertificateEnvelope,
  FinanceWithdrawCreateBody,
  FinanceWithdrawPageEnvelope,
  FinanceWithdrawPreviewBody,
  FinanceWithdrawPreviewEnvelope,
  FinanceWithdrawQuery,
  FinanceWithdrawalEnvelope,
  FinanceWithdrawalIdBody,
  FinanceYbAccountEnvelope,
  FinanceYbSubmitBody
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 各资金账户余额（含欠款）、应缴保证金、今日与本月的收入、退款、佣金、补贴与结算，以及近 30 天每天的收入、退款与结算。
 * @summary 资金概览
 */
export const financeOverview = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceOverviewEnvelope>(
      {url: `/xm-merchant/finance/overview`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceOverviewQueryKey = () => {
    return [
    `/xm-merchant/finance/overview`
    ] as const;
    }

    
export const getFinanceOverviewQueryOptions = <TData = Awaited<ReturnType<typeof financeOverview>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceOverviewQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeOverview>>> = ({ signal }) => financeOverview(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceOverviewQueryResult = NonNullable<Awaited<ReturnType<typeof financeOverview>>>
export type FinanceOverviewQueryError = ErrorType<ErrorResponse>


export function useFinanceOverview<TData = Awaited<ReturnType<typeof financeOverview>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeOverview>>,
          TError,
          Awaited<ReturnType<typeof financeOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceOverview<TData = Awaited<ReturnType<typeof financeOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeOverview>>,
          TError,
          Awaited<ReturnType<typeof financeOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceOverview<TData = Awaited<ReturnType<typeof financeOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 资金概览
 */

export function useFinanceOverview<TData = Awaited<ReturnType<typeof financeOverview>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeOverview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceOverviewQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本公司各资金账户的流水（分录），按入账时间倒序，游标分页（任意深度同样快）。可按账户、类型、时间范围与订单号筛选；每行带业务来源（订单、售后单、提现单、处罚等）。
 * @summary 资金流水
 */
export const financeFlowList = (
    financeFlowQuery: BodyType<FinanceFlowQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFlowPageEnvelope>(
      {url: `/xm-merchant/finance/flow/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeFlowQuery, signal
    },
      options);
    }
  



export const getFinanceFlowListQueryKey = (financeFlowQuery?: FinanceFlowQuery,) => {
    return [
    `/xm-merchant/finance/flow/list`, financeFlowQuery
    ] as const;
    }

    
export const getFinanceFlowListQueryOptions = <TData = Awaited<ReturnType<typeof financeFlowList>>, TError = ErrorType<ErrorResponse>>(financeFlowQuery: FinanceFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceFlowListQueryKey(financeFlowQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeFlowList>>> = ({ signal }) => financeFlowList(financeFlowQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceFlowListQueryResult = NonNullable<Awaited<ReturnType<typeof financeFlowList>>>
export type FinanceFlowListQueryError = ErrorType<ErrorResponse>


export function useFinanceFlowList<TData = Awaited<ReturnType<typeof financeFlowList>>, TError = ErrorType<ErrorResponse>>(
 financeFlowQuery: FinanceFlowQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeFlowList>>,
          TError,
          Awaited<ReturnType<typeof financeFlowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceFlowList<TData = Awaited<ReturnType<typeof financeFlowList>>, TError = ErrorType<ErrorResponse>>(
 financeFlowQuery: FinanceFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeFlowList>>,
          TError,
          Awaited<ReturnType<typeof financeFlowList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceFlowList<TData = Awaited<ReturnType<typeof financeFlowList>>, TError = ErrorType<ErrorResponse>>(
 financeFlowQuery: FinanceFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 资金流水
 */

export function useFinanceFlowList<TData = Awaited<ReturnType<typeof financeFlowList>>, TError = ErrorType<ErrorResponse>>(
 financeFlowQuery: FinanceFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeFlowList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceFlowListQueryOptions(financeFlowQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按筛选条件同步生成 Excel（.xlsx），至多 20000 条；超过时答复“导出条数超过 20000 条，请缩小时间范围”。
 * @summary 导出资金流水
 */
export const financeFlowExport = (
    financeFlowExportBody: BodyType<FinanceFlowExportBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFileEnvelope>(
      {url: `/xm-merchant/finance/flow/export`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeFlowExportBody, signal
    },
      options);
    }
  


export const getFinanceFlowExportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeFlowExport>>, TError,{data: BodyType<FinanceFlowExportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeFlowExport>>, TError,{data: BodyType<FinanceFlowExportBody>}, TContext> => {

const mutationKey = ['financeFlowExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeFlowExport>>, {data: BodyType<FinanceFlowExportBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeFlowExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceFlowExportMutationResult = NonNullable<Awaited<ReturnType<typeof financeFlowExport>>>
    export type FinanceFlowExportMutationBody = BodyType<FinanceFlowExportBody>
    export type FinanceFlowExportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 导出资金流水
 */
export const useFinanceFlowExport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeFlowExport>>, TError,{data: BodyType<FinanceFlowExportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeFlowExport>>,
        TError,
        {data: BodyType<FinanceFlowExportBody>},
        TContext
      > => {

      const mutationOptions = getFinanceFlowExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 日账单或月账单，按账期倒序，游标分页。每张对账单：订单收入 − 退款 − 平台佣金 + 平台补贴 − 扣款 = 结算金额。
 * @summary 对账单列表
 */
export const financeStatementList = (
    financeStatementQuery: BodyType<FinanceStatementQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceStatementPageEnvelope>(
      {url: `/xm-merchant/finance/statement/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementQuery, signal
    },
      options);
    }
  



export const getFinanceStatementListQueryKey = (financeStatementQuery?: FinanceStatementQuery,) => {
    return [
    `/xm-merchant/finance/statement/list`, financeStatementQuery
    ] as const;
    }

    
export const getFinanceStatementListQueryOptions = <TData = Awaited<ReturnType<typeof financeStatementList>>, TError = ErrorType<ErrorResponse>>(financeStatementQuery: FinanceStatementQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceStatementListQueryKey(financeStatementQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeStatementList>>> = ({ signal }) => financeStatementList(financeStatementQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceStatementListQueryResult = NonNullable<Awaited<ReturnType<typeof financeStatementList>>>
export type FinanceStatementListQueryError = ErrorType<ErrorResponse>


export function useFinanceStatementList<TData = Awaited<ReturnType<typeof financeStatementList>>, TError = ErrorType<ErrorResponse>>(
 financeStatementQuery: FinanceStatementQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementList>>,
          TError,
          Awaited<ReturnType<typeof financeStatementList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementList<TData = Awaited<ReturnType<typeof financeStatementList>>, TError = ErrorType<ErrorResponse>>(
 financeStatementQuery: FinanceStatementQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementList>>,
          TError,
          Awaited<ReturnType<typeof financeStatementList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementList<TData = Awaited<ReturnType<typeof financeStatementList>>, TError = ErrorType<ErrorResponse>>(
 financeStatementQuery: FinanceStatementQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 对账单列表
 */

export function useFinanceStatementList<TData = Awaited<ReturnType<typeof financeStatementList>>, TError = ErrorType<ErrorResponse>>(
 financeStatementQuery: FinanceStatementQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceStatementListQueryOptions(financeStatementQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一张对账单的汇总与状态；不存在或不属于本公司时答复“对账单不存在”。
 * @summary 对账单详情
 */
export const financeStatementDetail = (
    financeStatementNoBody: BodyType<FinanceStatementNoBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceStatementEnvelope>(
      {url: `/xm-merchant/finance/statement/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementNoBody, signal
    },
      options);
    }
  



export const getFinanceStatementDetailQueryKey = (financeStatementNoBody?: FinanceStatementNoBody,) => {
    return [
    `/xm-merchant/finance/statement/detail`, financeStatementNoBody
    ] as const;
    }

    
export const getFinanceStatementDetailQueryOptions = <TData = Awaited<ReturnType<typeof financeStatementDetail>>, TError = ErrorType<ErrorResponse>>(financeStatementNoBody: FinanceStatementNoBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceStatementDetailQueryKey(financeStatementNoBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeStatementDetail>>> = ({ signal }) => financeStatementDetail(financeStatementNoBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceStatementDetailQueryResult = NonNullable<Awaited<ReturnType<typeof financeStatementDetail>>>
export type FinanceStatementDetailQueryError = ErrorType<ErrorResponse>


export function useFinanceStatementDetail<TData = Awaited<ReturnType<typeof financeStatementDetail>>, TError = ErrorType<ErrorResponse>>(
 financeStatementNoBody: FinanceStatementNoBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementDetail>>,
          TError,
          Awaited<ReturnType<typeof financeStatementDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementDetail<TData = Awaited<ReturnType<typeof financeStatementDetail>>, TError = ErrorType<ErrorResponse>>(
 financeStatementNoBody: FinanceStatementNoBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementDetail>>,
          TError,
          Awaited<ReturnType<typeof financeStatementDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementDetail<TData = Awaited<ReturnType<typeof financeStatementDetail>>, TError = ErrorType<ErrorResponse>>(
 financeStatementNoBody: FinanceStatementNoBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 对账单详情
 */

export function useFinanceStatementDetail<TData = Awaited<ReturnType<typeof financeStatementDetail>>, TError = ErrorType<ErrorResponse>>(
 financeStatementNoBody: FinanceStatementNoBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceStatementDetailQueryOptions(financeStatementNoBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一张对账单的明细（订单结算、结算后退款、扣款），按发生时间倒序，游标分页；各行合计等于对账单的汇总。
 * @summary 对账明细
 */
export const financeStatementLines = (
    financeStatementLinesQuery: BodyType<FinanceStatementLinesQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceStatementLinePageEnvelope>(
      {url: `/xm-merchant/finance/statement/lines`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementLinesQuery, signal
    },
      options);
    }
  



export const getFinanceStatementLinesQueryKey = (financeStatementLinesQuery?: FinanceStatementLinesQuery,) => {
    return [
    `/xm-merchant/finance/statement/lines`, financeStatementLinesQuery
    ] as const;
    }

    
export const getFinanceStatementLinesQueryOptions = <TData = Awaited<ReturnType<typeof financeStatementLines>>, TError = ErrorType<ErrorResponse>>(financeStatementLinesQuery: FinanceStatementLinesQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceStatementLinesQueryKey(financeStatementLinesQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeStatementLines>>> = ({ signal }) => financeStatementLines(financeStatementLinesQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceStatementLinesQueryResult = NonNullable<Awaited<ReturnType<typeof financeStatementLines>>>
export type FinanceStatementLinesQueryError = ErrorType<ErrorResponse>


export function useFinanceStatementLines<TData = Awaited<ReturnType<typeof financeStatementLines>>, TError = ErrorType<ErrorResponse>>(
 financeStatementLinesQuery: FinanceStatementLinesQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementLines>>,
          TError,
          Awaited<ReturnType<typeof financeStatementLines>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementLines<TData = Awaited<ReturnType<typeof financeStatementLines>>, TError = ErrorType<ErrorResponse>>(
 financeStatementLinesQuery: FinanceStatementLinesQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeStatementLines>>,
          TError,
          Awaited<ReturnType<typeof financeStatementLines>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceStatementLines<TData = Awaited<ReturnType<typeof financeStatementLines>>, TError = ErrorType<ErrorResponse>>(
 financeStatementLinesQuery: FinanceStatementLinesQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 对账明细
 */

export function useFinanceStatementLines<TData = Awaited<ReturnType<typeof financeStatementLines>>, TError = ErrorType<ErrorResponse>>(
 financeStatementLinesQuery: FinanceStatementLinesQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeStatementLines>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceStatementLinesQueryOptions(financeStatementLinesQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 商家确认对账单无误：待确认或异议已处理时可确认，已确认的再次确认不做修改；有处理中的异议时拒绝。记入审计日志。
 * @summary 确认对账单
 */
export const financeStatementConfirm = (
    financeStatementNoBody: BodyType<FinanceStatementNoBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceStatementEnvelope>(
      {url: `/xm-merchant/finance/statement/confirm`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementNoBody, signal
    },
      options);
    }
  


export const getFinanceStatementConfirmMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementConfirm>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeStatementConfirm>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext> => {

const mutationKey = ['financeStatementConfirm'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeStatementConfirm>>, {data: BodyType<FinanceStatementNoBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeStatementConfirm(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceStatementConfirmMutationResult = NonNullable<Awaited<ReturnType<typeof financeStatementConfirm>>>
    export type FinanceStatementConfirmMutationBody = BodyType<FinanceStatementNoBody>
    export type FinanceStatementConfirmMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 确认对账单
 */
export const useFinanceStatementConfirm = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementConfirm>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeStatementConfirm>>,
        TError,
        {data: BodyType<FinanceStatementNoBody>},
        TContext
      > => {

      const mutationOptions = getFinanceStatementConfirmMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 对对账单中的一行提出异议（原因 5 至 200 字），对账单变为“有异议”，交平台处理；已确认的对账单与已提过异议的行不能再提。记入审计日志。
 * @summary 对账异议
 */
export const financeStatementDispute = (
    financeStatementDisputeBody: BodyType<FinanceStatementDisputeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceStatementEnvelope>(
      {url: `/xm-merchant/finance/statement/dispute`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementDisputeBody, signal
    },
      options);
    }
  


export const getFinanceStatementDisputeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementDispute>>, TError,{data: BodyType<FinanceStatementDisputeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeStatementDispute>>, TError,{data: BodyType<FinanceStatementDisputeBody>}, TContext> => {

const mutationKey = ['financeStatementDispute'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeStatementDispute>>, {data: BodyType<FinanceStatementDisputeBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeStatementDispute(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceStatementDisputeMutationResult = NonNullable<Awaited<ReturnType<typeof financeStatementDispute>>>
    export type FinanceStatementDisputeMutationBody = BodyType<FinanceStatementDisputeBody>
    export type FinanceStatementDisputeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 对账异议
 */
export const useFinanceStatementDispute = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementDispute>>, TError,{data: BodyType<FinanceStatementDisputeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeStatementDispute>>,
        TError,
        {data: BodyType<FinanceStatementDisputeBody>},
        TContext
      > => {

      const mutationOptions = getFinanceStatementDisputeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 一张对账单的汇总与全部明细，生成 Excel（.xlsx）。
 * @summary 下载对账单
 */
export const financeStatementExport = (
    financeStatementNoBody: BodyType<FinanceStatementNoBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFileEnvelope>(
      {url: `/xm-merchant/finance/statement/export`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeStatementNoBody, signal
    },
      options);
    }
  


export const getFinanceStatementExportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementExport>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeStatementExport>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext> => {

const mutationKey = ['financeStatementExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeStatementExport>>, {data: BodyType<FinanceStatementNoBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeStatementExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceStatementExportMutationResult = NonNullable<Awaited<ReturnType<typeof financeStatementExport>>>
    export type FinanceStatementExportMutationBody = BodyType<FinanceStatementNoBody>
    export type FinanceStatementExportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 下载对账单
 */
export const useFinanceStatementExport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeStatementExport>>, TError,{data: BodyType<FinanceStatementNoBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeStatementExport>>,
        TError,
        {data: BodyType<FinanceStatementNoBody>},
        TContext
      > => {

      const mutationOptions = getFinanceStatementExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按订单列出平台补贴，按时间倒序，游标分页；可按时间、活动与订单号筛选。
 * @summary 补贴明细
 */
export const financeSubsidyList = (
    financeSubsidyQuery: BodyType<FinanceSubsidyQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSubsidyPageEnvelope>(
      {url: `/xm-merchant/finance/subsidy/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeSubsidyQuery, signal
    },
      options);
    }
  



export const getFinanceSubsidyListQueryKey = (financeSubsidyQuery?: FinanceSubsidyQuery,) => {
    return [
    `/xm-merchant/finance/subsidy/list`, financeSubsidyQuery
    ] as const;
    }

    
export const getFinanceSubsidyListQueryOptions = <TData = Awaited<ReturnType<typeof financeSubsidyList>>, TError = ErrorType<ErrorResponse>>(financeSubsidyQuery: FinanceSubsidyQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceSubsidyListQueryKey(financeSubsidyQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeSubsidyList>>> = ({ signal }) => financeSubsidyList(financeSubsidyQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceSubsidyListQueryResult = NonNullable<Awaited<ReturnType<typeof financeSubsidyList>>>
export type FinanceSubsidyListQueryError = ErrorType<ErrorResponse>


export function useFinanceSubsidyList<TData = Awaited<ReturnType<typeof financeSubsidyList>>, TError = ErrorType<ErrorResponse>>(
 financeSubsidyQuery: FinanceSubsidyQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeSubsidyList>>,
          TError,
          Awaited<ReturnType<typeof financeSubsidyList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceSubsidyList<TData = Awaited<ReturnType<typeof financeSubsidyList>>, TError = ErrorType<ErrorResponse>>(
 financeSubsidyQuery: FinanceSubsidyQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeSubsidyList>>,
          TError,
          Awaited<ReturnType<typeof financeSubsidyList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceSubsidyList<TData = Awaited<ReturnType<typeof financeSubsidyList>>, TError = ErrorType<ErrorResponse>>(
 financeSubsidyQuery: FinanceSubsidyQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 补贴明细
 */

export function useFinanceSubsidyList<TData = Awaited<ReturnType<typeof financeSubsidyList>>, TError = ErrorType<ErrorResponse>>(
 financeSubsidyQuery: FinanceSubsidyQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceSubsidyListQueryOptions(financeSubsidyQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 时间范围内各平台活动的补贴合计（不传时间为近 90 天），按金额倒序，至多 100 个活动。
 * @summary 活动补贴汇总
 */
export const financeSubsidyActivities = (
    financeRangeBody?: BodyType<FinanceRangeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSubsidyActivityListEnvelope>(
      {url: `/xm-merchant/finance/subsidy/activities`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeRangeBody, signal
    },
      options);
    }
  



export const getFinanceSubsidyActivitiesQueryKey = (financeRangeBody?: FinanceRangeBody,) => {
    return [
    `/xm-merchant/finance/subsidy/activities`, financeRangeBody
    ] as const;
    }

    
export const getFinanceSubsidyActivitiesQueryOptions = <TData = Awaited<ReturnType<typeof financeSubsidyActivities>>, TError = ErrorType<ErrorResponse>>(financeRangeBody?: FinanceRangeBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceSubsidyActivitiesQueryKey(financeRangeBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeSubsidyActivities>>> = ({ signal }) => financeSubsidyActivities(financeRangeBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceSubsidyActivitiesQueryResult = NonNullable<Awaited<ReturnType<typeof financeSubsidyActivities>>>
export type FinanceSubsidyActivitiesQueryError = ErrorType<ErrorResponse>


export function useFinanceSubsidyActivities<TData = Awaited<ReturnType<typeof financeSubsidyActivities>>, TError = ErrorType<ErrorResponse>>(
 financeRangeBody: undefined |  FinanceRangeBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeSubsidyActivities>>,
          TError,
          Awaited<ReturnType<typeof financeSubsidyActivities>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceSubsidyActivities<TData = Awaited<ReturnType<typeof financeSubsidyActivities>>, TError = ErrorType<ErrorResponse>>(
 financeRangeBody?: FinanceRangeBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeSubsidyActivities>>,
          TError,
          Awaited<ReturnType<typeof financeSubsidyActivities>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceSubsidyActivities<TData = Awaited<ReturnType<typeof financeSubsidyActivities>>, TError = ErrorType<ErrorResponse>>(
 financeRangeBody?: FinanceRangeBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 活动补贴汇总
 */

export function useFinanceSubsidyActivities<TData = Awaited<ReturnType<typeof financeSubsidyActivities>>, TError = ErrorType<ErrorResponse>>(
 financeRangeBody?: FinanceRangeBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeSubsidyActivities>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceSubsidyActivitiesQueryOptions(financeRangeBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 应缴保证金（经营主类目中要求最高的一项）、已缴、待补缴、待确认充值、各类目要求与平台收款账户。
 * @summary 保证金概况
 */
export const financeDepositSummary = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceDepositSummaryEnvelope>(
      {url: `/xm-merchant/finance/deposit/summary`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceDepositSummaryQueryKey = () => {
    return [
    `/xm-merchant/finance/deposit/summary`
    ] as const;
    }

    
export const getFinanceDepositSummaryQueryOptions = <TData = Awaited<ReturnType<typeof financeDepositSummary>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceDepositSummaryQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeDepositSummary>>> = ({ signal }) => financeDepositSummary(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceDepositSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof financeDepositSummary>>>
export type FinanceDepositSummaryQueryError = ErrorType<ErrorResponse>


export function useFinanceDepositSummary<TData = Awaited<ReturnType<typeof financeDepositSummary>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeDepositSummary>>,
          TError,
          Awaited<ReturnType<typeof financeDepositSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceDepositSummary<TData = Awaited<ReturnType<typeof financeDepositSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeDepositSummary>>,
          TError,
          Awaited<ReturnType<typeof financeDepositSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceDepositSummary<TData = Awaited<ReturnType<typeof financeDepositSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 保证金概况
 */

export function useFinanceDepositSummary<TData = Awaited<ReturnType<typeof financeDepositSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceDepositSummaryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 保证金的充值、扣除与退还记录及其原因，按时间倒序，游标分页。
 * @summary 保证金记录
 */
export const financeDepositRecords = (
    financeDepositRecordQuery: BodyType<FinanceDepositRecordQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceDepositRecordPageEnvelope>(
      {url: `/xm-merchant/finance/deposit/records`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeDepositRecordQuery, signal
    },
      options);
    }
  



export const getFinanceDepositRecordsQueryKey = (financeDepositRecordQuery?: FinanceDepositRecordQuery,) => {
    return [
    `/xm-merchant/finance/deposit/records`, financeDepositRecordQuery
    ] as const;
    }

    
export const getFinanceDepositRecordsQueryOptions = <TData = Awaited<ReturnType<typeof financeDepositRecords>>, TError = ErrorType<ErrorResponse>>(financeDepositRecordQuery: FinanceDepositRecordQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceDepositRecordsQueryKey(financeDepositRecordQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeDepositRecords>>> = ({ signal }) => financeDepositRecords(financeDepositRecordQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceDepositRecordsQueryResult = NonNullable<Awaited<ReturnType<typeof financeDepositRecords>>>
export type FinanceDepositRecordsQueryError = ErrorType<ErrorResponse>


export function useFinanceDepositRecords<TData = Awaited<ReturnType<typeof financeDepositRecords>>, TError = ErrorType<ErrorResponse>>(
 financeDepositRecordQuery: FinanceDepositRecordQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeDepositRecords>>,
          TError,
          Awaited<ReturnType<typeof financeDepositRecords>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceDepositRecords<TData = Awaited<ReturnType<typeof financeDepositRecords>>, TError = ErrorType<ErrorResponse>>(
 financeDepositRecordQuery: FinanceDepositRecordQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeDepositRecords>>,
          TError,
          Awaited<ReturnType<typeof financeDepositRecords>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceDepositRecords<TData = Awaited<ReturnType<typeof financeDepositRecords>>, TError = ErrorType<ErrorResponse>>(
 financeDepositRecordQuery: FinanceDepositRecordQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 保证金记录
 */

export function useFinanceDepositRecords<TData = Awaited<ReturnType<typeof financeDepositRecords>>, TError = ErrorType<ErrorResponse>>(
 financeDepositRecordQuery: FinanceDepositRecordQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeDepositRecords>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceDepositRecordsQueryOptions(financeDepositRecordQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 登记一笔已汇入平台收款账户的线下转账（待平台确认）；同一转账流水号只能登记一次。平台确认到账后计入保证金。
 * @summary 保证金充值
 */
export const financeDepositRecharge = (
    financeDepositRechargeBody: BodyType<FinanceDepositRechargeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceDepositRecordEnvelope>(
      {url: `/xm-merchant/finance/deposit/recharge`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeDepositRechargeBody, signal
    },
      options);
    }
  


export const getFinanceDepositRechargeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeDepositRecharge>>, TError,{data: BodyType<FinanceDepositRechargeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeDepositRecharge>>, TError,{data: BodyType<FinanceDepositRechargeBody>}, TContext> => {

const mutationKey = ['financeDepositRecharge'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeDepositRecharge>>, {data: BodyType<FinanceDepositRechargeBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeDepositRecharge(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceDepositRechargeMutationResult = NonNullable<Awaited<ReturnType<typeof financeDepositRecharge>>>
    export type FinanceDepositRechargeMutationBody = BodyType<FinanceDepositRechargeBody>
    export type FinanceDepositRechargeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保证金充值
 */
export const useFinanceDepositRecharge = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeDepositRecharge>>, TError,{data: BodyType<FinanceDepositRechargeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeDepositRecharge>>,
        TError,
        {data: BodyType<FinanceDepositRechargeBody>},
        TContext
      > => {

      const mutationOptions = getFinanceDepositRechargeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 营销资金余额、可转入的可提现余额与累计充值、扣费。具备 finance.stat 或 finance.marketing.stream.list 之一即可。
 * @summary 营销资金概况
 */
export const financeMarketingSummary = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceMarketingSummaryEnvelope>(
      {url: `/xm-merchant/finance/marketing/summary`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceMarketingSummaryQueryKey = () => {
    return [
    `/xm-merchant/finance/marketing/summary`
    ] as const;
    }

    
export const getFinanceMarketingSummaryQueryOptions = <TData = Awaited<ReturnType<typeof financeMarketingSummary>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceMarketingSummaryQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeMarketingSummary>>> = ({ signal }) => financeMarketingSummary(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceMarketingSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof financeMarketingSummary>>>
export type FinanceMarketingSummaryQueryError = ErrorType<ErrorResponse>


export function useFinanceMarketingSummary<TData = Awaited<ReturnType<typeof financeMarketingSummary>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeMarketingSummary>>,
          TError,
          Awaited<ReturnType<typeof financeMarketingSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceMarketingSummary<TData = Awaited<ReturnType<typeof financeMarketingSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeMarketingSummary>>,
          TError,
          Awaited<ReturnType<typeof financeMarketingSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceMarketingSummary<TData = Awaited<ReturnType<typeof financeMarketingSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 营销资金概况
 */

export function useFinanceMarketingSummary<TData = Awaited<ReturnType<typeof financeMarketingSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceMarketingSummaryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 营销资金账户的充值与扣费（优惠券、活动中店铺承担的部分），按时间倒序，游标分页。
 * @summary 营销资金流水
 */
export const financeMarketingFlow = (
    financeMarketingFlowQuery: BodyType<FinanceMarketingFlowQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFlowPageEnvelope>(
      {url: `/xm-merchant/finance/marketing/flow`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeMarketingFlowQuery, signal
    },
      options);
    }
  



export const getFinanceMarketingFlowQueryKey = (financeMarketingFlowQuery?: FinanceMarketingFlowQuery,) => {
    return [
    `/xm-merchant/finance/marketing/flow`, financeMarketingFlowQuery
    ] as const;
    }

    
export const getFinanceMarketingFlowQueryOptions = <TData = Awaited<ReturnType<typeof financeMarketingFlow>>, TError = ErrorType<ErrorResponse>>(financeMarketingFlowQuery: FinanceMarketingFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceMarketingFlowQueryKey(financeMarketingFlowQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeMarketingFlow>>> = ({ signal }) => financeMarketingFlow(financeMarketingFlowQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceMarketingFlowQueryResult = NonNullable<Awaited<ReturnType<typeof financeMarketingFlow>>>
export type FinanceMarketingFlowQueryError = ErrorType<ErrorResponse>


export function useFinanceMarketingFlow<TData = Awaited<ReturnType<typeof financeMarketingFlow>>, TError = ErrorType<ErrorResponse>>(
 financeMarketingFlowQuery: FinanceMarketingFlowQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeMarketingFlow>>,
          TError,
          Awaited<ReturnType<typeof financeMarketingFlow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceMarketingFlow<TData = Awaited<ReturnType<typeof financeMarketingFlow>>, TError = ErrorType<ErrorResponse>>(
 financeMarketingFlowQuery: FinanceMarketingFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeMarketingFlow>>,
          TError,
          Awaited<ReturnType<typeof financeMarketingFlow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceMarketingFlow<TData = Awaited<ReturnType<typeof financeMarketingFlow>>, TError = ErrorType<ErrorResponse>>(
 financeMarketingFlowQuery: FinanceMarketingFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 营销资金流水
 */

export function useFinanceMarketingFlow<TData = Awaited<ReturnType<typeof financeMarketingFlow>>, TError = ErrorType<ErrorResponse>>(
 financeMarketingFlowQuery: FinanceMarketingFlowQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeMarketingFlow>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceMarketingFlowQueryOptions(financeMarketingFlowQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 从可提现余额转入营销资金（立即到账）；超过可提现余额时拒绝并说明金额。同一请求编号只生效一次。
 * @summary 营销资金充值
 */
export const financeMarketingRecharge = (
    financeMarketingRechargeBody: BodyType<FinanceMarketingRechargeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceMarketingSummaryEnvelope>(
      {url: `/xm-merchant/finance/marketing/recharge`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeMarketingRechargeBody, signal
    },
      options);
    }
  


export const getFinanceMarketingRechargeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeMarketingRecharge>>, TError,{data: BodyType<FinanceMarketingRechargeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeMarketingRecharge>>, TError,{data: BodyType<FinanceMarketingRechargeBody>}, TContext> => {

const mutationKey = ['financeMarketingRecharge'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeMarketingRecharge>>, {data: BodyType<FinanceMarketingRechargeBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeMarketingRecharge(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceMarketingRechargeMutationResult = NonNullable<Awaited<ReturnType<typeof financeMarketingRecharge>>>
    export type FinanceMarketingRechargeMutationBody = BodyType<FinanceMarketingRechargeBody>
    export type FinanceMarketingRechargeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 营销资金充值
 */
export const useFinanceMarketingRecharge = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeMarketingRecharge>>, TError,{data: BodyType<FinanceMarketingRechargeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeMarketingRecharge>>,
        TError,
        {data: BodyType<FinanceMarketingRechargeBody>},
        TContext
      > => {

      const mutationOptions = getFinanceMarketingRechargeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 可开票金额（平台收取的佣金与服务费减去已开票）、已开票、开票中与近 24 个月的明细。
 * @summary 开票概况
 */
export const financeInvoiceSummary = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoiceSummaryEnvelope>(
      {url: `/xm-merchant/finance/invoice/summary`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceInvoiceSummaryQueryKey = () => {
    return [
    `/xm-merchant/finance/invoice/summary`
    ] as const;
    }

    
export const getFinanceInvoiceSummaryQueryOptions = <TData = Awaited<ReturnType<typeof financeInvoiceSummary>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceInvoiceSummaryQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeInvoiceSummary>>> = ({ signal }) => financeInvoiceSummary(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceInvoiceSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceSummary>>>
export type FinanceInvoiceSummaryQueryError = ErrorType<ErrorResponse>


export function useFinanceInvoiceSummary<TData = Awaited<ReturnType<typeof financeInvoiceSummary>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceSummary>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceSummary<TData = Awaited<ReturnType<typeof financeInvoiceSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceSummary>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceSummary<TData = Awaited<ReturnType<typeof financeInvoiceSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 开票概况
 */

export function useFinanceInvoiceSummary<TData = Awaited<ReturnType<typeof financeInvoiceSummary>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceSummary>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceInvoiceSummaryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 已保存的发票抬头；从未保存时 title 为 null。
 * @summary 获取发票抬头
 */
export const financeInvoiceTitleGet = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoiceTitleResultEnvelope>(
      {url: `/xm-merchant/finance/invoice/title/get`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceInvoiceTitleGetQueryKey = () => {
    return [
    `/xm-merchant/finance/invoice/title/get`
    ] as const;
    }

    
export const getFinanceInvoiceTitleGetQueryOptions = <TData = Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceInvoiceTitleGetQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeInvoiceTitleGet>>> = ({ signal }) => financeInvoiceTitleGet(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceInvoiceTitleGetQueryResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceTitleGet>>>
export type FinanceInvoiceTitleGetQueryError = ErrorType<ErrorResponse>


export function useFinanceInvoiceTitleGet<TData = Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceTitleGet>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceTitleGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceTitleGet<TData = Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceTitleGet>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceTitleGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceTitleGet<TData = Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 获取发票抬头
 */

export function useFinanceInvoiceTitleGet<TData = Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceTitleGet>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceInvoiceTitleGetQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 保存发票抬头（抬头、纳税人识别号、收票邮箱；专票另需注册地址、电话、开户银行与账号）。记入审计日志。
 * @summary 保存发票抬头
 */
export const financeInvoiceTitleSave = (
    financeInvoiceTitleBody: BodyType<FinanceInvoiceTitleBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoiceTitleResultEnvelope>(
      {url: `/xm-merchant/finance/invoice/title/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeInvoiceTitleBody, signal
    },
      options);
    }
  


export const getFinanceInvoiceTitleSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceTitleSave>>, TError,{data: BodyType<FinanceInvoiceTitleBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceTitleSave>>, TError,{data: BodyType<FinanceInvoiceTitleBody>}, TContext> => {

const mutationKey = ['financeInvoiceTitleSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeInvoiceTitleSave>>, {data: BodyType<FinanceInvoiceTitleBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeInvoiceTitleSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceInvoiceTitleSaveMutationResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceTitleSave>>>
    export type FinanceInvoiceTitleSaveMutationBody = BodyType<FinanceInvoiceTitleBody>
    export type FinanceInvoiceTitleSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存发票抬头
 */
export const useFinanceInvoiceTitleSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceTitleSave>>, TError,{data: BodyType<FinanceInvoiceTitleBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeInvoiceTitleSave>>,
        TError,
        {data: BodyType<FinanceInvoiceTitleBody>},
        TContext
      > => {

      const mutationOptions = getFinanceInvoiceTitleSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按月份申请电子普通发票或专用发票，金额为所选月份可开票合计；未保存抬头、专票信息不全、所选月份无可开票金额或已在开票中时拒绝。
 * @summary 申请开票
 */
export const financeInvoiceApply = (
    financeInvoiceApplyBody: BodyType<FinanceInvoiceApplyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoiceEnvelope>(
      {url: `/xm-merchant/finance/invoice/apply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeInvoiceApplyBody, signal
    },
      options);
    }
  


export const getFinanceInvoiceApplyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceApply>>, TError,{data: BodyType<FinanceInvoiceApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceApply>>, TError,{data: BodyType<FinanceInvoiceApplyBody>}, TContext> => {

const mutationKey = ['financeInvoiceApply'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeInvoiceApply>>, {data: BodyType<FinanceInvoiceApplyBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeInvoiceApply(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceInvoiceApplyMutationResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceApply>>>
    export type FinanceInvoiceApplyMutationBody = BodyType<FinanceInvoiceApplyBody>
    export type FinanceInvoiceApplyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 申请开票
 */
export const useFinanceInvoiceApply = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceApply>>, TError,{data: BodyType<FinanceInvoiceApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeInvoiceApply>>,
        TError,
        {data: BodyType<FinanceInvoiceApplyBody>},
        TContext
      > => {

      const mutationOptions = getFinanceInvoiceApplyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 开票申请与状态（待开票、已开票、已驳回、已红冲），按申请时间倒序，游标分页。
 * @summary 开票记录
 */
export const financeInvoiceList = (
    financeInvoiceQuery: BodyType<FinanceInvoiceQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoicePageEnvelope>(
      {url: `/xm-merchant/finance/invoice/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeInvoiceQuery, signal
    },
      options);
    }
  



export const getFinanceInvoiceListQueryKey = (financeInvoiceQuery?: FinanceInvoiceQuery,) => {
    return [
    `/xm-merchant/finance/invoice/list`, financeInvoiceQuery
    ] as const;
    }

    
export const getFinanceInvoiceListQueryOptions = <TData = Awaited<ReturnType<typeof financeInvoiceList>>, TError = ErrorType<ErrorResponse>>(financeInvoiceQuery: FinanceInvoiceQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceInvoiceListQueryKey(financeInvoiceQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeInvoiceList>>> = ({ signal }) => financeInvoiceList(financeInvoiceQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceInvoiceListQueryResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceList>>>
export type FinanceInvoiceListQueryError = ErrorType<ErrorResponse>


export function useFinanceInvoiceList<TData = Awaited<ReturnType<typeof financeInvoiceList>>, TError = ErrorType<ErrorResponse>>(
 financeInvoiceQuery: FinanceInvoiceQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceList>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceList<TData = Awaited<ReturnType<typeof financeInvoiceList>>, TError = ErrorType<ErrorResponse>>(
 financeInvoiceQuery: FinanceInvoiceQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeInvoiceList>>,
          TError,
          Awaited<ReturnType<typeof financeInvoiceList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceInvoiceList<TData = Awaited<ReturnType<typeof financeInvoiceList>>, TError = ErrorType<ErrorResponse>>(
 financeInvoiceQuery: FinanceInvoiceQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 开票记录
 */

export function useFinanceInvoiceList<TData = Awaited<ReturnType<typeof financeInvoiceList>>, TError = ErrorType<ErrorResponse>>(
 financeInvoiceQuery: FinanceInvoiceQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeInvoiceList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceInvoiceListQueryOptions(financeInvoiceQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 对已开具的发票开具红字发票冲销（电子发票即时红冲），状态变为已红冲，对应金额可重新申请开票。只有已开票的可以红冲。
 * @summary 申请红冲
 */
export const financeInvoiceRed = (
    financeInvoiceRedBody: BodyType<FinanceInvoiceRedBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceInvoiceEnvelope>(
      {url: `/xm-merchant/finance/invoice/red`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeInvoiceRedBody, signal
    },
      options);
    }
  


export const getFinanceInvoiceRedMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceRed>>, TError,{data: BodyType<FinanceInvoiceRedBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceRed>>, TError,{data: BodyType<FinanceInvoiceRedBody>}, TContext> => {

const mutationKey = ['financeInvoiceRed'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeInvoiceRed>>, {data: BodyType<FinanceInvoiceRedBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeInvoiceRed(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceInvoiceRedMutationResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceRed>>>
    export type FinanceInvoiceRedMutationBody = BodyType<FinanceInvoiceRedBody>
    export type FinanceInvoiceRedMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 申请红冲
 */
export const useFinanceInvoiceRed = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceRed>>, TError,{data: BodyType<FinanceInvoiceRedBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeInvoiceRed>>,
        TError,
        {data: BodyType<FinanceInvoiceRedBody>},
        TContext
      > => {

      const mutationOptions = getFinanceInvoiceRedMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 下载已开具（或已红冲）的电子发票文件（PDF，Base64）；未开具时答复“发票尚未开具”。
 * @summary 下载发票
 */
export const financeInvoiceDownload = (
    financeInvoiceIdBody: BodyType<FinanceInvoiceIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceFileEnvelope>(
      {url: `/xm-merchant/finance/invoice/download`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeInvoiceIdBody, signal
    },
      options);
    }
  


export const getFinanceInvoiceDownloadMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceDownload>>, TError,{data: BodyType<FinanceInvoiceIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceDownload>>, TError,{data: BodyType<FinanceInvoiceIdBody>}, TContext> => {

const mutationKey = ['financeInvoiceDownload'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeInvoiceDownload>>, {data: BodyType<FinanceInvoiceIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeInvoiceDownload(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceInvoiceDownloadMutationResult = NonNullable<Awaited<ReturnType<typeof financeInvoiceDownload>>>
    export type FinanceInvoiceDownloadMutationBody = BodyType<FinanceInvoiceIdBody>
    export type FinanceInvoiceDownloadMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 下载发票
 */
export const useFinanceInvoiceDownload = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeInvoiceDownload>>, TError,{data: BodyType<FinanceInvoiceIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeInvoiceDownload>>,
        TError,
        {data: BodyType<FinanceInvoiceIdBody>},
        TContext
      > => {

      const mutationOptions = getFinanceInvoiceDownloadMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 普通或完税提现的规则检查与费用：最低金额、每天 1 次、有冻结或欠款时不能提现、手续费、代扣税费与预计到账时间；不能提现时 reasons 列出原因。完税提现仅个体工商户与小微商户（公司类型 2、3）可用。
 * @summary 提现预览
 */
export const financeWithdrawPreview = (
    financeWithdrawPreviewBody: BodyType<FinanceWithdrawPreviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceWithdrawPreviewEnvelope>(
      {url: `/xm-merchant/finance/withdraw/preview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeWithdrawPreviewBody, signal
    },
      options);
    }
  



export const getFinanceWithdrawPreviewQueryKey = (financeWithdrawPreviewBody?: FinanceWithdrawPreviewBody,) => {
    return [
    `/xm-merchant/finance/withdraw/preview`, financeWithdrawPreviewBody
    ] as const;
    }

    
export const getFinanceWithdrawPreviewQueryOptions = <TData = Awaited<ReturnType<typeof financeWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(financeWithdrawPreviewBody: FinanceWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceWithdrawPreviewQueryKey(financeWithdrawPreviewBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeWithdrawPreview>>> = ({ signal }) => financeWithdrawPreview(financeWithdrawPreviewBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceWithdrawPreviewQueryResult = NonNullable<Awaited<ReturnType<typeof financeWithdrawPreview>>>
export type FinanceWithdrawPreviewQueryError = ErrorType<ErrorResponse>


export function useFinanceWithdrawPreview<TData = Awaited<ReturnType<typeof financeWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawPreviewBody: FinanceWithdrawPreviewBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawPreview>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawPreview<TData = Awaited<ReturnType<typeof financeWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawPreviewBody: FinanceWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawPreview>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawPreview<TData = Awaited<ReturnType<typeof financeWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawPreviewBody: FinanceWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 提现预览
 */

export function useFinanceWithdrawPreview<TData = Awaited<ReturnType<typeof financeWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawPreviewBody: FinanceWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceWithdrawPreviewQueryOptions(financeWithdrawPreviewBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 向当前用户的手机发送提现验证码（6 位数字，10 分钟内有效，只能用一次）；每 60 秒至多 1 次。
 * @summary 获取提现验证码
 */
export const financeWithdrawSmsCode = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSmsSentEnvelope>(
      {url: `/xm-merchant/finance/withdraw/smsCode`, method: 'POST', signal
    },
      options);
    }
  


export const getFinanceWithdrawSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawSmsCode>>, TError,void, TContext> => {

const mutationKey = ['financeWithdrawSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeWithdrawSmsCode>>, void> = () => {
          

          return  financeWithdrawSmsCode(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceWithdrawSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof financeWithdrawSmsCode>>>
    
    export type FinanceWithdrawSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 获取提现验证码
 */
export const useFinanceWithdrawSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeWithdrawSmsCode>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getFinanceWithdrawSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 校验验证码与全部提现规则后，把金额从可提现转入提现中（一个数据库事务）；不满足时答复中文原因且不做任何修改，如“提现金额超过可提现余额 ¥1,234.00”。同一请求编号只生效一次。
 * @summary 提交提现
 */
export const financeWithdrawCreate = (
    financeWithdrawCreateBody: BodyType<FinanceWithdrawCreateBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceWithdrawalEnvelope>(
      {url: `/xm-merchant/finance/withdraw/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeWithdrawCreateBody, signal
    },
      options);
    }
  


export const getFinanceWithdrawCreateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawCreate>>, TError,{data: BodyType<FinanceWithdrawCreateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawCreate>>, TError,{data: BodyType<FinanceWithdrawCreateBody>}, TContext> => {

const mutationKey = ['financeWithdrawCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeWithdrawCreate>>, {data: BodyType<FinanceWithdrawCreateBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeWithdrawCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceWithdrawCreateMutationResult = NonNullable<Awaited<ReturnType<typeof financeWithdrawCreate>>>
    export type FinanceWithdrawCreateMutationBody = BodyType<FinanceWithdrawCreateBody>
    export type FinanceWithdrawCreateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交提现
 */
export const useFinanceWithdrawCreate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeWithdrawCreate>>, TError,{data: BodyType<FinanceWithdrawCreateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeWithdrawCreate>>,
        TError,
        {data: BodyType<FinanceWithdrawCreateBody>},
        TContext
      > => {

      const mutationOptions = getFinanceWithdrawCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 跨境企业提现到境外账户：规则检查、手续费、币种、汇率与外币到账金额、预计到账时间。
 * @summary 跨境提现预览
 */
export const financeCrossWithdrawPreview = (
    financeCrossWithdrawPreviewBody?: BodyType<FinanceCrossWithdrawPreviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceWithdrawPreviewEnvelope>(
      {url: `/xm-merchant/finance/withdraw/cross/preview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeCrossWithdrawPreviewBody, signal
    },
      options);
    }
  



export const getFinanceCrossWithdrawPreviewQueryKey = (financeCrossWithdrawPreviewBody?: FinanceCrossWithdrawPreviewBody,) => {
    return [
    `/xm-merchant/finance/withdraw/cross/preview`, financeCrossWithdrawPreviewBody
    ] as const;
    }

    
export const getFinanceCrossWithdrawPreviewQueryOptions = <TData = Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(financeCrossWithdrawPreviewBody?: FinanceCrossWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceCrossWithdrawPreviewQueryKey(financeCrossWithdrawPreviewBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>> = ({ signal }) => financeCrossWithdrawPreview(financeCrossWithdrawPreviewBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceCrossWithdrawPreviewQueryResult = NonNullable<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>>
export type FinanceCrossWithdrawPreviewQueryError = ErrorType<ErrorResponse>


export function useFinanceCrossWithdrawPreview<TData = Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeCrossWithdrawPreviewBody: undefined |  FinanceCrossWithdrawPreviewBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeCrossWithdrawPreview>>,
          TError,
          Awaited<ReturnType<typeof financeCrossWithdrawPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceCrossWithdrawPreview<TData = Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeCrossWithdrawPreviewBody?: FinanceCrossWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeCrossWithdrawPreview>>,
          TError,
          Awaited<ReturnType<typeof financeCrossWithdrawPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceCrossWithdrawPreview<TData = Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeCrossWithdrawPreviewBody?: FinanceCrossWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 跨境提现预览
 */

export function useFinanceCrossWithdrawPreview<TData = Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError = ErrorType<ErrorResponse>>(
 financeCrossWithdrawPreviewBody?: FinanceCrossWithdrawPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeCrossWithdrawPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceCrossWithdrawPreviewQueryOptions(financeCrossWithdrawPreviewBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按提交时的汇率提交跨境提现，规则与普通提现相同。同一请求编号只生效一次。
 * @summary 提交跨境提现
 */
export const financeCrossWithdrawCreate = (
    financeCrossWithdrawCreateBody: BodyType<FinanceCrossWithdrawCreateBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceWithdrawalEnvelope>(
      {url: `/xm-merchant/finance/withdraw/cross/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeCrossWithdrawCreateBody, signal
    },
      options);
    }
  


export const getFinanceCrossWithdrawCreateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeCrossWithdrawCreate>>, TError,{data: BodyType<FinanceCrossWithdrawCreateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeCrossWithdrawCreate>>, TError,{data: BodyType<FinanceCrossWithdrawCreateBody>}, TContext> => {

const mutationKey = ['financeCrossWithdrawCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeCrossWithdrawCreate>>, {data: BodyType<FinanceCrossWithdrawCreateBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeCrossWithdrawCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceCrossWithdrawCreateMutationResult = NonNullable<Awaited<ReturnType<typeof financeCrossWithdrawCreate>>>
    export type FinanceCrossWithdrawCreateMutationBody = BodyType<FinanceCrossWithdrawCreateBody>
    export type FinanceCrossWithdrawCreateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交跨境提现
 */
export const useFinanceCrossWithdrawCreate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeCrossWithdrawCreate>>, TError,{data: BodyType<FinanceCrossWithdrawCreateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeCrossWithdrawCreate>>,
        TError,
        {data: BodyType<FinanceCrossWithdrawCreateBody>},
        TContext
      > => {

      const mutationOptions = getFinanceCrossWithdrawCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 提现记录与状态（处理中、已到账、失败已退回），按申请时间倒序，游标分页；可按提现方式与状态筛选。
 * @summary 提现记录
 */
export const financeWithdrawList = (
    financeWithdrawQuery: BodyType<FinanceWithdrawQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceWithdrawPageEnvelope>(
      {url: `/xm-merchant/finance/withdraw/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeWithdrawQuery, signal
    },
      options);
    }
  



export const getFinanceWithdrawListQueryKey = (financeWithdrawQuery?: FinanceWithdrawQuery,) => {
    return [
    `/xm-merchant/finance/withdraw/list`, financeWithdrawQuery
    ] as const;
    }

    
export const getFinanceWithdrawListQueryOptions = <TData = Awaited<ReturnType<typeof financeWithdrawList>>, TError = ErrorType<ErrorResponse>>(financeWithdrawQuery: FinanceWithdrawQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceWithdrawListQueryKey(financeWithdrawQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeWithdrawList>>> = ({ signal }) => financeWithdrawList(financeWithdrawQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceWithdrawListQueryResult = NonNullable<Awaited<ReturnType<typeof financeWithdrawList>>>
export type FinanceWithdrawListQueryError = ErrorType<ErrorResponse>


export function useFinanceWithdrawList<TData = Awaited<ReturnType<typeof financeWithdrawList>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawQuery: FinanceWithdrawQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawList>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawList<TData = Awaited<ReturnType<typeof financeWithdrawList>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawQuery: FinanceWithdrawQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawList>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawList<TData = Awaited<ReturnType<typeof financeWithdrawList>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawQuery: FinanceWithdrawQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 提现记录
 */

export function useFinanceWithdrawList<TData = Awaited<ReturnType<typeof financeWithdrawList>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawQuery: FinanceWithdrawQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceWithdrawListQueryOptions(financeWithdrawQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 完税提现的完税证明（代扣个人所得税）；非完税提现或尚未到账时答复中文原因。
 * @summary 完税证明
 */
export const financeWithdrawTaxCertificate = (
    financeWithdrawalIdBody: BodyType<FinanceWithdrawalIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceTaxCertificateEnvelope>(
      {url: `/xm-merchant/finance/withdraw/taxCertificate`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeWithdrawalIdBody, signal
    },
      options);
    }
  



export const getFinanceWithdrawTaxCertificateQueryKey = (financeWithdrawalIdBody?: FinanceWithdrawalIdBody,) => {
    return [
    `/xm-merchant/finance/withdraw/taxCertificate`, financeWithdrawalIdBody
    ] as const;
    }

    
export const getFinanceWithdrawTaxCertificateQueryOptions = <TData = Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError = ErrorType<ErrorResponse>>(financeWithdrawalIdBody: FinanceWithdrawalIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceWithdrawTaxCertificateQueryKey(financeWithdrawalIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>> = ({ signal }) => financeWithdrawTaxCertificate(financeWithdrawalIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceWithdrawTaxCertificateQueryResult = NonNullable<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>>
export type FinanceWithdrawTaxCertificateQueryError = ErrorType<ErrorResponse>


export function useFinanceWithdrawTaxCertificate<TData = Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawalIdBody: FinanceWithdrawalIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawTaxCertificate<TData = Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawalIdBody: FinanceWithdrawalIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>,
          TError,
          Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceWithdrawTaxCertificate<TData = Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawalIdBody: FinanceWithdrawalIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 完税证明
 */

export function useFinanceWithdrawTaxCertificate<TData = Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError = ErrorType<ErrorResponse>>(
 financeWithdrawalIdBody: FinanceWithdrawalIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeWithdrawTaxCertificate>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceWithdrawTaxCertificateQueryOptions(financeWithdrawalIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 结算银行账户（脱敏）、跨境企业的境外账户、可用的账户类型与开户名、负责人手机号与最近修改记录。
 * @summary 收款账户
 */
export const financeAccountDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceAccountDetailEnvelope>(
      {url: `/xm-merchant/finance/account/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceAccountDetailQueryKey = () => {
    return [
    `/xm-merchant/finance/account/detail`
    ] as const;
    }

    
export const getFinanceAccountDetailQueryOptions = <TData = Awaited<ReturnType<typeof financeAccountDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceAccountDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeAccountDetail>>> = ({ signal }) => financeAccountDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceAccountDetailQueryResult = NonNullable<Awaited<ReturnType<typeof financeAccountDetail>>>
export type FinanceAccountDetailQueryError = ErrorType<ErrorResponse>


export function useFinanceAccountDetail<TData = Awaited<ReturnType<typeof financeAccountDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeAccountDetail>>,
          TError,
          Awaited<ReturnType<typeof financeAccountDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceAccountDetail<TData = Awaited<ReturnType<typeof financeAccountDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeAccountDetail>>,
          TError,
          Awaited<ReturnType<typeof financeAccountDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceAccountDetail<TData = Awaited<ReturnType<typeof financeAccountDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 收款账户
 */

export function useFinanceAccountDetail<TData = Awaited<ReturnType<typeof financeAccountDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeAccountDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceAccountDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 向店铺负责人的手机发送修改收款账户的验证码（6 位数字，10 分钟内有效）；每 60 秒至多 1 次。仅店铺负责人。
 * @summary 获取修改账户验证码
 */
export const financeAccountSmsCode = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSmsSentEnvelope>(
      {url: `/xm-merchant/finance/account/smsCode`, method: 'POST', signal
    },
      options);
    }
  


export const getFinanceAccountSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeAccountSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeAccountSmsCode>>, TError,void, TContext> => {

const mutationKey = ['financeAccountSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeAccountSmsCode>>, void> = () => {
          

          return  financeAccountSmsCode(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceAccountSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof financeAccountSmsCode>>>
    
    export type FinanceAccountSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 获取修改账户验证码
 */
export const useFinanceAccountSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeAccountSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeAccountSmsCode>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getFinanceAccountSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 仅店铺负责人；校验短信验证码、账户类型（企业与跨境企业须为对公账户）与开户名（须与营业执照名称或经营者姓名一致）后修改，记入审计日志（账号脱敏）。有处理中的提现时拒绝。
 * @summary 修改收款账户
 */
export const financeAccountUpdate = (
    financeAccountUpdateBody: BodyType<FinanceAccountUpdateBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceAccountDetailEnvelope>(
      {url: `/xm-merchant/finance/account/update`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeAccountUpdateBody, signal
    },
      options);
    }
  


export const getFinanceAccountUpdateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeAccountUpdate>>, TError,{data: BodyType<FinanceAccountUpdateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeAccountUpdate>>, TError,{data: BodyType<FinanceAccountUpdateBody>}, TContext> => {

const mutationKey = ['financeAccountUpdate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeAccountUpdate>>, {data: BodyType<FinanceAccountUpdateBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeAccountUpdate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceAccountUpdateMutationResult = NonNullable<Awaited<ReturnType<typeof financeAccountUpdate>>>
    export type FinanceAccountUpdateMutationBody = BodyType<FinanceAccountUpdateBody>
    export type FinanceAccountUpdateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改收款账户
 */
export const useFinanceAccountUpdate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeAccountUpdate>>, TError,{data: BodyType<FinanceAccountUpdateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeAccountUpdate>>,
        TError,
        {data: BodyType<FinanceAccountUpdateBody>},
        TContext
      > => {

      const mutationOptions = getFinanceAccountUpdateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 支付子账户的开户状态、资料与绑定的结算卡。
 * @summary 易宝账户
 */
export const financeYbDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceYbAccountEnvelope>(
      {url: `/xm-merchant/finance/account/yb/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getFinanceYbDetailQueryKey = () => {
    return [
    `/xm-merchant/finance/account/yb/detail`
    ] as const;
    }

    
export const getFinanceYbDetailQueryOptions = <TData = Awaited<ReturnType<typeof financeYbDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinanceYbDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof financeYbDetail>>> = ({ signal }) => financeYbDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinanceYbDetailQueryResult = NonNullable<Awaited<ReturnType<typeof financeYbDetail>>>
export type FinanceYbDetailQueryError = ErrorType<ErrorResponse>


export function useFinanceYbDetail<TData = Awaited<ReturnType<typeof financeYbDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeYbDetail>>,
          TError,
          Awaited<ReturnType<typeof financeYbDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceYbDetail<TData = Awaited<ReturnType<typeof financeYbDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof financeYbDetail>>,
          TError,
          Awaited<ReturnType<typeof financeYbDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinanceYbDetail<TData = Awaited<ReturnType<typeof financeYbDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 易宝账户
 */

export function useFinanceYbDetail<TData = Awaited<ReturnType<typeof financeYbDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof financeYbDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinanceYbDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 提交或在驳回后重新提交子账户开户资料，状态变为资料审核中；审核中或已开通时拒绝。仅店铺负责人，记入审计日志。
 * @summary 提交易宝开户资料
 */
export const financeYbSubmit = (
    financeYbSubmitBody: BodyType<FinanceYbSubmitBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceYbAccountEnvelope>(
      {url: `/xm-merchant/finance/account/yb/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: financeYbSubmitBody, signal
    },
      options);
    }
  


export const getFinanceYbSubmitMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeYbSubmit>>, TError,{data: BodyType<FinanceYbSubmitBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof financeYbSubmit>>, TError,{data: BodyType<FinanceYbSubmitBody>}, TContext> => {

const mutationKey = ['financeYbSubmit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof financeYbSubmit>>, {data: BodyType<FinanceYbSubmitBody>}> = (props) => {
          const {data} = props ?? {};

          return  financeYbSubmit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type FinanceYbSubmitMutationResult = NonNullable<Awaited<ReturnType<typeof financeYbSubmit>>>
    export type FinanceYbSubmitMutationBody = BodyType<FinanceYbSubmitBody>
    export type FinanceYbSubmitMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交易宝开户资料
 */
export const useFinanceYbSubmit = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof financeYbSubmit>>, TError,{data: BodyType<FinanceYbSubmitBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof financeYbSubmit>>,
        TError,
        {data: BodyType<FinanceYbSubmitBody>},
        TContext
      > => {

      const mutationOptions = getFinanceYbSubmitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    