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
  EmptyEnvelope,
  ErpAbutmentBody,
  ErpAbutmentDetailEnvelope,
  ErpAbutmentEnvelope,
  ErpAbutmentIdBody,
  ErpAlreadyAuthBody,
  ErpAuthConfirmBody,
  ErpAuthPreviewBody,
  ErpAuthPreviewEnvelope,
  ErpAuthResultEnvelope,
  ErpFormDetailEnvelope,
  ErpFormIdBody,
  ErpFormListQuery,
  ErpFormPageEnvelope,
  ErpGoodsCheckBody,
  ErpGoodsCheckResultEnvelope,
  ErpShopConfigEnvelope,
  ErpShopConfigUpdateBody,
  ErpVendorBody,
  ErrorResponse,
  WhitelistResultEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 查询本店在指定 ERP 服务商处的授权状态（从服务商授权页返回后轮询）。
 * @summary 查询 ERP 授权结果
 */
export const erpGetAuthResult = (
    erpVendorBody: BodyType<ErpVendorBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAuthResultEnvelope>(
      {url: `/xm-merchant/erp/getAuthResult`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpVendorBody, signal
    },
      options);
    }
  



export const getErpGetAuthResultQueryKey = (erpVendorBody?: ErpVendorBody,) => {
    return [
    `/xm-merchant/erp/getAuthResult`, erpVendorBody
    ] as const;
    }

    
export const getErpGetAuthResultQueryOptions = <TData = Awaited<ReturnType<typeof erpGetAuthResult>>, TError = ErrorType<ErrorResponse>>(erpVendorBody: ErpVendorBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpGetAuthResultQueryKey(erpVendorBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpGetAuthResult>>> = ({ signal }) => erpGetAuthResult(erpVendorBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpGetAuthResultQueryResult = NonNullable<Awaited<ReturnType<typeof erpGetAuthResult>>>
export type ErpGetAuthResultQueryError = ErrorType<ErrorResponse>


export function useErpGetAuthResult<TData = Awaited<ReturnType<typeof erpGetAuthResult>>, TError = ErrorType<ErrorResponse>>(
 erpVendorBody: ErpVendorBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpGetAuthResult>>,
          TError,
          Awaited<ReturnType<typeof erpGetAuthResult>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpGetAuthResult<TData = Awaited<ReturnType<typeof erpGetAuthResult>>, TError = ErrorType<ErrorResponse>>(
 erpVendorBody: ErpVendorBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpGetAuthResult>>,
          TError,
          Awaited<ReturnType<typeof erpGetAuthResult>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpGetAuthResult<TData = Awaited<ReturnType<typeof erpGetAuthResult>>, TError = ErrorType<ErrorResponse>>(
 erpVendorBody: ErpVendorBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 查询 ERP 授权结果
 */

export function useErpGetAuthResult<TData = Awaited<ReturnType<typeof erpGetAuthResult>>, TError = ErrorType<ErrorResponse>>(
 erpVendorBody: ErpVendorBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthResult>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpGetAuthResultQueryOptions(erpVendorBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * ERP 经开放接口 /open/v1/auth/request 发起授权后，把确认链接（/open/erp?vendor=…&state=…&code=…）交给商家；
带 state 与 authCode 时返回这次授权的 ERP、本店与所请求的授权范围，商家核对后调用 authConfirm。
不带 state 时返回该服务商的授权入口与默认授权范围（state 为空串）。

 * @summary 获取 ERP 授权预览
 */
export const erpGetAuthPreview = (
    erpAuthPreviewBody: BodyType<ErpAuthPreviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAuthPreviewEnvelope>(
      {url: `/xm-merchant/erp/getAuthPreview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAuthPreviewBody, signal
    },
      options);
    }
  



export const getErpGetAuthPreviewQueryKey = (erpAuthPreviewBody?: ErpAuthPreviewBody,) => {
    return [
    `/xm-merchant/erp/getAuthPreview`, erpAuthPreviewBody
    ] as const;
    }

    
export const getErpGetAuthPreviewQueryOptions = <TData = Awaited<ReturnType<typeof erpGetAuthPreview>>, TError = ErrorType<ErrorResponse>>(erpAuthPreviewBody: ErpAuthPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpGetAuthPreviewQueryKey(erpAuthPreviewBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpGetAuthPreview>>> = ({ signal }) => erpGetAuthPreview(erpAuthPreviewBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpGetAuthPreviewQueryResult = NonNullable<Awaited<ReturnType<typeof erpGetAuthPreview>>>
export type ErpGetAuthPreviewQueryError = ErrorType<ErrorResponse>


export function useErpGetAuthPreview<TData = Awaited<ReturnType<typeof erpGetAuthPreview>>, TError = ErrorType<ErrorResponse>>(
 erpAuthPreviewBody: ErpAuthPreviewBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpGetAuthPreview>>,
          TError,
          Awaited<ReturnType<typeof erpGetAuthPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpGetAuthPreview<TData = Awaited<ReturnType<typeof erpGetAuthPreview>>, TError = ErrorType<ErrorResponse>>(
 erpAuthPreviewBody: ErpAuthPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpGetAuthPreview>>,
          TError,
          Awaited<ReturnType<typeof erpGetAuthPreview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpGetAuthPreview<TData = Awaited<ReturnType<typeof erpGetAuthPreview>>, TError = ErrorType<ErrorResponse>>(
 erpAuthPreviewBody: ErpAuthPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 获取 ERP 授权预览
 */

export function useErpGetAuthPreview<TData = Awaited<ReturnType<typeof erpGetAuthPreview>>, TError = ErrorType<ErrorResponse>>(
 erpAuthPreviewBody: ErpAuthPreviewBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpGetAuthPreview>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpGetAuthPreviewQueryOptions(erpAuthPreviewBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 为 true 时前端追加虚拟权限键 common.open-erp，显示 ERP 开放平台菜单。
 * @summary 是否在 ERP 开放平台白名单
 */
export const erpInWhitelist = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<WhitelistResultEnvelope>(
      {url: `/xm-merchant/erp/inWhitelist`, method: 'POST', signal
    },
      options);
    }
  



export const getErpInWhitelistQueryKey = () => {
    return [
    `/xm-merchant/erp/inWhitelist`
    ] as const;
    }

    
export const getErpInWhitelistQueryOptions = <TData = Awaited<ReturnType<typeof erpInWhitelist>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpInWhitelistQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpInWhitelist>>> = ({ signal }) => erpInWhitelist(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpInWhitelistQueryResult = NonNullable<Awaited<ReturnType<typeof erpInWhitelist>>>
export type ErpInWhitelistQueryError = ErrorType<ErrorResponse>


export function useErpInWhitelist<TData = Awaited<ReturnType<typeof erpInWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpInWhitelist>>,
          TError,
          Awaited<ReturnType<typeof erpInWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpInWhitelist<TData = Awaited<ReturnType<typeof erpInWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpInWhitelist>>,
          TError,
          Awaited<ReturnType<typeof erpInWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpInWhitelist<TData = Awaited<ReturnType<typeof erpInWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 是否在 ERP 开放平台白名单
 */

export function useErpInWhitelist<TData = Awaited<ReturnType<typeof erpInWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpInWhitelistQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 为 true 时本店可开启 ERP 库存同步（ErpShopConfig.syncStock）。
 * @summary 是否在 ERP 库存同步白名单
 */
export const erpInInventoryWhitelist = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<WhitelistResultEnvelope>(
      {url: `/xm-merchant/erp/inInventoryWhitelist`, method: 'POST', signal
    },
      options);
    }
  



export const getErpInInventoryWhitelistQueryKey = () => {
    return [
    `/xm-merchant/erp/inInventoryWhitelist`
    ] as const;
    }

    
export const getErpInInventoryWhitelistQueryOptions = <TData = Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpInInventoryWhitelistQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpInInventoryWhitelist>>> = ({ signal }) => erpInInventoryWhitelist(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpInInventoryWhitelistQueryResult = NonNullable<Awaited<ReturnType<typeof erpInInventoryWhitelist>>>
export type ErpInInventoryWhitelistQueryError = ErrorType<ErrorResponse>


export function useErpInInventoryWhitelist<TData = Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpInInventoryWhitelist>>,
          TError,
          Awaited<ReturnType<typeof erpInInventoryWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpInInventoryWhitelist<TData = Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpInInventoryWhitelist>>,
          TError,
          Awaited<ReturnType<typeof erpInInventoryWhitelist>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpInInventoryWhitelist<TData = Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 是否在 ERP 库存同步白名单
 */

export function useErpInInventoryWhitelist<TData = Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpInInventoryWhitelist>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpInInventoryWhitelistQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 返回本店的 ERP 对接与同步配置；尚未对接时返回默认配置（各同步开关为 false）。
 * @summary 查看店铺 ERP 同步配置
 */
export const erpShopConfigDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpShopConfigEnvelope>(
      {url: `/xm-merchant/erp/erpShopConfigDetail`, method: 'POST', signal
    },
      options);
    }
  



export const getErpShopConfigDetailQueryKey = () => {
    return [
    `/xm-merchant/erp/erpShopConfigDetail`
    ] as const;
    }

    
export const getErpShopConfigDetailQueryOptions = <TData = Awaited<ReturnType<typeof erpShopConfigDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpShopConfigDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpShopConfigDetail>>> = ({ signal }) => erpShopConfigDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpShopConfigDetailQueryResult = NonNullable<Awaited<ReturnType<typeof erpShopConfigDetail>>>
export type ErpShopConfigDetailQueryError = ErrorType<ErrorResponse>


export function useErpShopConfigDetail<TData = Awaited<ReturnType<typeof erpShopConfigDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpShopConfigDetail>>,
          TError,
          Awaited<ReturnType<typeof erpShopConfigDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpShopConfigDetail<TData = Awaited<ReturnType<typeof erpShopConfigDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpShopConfigDetail>>,
          TError,
          Awaited<ReturnType<typeof erpShopConfigDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpShopConfigDetail<TData = Awaited<ReturnType<typeof erpShopConfigDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 查看店铺 ERP 同步配置
 */

export function useErpShopConfigDetail<TData = Awaited<ReturnType<typeof erpShopConfigDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpShopConfigDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpShopConfigDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 提交对接申请，生成一张对接申请单（见 form/list）与对接记录，状态为 1（已申请待受理）。
已有进行中或已完成的对接时拒绝。跨境清关对接（abutmentType 2）仅限跨境公司。

 * @summary 申请 ERP / 跨境清关对接
 */
export const erpAbutment = (
    erpAbutmentBody: BodyType<ErpAbutmentBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAbutmentEnvelope>(
      {url: `/xm-merchant/erp/abutmentErp`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAbutmentBody, signal
    },
      options);
    }
  


export const getErpAbutmentMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpAbutment>>, TError,{data: BodyType<ErpAbutmentBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpAbutment>>, TError,{data: BodyType<ErpAbutmentBody>}, TContext> => {

const mutationKey = ['erpAbutment'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpAbutment>>, {data: BodyType<ErpAbutmentBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpAbutment(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpAbutmentMutationResult = NonNullable<Awaited<ReturnType<typeof erpAbutment>>>
    export type ErpAbutmentMutationBody = BodyType<ErpAbutmentBody>
    export type ErpAbutmentMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 申请 ERP / 跨境清关对接
 */
export const useErpAbutment = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpAbutment>>, TError,{data: BodyType<ErpAbutmentBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpAbutment>>,
        TError,
        {data: BodyType<ErpAbutmentBody>},
        TContext
      > => {

      const mutationOptions = getErpAbutmentMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 撤销尚未完成的对接（状态 1、2、3），撤销后状态为 5（已撤销）。已对接的请用 unbind 解绑。
 * @summary 撤销对接申请
 */
export const erpCancelAbutment = (
    erpAbutmentIdBody: BodyType<ErpAbutmentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAbutmentEnvelope>(
      {url: `/xm-merchant/erp/cancelAbutment`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAbutmentIdBody, signal
    },
      options);
    }
  


export const getErpCancelAbutmentMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpCancelAbutment>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpCancelAbutment>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext> => {

const mutationKey = ['erpCancelAbutment'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpCancelAbutment>>, {data: BodyType<ErpAbutmentIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpCancelAbutment(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpCancelAbutmentMutationResult = NonNullable<Awaited<ReturnType<typeof erpCancelAbutment>>>
    export type ErpCancelAbutmentMutationBody = BodyType<ErpAbutmentIdBody>
    export type ErpCancelAbutmentMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 撤销对接申请
 */
export const useErpCancelAbutment = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpCancelAbutment>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpCancelAbutment>>,
        TError,
        {data: BodyType<ErpAbutmentIdBody>},
        TContext
      > => {

      const mutationOptions = getErpCancelAbutmentMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 返回本店当前（最近一次）的对接记录；从未申请过时 data 为 null。
 * @summary 查看当前对接记录
 */
export const erpAbutmentDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAbutmentDetailEnvelope>(
      {url: `/xm-merchant/erp/abutmentDetail`, method: 'POST', signal
    },
      options);
    }
  



export const getErpAbutmentDetailQueryKey = () => {
    return [
    `/xm-merchant/erp/abutmentDetail`
    ] as const;
    }

    
export const getErpAbutmentDetailQueryOptions = <TData = Awaited<ReturnType<typeof erpAbutmentDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpAbutmentDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpAbutmentDetail>>> = ({ signal }) => erpAbutmentDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpAbutmentDetailQueryResult = NonNullable<Awaited<ReturnType<typeof erpAbutmentDetail>>>
export type ErpAbutmentDetailQueryError = ErrorType<ErrorResponse>


export function useErpAbutmentDetail<TData = Awaited<ReturnType<typeof erpAbutmentDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpAbutmentDetail>>,
          TError,
          Awaited<ReturnType<typeof erpAbutmentDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpAbutmentDetail<TData = Awaited<ReturnType<typeof erpAbutmentDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpAbutmentDetail>>,
          TError,
          Awaited<ReturnType<typeof erpAbutmentDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpAbutmentDetail<TData = Awaited<ReturnType<typeof erpAbutmentDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 查看当前对接记录
 */

export function useErpAbutmentDetail<TData = Awaited<ReturnType<typeof erpAbutmentDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpAbutmentDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpAbutmentDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 服务商配置完成（状态 3 待商家确认）后，商家核对无误并确认，状态变为 4（已对接），开始按配置同步。
 * @summary 商家确认对接完成
 */
export const erpMerchantConfirm = (
    erpAbutmentIdBody: BodyType<ErpAbutmentIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAbutmentEnvelope>(
      {url: `/xm-merchant/erp/merchantConfirm`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAbutmentIdBody, signal
    },
      options);
    }
  


export const getErpMerchantConfirmMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirm>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirm>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext> => {

const mutationKey = ['erpMerchantConfirm'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpMerchantConfirm>>, {data: BodyType<ErpAbutmentIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpMerchantConfirm(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpMerchantConfirmMutationResult = NonNullable<Awaited<ReturnType<typeof erpMerchantConfirm>>>
    export type ErpMerchantConfirmMutationBody = BodyType<ErpAbutmentIdBody>
    export type ErpMerchantConfirmMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 商家确认对接完成
 */
export const useErpMerchantConfirm = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirm>>, TError,{data: BodyType<ErpAbutmentIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpMerchantConfirm>>,
        TError,
        {data: BodyType<ErpAbutmentIdBody>},
        TContext
      > => {

      const mutationOptions = getErpMerchantConfirmMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 从 ERP 服务商授权页回跳后，携带服务商返回的授权码与 state 完成授权。
 * @summary 确认 ERP 授权（授权回调）
 */
export const erpAuthConfirm = (
    erpAuthConfirmBody: BodyType<ErpAuthConfirmBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAuthResultEnvelope>(
      {url: `/xm-merchant/erp/authConfirm`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAuthConfirmBody, signal
    },
      options);
    }
  


export const getErpAuthConfirmMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpAuthConfirm>>, TError,{data: BodyType<ErpAuthConfirmBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpAuthConfirm>>, TError,{data: BodyType<ErpAuthConfirmBody>}, TContext> => {

const mutationKey = ['erpAuthConfirm'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpAuthConfirm>>, {data: BodyType<ErpAuthConfirmBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpAuthConfirm(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpAuthConfirmMutationResult = NonNullable<Awaited<ReturnType<typeof erpAuthConfirm>>>
    export type ErpAuthConfirmMutationBody = BodyType<ErpAuthConfirmBody>
    export type ErpAuthConfirmMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 确认 ERP 授权（授权回调）
 */
export const useErpAuthConfirm = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpAuthConfirm>>, TError,{data: BodyType<ErpAuthConfirmBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpAuthConfirm>>,
        TError,
        {data: BodyType<ErpAuthConfirmBody>},
        TContext
      > => {

      const mutationOptions = getErpAuthConfirmMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 修改同步开关与仓库等配置。开启库存同步要求本店在库存同步白名单内。
 * @summary 修改店铺 ERP 同步配置
 */
export const erpUpdateShopConfig = (
    erpShopConfigUpdateBody: BodyType<ErpShopConfigUpdateBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpShopConfigEnvelope>(
      {url: `/xm-merchant/erp/updateErpShopConfig`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpShopConfigUpdateBody, signal
    },
      options);
    }
  


export const getErpUpdateShopConfigMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpUpdateShopConfig>>, TError,{data: BodyType<ErpShopConfigUpdateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpUpdateShopConfig>>, TError,{data: BodyType<ErpShopConfigUpdateBody>}, TContext> => {

const mutationKey = ['erpUpdateShopConfig'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpUpdateShopConfig>>, {data: BodyType<ErpShopConfigUpdateBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpUpdateShopConfig(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpUpdateShopConfigMutationResult = NonNullable<Awaited<ReturnType<typeof erpUpdateShopConfig>>>
    export type ErpUpdateShopConfigMutationBody = BodyType<ErpShopConfigUpdateBody>
    export type ErpUpdateShopConfigMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改店铺 ERP 同步配置
 */
export const useErpUpdateShopConfig = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpUpdateShopConfig>>, TError,{data: BodyType<ErpShopConfigUpdateBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpUpdateShopConfig>>,
        TError,
        {data: BodyType<ErpShopConfigUpdateBody>},
        TContext
      > => {

      const mutationOptions = getErpUpdateShopConfigMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 检查本店商品 SKU 的商家编码能否与 ERP 中的商品对应（缺失、重复、ERP 中不存在）。
 * @summary 检查商品 ERP 编码
 */
export const erpCheckGoodsInfo = (
    erpGoodsCheckBody: BodyType<ErpGoodsCheckBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpGoodsCheckResultEnvelope>(
      {url: `/xm-merchant/erp/checkErpGoodsInfo`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpGoodsCheckBody, signal
    },
      options);
    }
  



export const getErpCheckGoodsInfoQueryKey = (erpGoodsCheckBody?: ErpGoodsCheckBody,) => {
    return [
    `/xm-merchant/erp/checkErpGoodsInfo`, erpGoodsCheckBody
    ] as const;
    }

    
export const getErpCheckGoodsInfoQueryOptions = <TData = Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError = ErrorType<ErrorResponse>>(erpGoodsCheckBody: ErpGoodsCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpCheckGoodsInfoQueryKey(erpGoodsCheckBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpCheckGoodsInfo>>> = ({ signal }) => erpCheckGoodsInfo(erpGoodsCheckBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpCheckGoodsInfoQueryResult = NonNullable<Awaited<ReturnType<typeof erpCheckGoodsInfo>>>
export type ErpCheckGoodsInfoQueryError = ErrorType<ErrorResponse>


export function useErpCheckGoodsInfo<TData = Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError = ErrorType<ErrorResponse>>(
 erpGoodsCheckBody: ErpGoodsCheckBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpCheckGoodsInfo>>,
          TError,
          Awaited<ReturnType<typeof erpCheckGoodsInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpCheckGoodsInfo<TData = Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError = ErrorType<ErrorResponse>>(
 erpGoodsCheckBody: ErpGoodsCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpCheckGoodsInfo>>,
          TError,
          Awaited<ReturnType<typeof erpCheckGoodsInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpCheckGoodsInfo<TData = Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError = ErrorType<ErrorResponse>>(
 erpGoodsCheckBody: ErpGoodsCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 检查商品 ERP 编码
 */

export function useErpCheckGoodsInfo<TData = Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError = ErrorType<ErrorResponse>>(
 erpGoodsCheckBody: ErpGoodsCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpCheckGoodsInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpCheckGoodsInfoQueryOptions(erpGoodsCheckBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 解除与指定 ERP 服务商的授权与对接，停止全部同步；对接记录状态变为 0（未对接）。
 * @summary 解绑 ERP
 */
export const erpUnbind = (
    erpVendorBody: BodyType<ErpVendorBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/erp/unbind`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpVendorBody, signal
    },
      options);
    }
  


export const getErpUnbindMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpUnbind>>, TError,{data: BodyType<ErpVendorBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpUnbind>>, TError,{data: BodyType<ErpVendorBody>}, TContext> => {

const mutationKey = ['erpUnbind'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpUnbind>>, {data: BodyType<ErpVendorBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpUnbind(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpUnbindMutationResult = NonNullable<Awaited<ReturnType<typeof erpUnbind>>>
    export type ErpUnbindMutationBody = BodyType<ErpVendorBody>
    export type ErpUnbindMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 解绑 ERP
 */
export const useErpUnbind = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpUnbind>>, TError,{data: BodyType<ErpVendorBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpUnbind>>,
        TError,
        {data: BodyType<ErpVendorBody>},
        TContext
      > => {

      const mutationOptions = getErpUnbindMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 分页查询本店提交过的对接申请单（ERP 对接与跨境清关对接），按创建时间倒序。
 * @summary 对接申请单列表
 */
export const erpFormList = (
    erpFormListQuery: BodyType<ErpFormListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpFormPageEnvelope>(
      {url: `/xm-merchant/erp/form/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpFormListQuery, signal
    },
      options);
    }
  



export const getErpFormListQueryKey = (erpFormListQuery?: ErpFormListQuery,) => {
    return [
    `/xm-merchant/erp/form/list`, erpFormListQuery
    ] as const;
    }

    
export const getErpFormListQueryOptions = <TData = Awaited<ReturnType<typeof erpFormList>>, TError = ErrorType<ErrorResponse>>(erpFormListQuery: ErpFormListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpFormListQueryKey(erpFormListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpFormList>>> = ({ signal }) => erpFormList(erpFormListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpFormListQueryResult = NonNullable<Awaited<ReturnType<typeof erpFormList>>>
export type ErpFormListQueryError = ErrorType<ErrorResponse>


export function useErpFormList<TData = Awaited<ReturnType<typeof erpFormList>>, TError = ErrorType<ErrorResponse>>(
 erpFormListQuery: ErpFormListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpFormList>>,
          TError,
          Awaited<ReturnType<typeof erpFormList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpFormList<TData = Awaited<ReturnType<typeof erpFormList>>, TError = ErrorType<ErrorResponse>>(
 erpFormListQuery: ErpFormListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpFormList>>,
          TError,
          Awaited<ReturnType<typeof erpFormList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpFormList<TData = Awaited<ReturnType<typeof erpFormList>>, TError = ErrorType<ErrorResponse>>(
 erpFormListQuery: ErpFormListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 对接申请单列表
 */

export function useErpFormList<TData = Awaited<ReturnType<typeof erpFormList>>, TError = ErrorType<ErrorResponse>>(
 erpFormListQuery: ErpFormListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpFormListQueryOptions(erpFormListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 查看一张对接申请单的详情与处理记录。
 * @summary 对接申请单详情
 */
export const erpFormInfo = (
    erpFormIdBody: BodyType<ErpFormIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpFormDetailEnvelope>(
      {url: `/xm-merchant/erp/form/info`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpFormIdBody, signal
    },
      options);
    }
  



export const getErpFormInfoQueryKey = (erpFormIdBody?: ErpFormIdBody,) => {
    return [
    `/xm-merchant/erp/form/info`, erpFormIdBody
    ] as const;
    }

    
export const getErpFormInfoQueryOptions = <TData = Awaited<ReturnType<typeof erpFormInfo>>, TError = ErrorType<ErrorResponse>>(erpFormIdBody: ErpFormIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getErpFormInfoQueryKey(erpFormIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof erpFormInfo>>> = ({ signal }) => erpFormInfo(erpFormIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ErpFormInfoQueryResult = NonNullable<Awaited<ReturnType<typeof erpFormInfo>>>
export type ErpFormInfoQueryError = ErrorType<ErrorResponse>


export function useErpFormInfo<TData = Awaited<ReturnType<typeof erpFormInfo>>, TError = ErrorType<ErrorResponse>>(
 erpFormIdBody: ErpFormIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpFormInfo>>,
          TError,
          Awaited<ReturnType<typeof erpFormInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpFormInfo<TData = Awaited<ReturnType<typeof erpFormInfo>>, TError = ErrorType<ErrorResponse>>(
 erpFormIdBody: ErpFormIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof erpFormInfo>>,
          TError,
          Awaited<ReturnType<typeof erpFormInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useErpFormInfo<TData = Awaited<ReturnType<typeof erpFormInfo>>, TError = ErrorType<ErrorResponse>>(
 erpFormIdBody: ErpFormIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 对接申请单详情
 */

export function useErpFormInfo<TData = Awaited<ReturnType<typeof erpFormInfo>>, TError = ErrorType<ErrorResponse>>(
 erpFormIdBody: ErpFormIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof erpFormInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getErpFormInfoQueryOptions(erpFormIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 服务商无授权回调时，商家在 ERP 后台完成授权后手动确认；平台随后核验，授权状态变为 1（授权中）或 2（已授权）。
 * @summary 商家确认已在 ERP 完成授权
 */
export const erpMerchantConfirmAlreadyAuth = (
    erpAlreadyAuthBody: BodyType<ErpAlreadyAuthBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ErpAuthResultEnvelope>(
      {url: `/xm-merchant/erp/merchantConfirmAlreadyAuth`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: erpAlreadyAuthBody, signal
    },
      options);
    }
  


export const getErpMerchantConfirmAlreadyAuthMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>, TError,{data: BodyType<ErpAlreadyAuthBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>, TError,{data: BodyType<ErpAlreadyAuthBody>}, TContext> => {

const mutationKey = ['erpMerchantConfirmAlreadyAuth'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>, {data: BodyType<ErpAlreadyAuthBody>}> = (props) => {
          const {data} = props ?? {};

          return  erpMerchantConfirmAlreadyAuth(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ErpMerchantConfirmAlreadyAuthMutationResult = NonNullable<Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>>
    export type ErpMerchantConfirmAlreadyAuthMutationBody = BodyType<ErpAlreadyAuthBody>
    export type ErpMerchantConfirmAlreadyAuthMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 商家确认已在 ERP 完成授权
 */
export const useErpMerchantConfirmAlreadyAuth = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>, TError,{data: BodyType<ErpAlreadyAuthBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof erpMerchantConfirmAlreadyAuth>>,
        TError,
        {data: BodyType<ErpAlreadyAuthBody>},
        TContext
      > => {

      const mutationOptions = getErpMerchantConfirmAlreadyAuthMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    