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
  ErrorResponse,
  ShopAnnouncementIdBody,
  ShopAnnouncementListEnvelope,
  ShopAnnouncementSaveBody,
  ShopAnnouncementSavedEnvelope,
  ShopCampusTreeEnvelope,
  ShopDelayDeclareBody,
  ShopDelayIdBody,
  ShopDeliveryInfoEnvelope,
  ShopDeliveryInfoSaveBody,
  ShopFreightQuoteBody,
  ShopFreightQuoteEnvelope,
  ShopFreightTemplateDetailEnvelope,
  ShopFreightTemplateListEnvelope,
  ShopFreightTemplateSaveBody,
  ShopInfoEnvelope,
  ShopInfoSaveBody,
  ShopRegionTreeEnvelope,
  ShopTemplateIdBody,
  ShopTemplateSavedEnvelope,
  ShopTrademarkIdBody,
  ShopTrademarkListEnvelope,
  ShopTrademarkSaveBody
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 本店全部运费模板，默认模板在前，附使用的商品数与一句话运费说明。
 * @summary 运费模板列表
 */
export const shopFreightTemplateList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopFreightTemplateListEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/list`, method: 'POST', signal
    },
      options);
    }
  



export const getShopFreightTemplateListQueryKey = () => {
    return [
    `/xm-merchant/shop/freightTemplate/list`
    ] as const;
    }

    
export const getShopFreightTemplateListQueryOptions = <TData = Awaited<ReturnType<typeof shopFreightTemplateList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopFreightTemplateListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopFreightTemplateList>>> = ({ signal }) => shopFreightTemplateList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopFreightTemplateListQueryResult = NonNullable<Awaited<ReturnType<typeof shopFreightTemplateList>>>
export type ShopFreightTemplateListQueryError = ErrorType<ErrorResponse>


export function useShopFreightTemplateList<TData = Awaited<ReturnType<typeof shopFreightTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightTemplateList>>,
          TError,
          Awaited<ReturnType<typeof shopFreightTemplateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightTemplateList<TData = Awaited<ReturnType<typeof shopFreightTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightTemplateList>>,
          TError,
          Awaited<ReturnType<typeof shopFreightTemplateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightTemplateList<TData = Awaited<ReturnType<typeof shopFreightTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 运费模板列表
 */

export function useShopFreightTemplateList<TData = Awaited<ReturnType<typeof shopFreightTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopFreightTemplateListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个运费模板及其指定地区、校园配送区（含配送时段）。
 * @summary 运费模板详情
 */
export const shopFreightTemplateDetail = (
    shopTemplateIdBody: BodyType<ShopTemplateIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopFreightTemplateDetailEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopTemplateIdBody, signal
    },
      options);
    }
  



export const getShopFreightTemplateDetailQueryKey = (shopTemplateIdBody?: ShopTemplateIdBody,) => {
    return [
    `/xm-merchant/shop/freightTemplate/detail`, shopTemplateIdBody
    ] as const;
    }

    
export const getShopFreightTemplateDetailQueryOptions = <TData = Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError = ErrorType<ErrorResponse>>(shopTemplateIdBody: ShopTemplateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopFreightTemplateDetailQueryKey(shopTemplateIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopFreightTemplateDetail>>> = ({ signal }) => shopFreightTemplateDetail(shopTemplateIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopFreightTemplateDetailQueryResult = NonNullable<Awaited<ReturnType<typeof shopFreightTemplateDetail>>>
export type ShopFreightTemplateDetailQueryError = ErrorType<ErrorResponse>


export function useShopFreightTemplateDetail<TData = Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError = ErrorType<ErrorResponse>>(
 shopTemplateIdBody: ShopTemplateIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightTemplateDetail>>,
          TError,
          Awaited<ReturnType<typeof shopFreightTemplateDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightTemplateDetail<TData = Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError = ErrorType<ErrorResponse>>(
 shopTemplateIdBody: ShopTemplateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightTemplateDetail>>,
          TError,
          Awaited<ReturnType<typeof shopFreightTemplateDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightTemplateDetail<TData = Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError = ErrorType<ErrorResponse>>(
 shopTemplateIdBody: ShopTemplateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 运费模板详情
 */

export function useShopFreightTemplateDetail<TData = Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError = ErrorType<ErrorResponse>>(
 shopTemplateIdBody: ShopTemplateIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightTemplateDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopFreightTemplateDetailQueryOptions(shopTemplateIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 新建或修改运费模板。拒绝（中文提示）：同一模板内地区或校园配送范围重叠（同一代码选两次，或选了省又选其下的市区、选了校区又选其下的宿舍楼）、首件或续件为 0、配送时段结束不晚于开始或互相交叉、包邮模板带指定运费。设为默认时取消其他模板的默认。记审计（前后值）并发出事件 shopSetting.templateSaved。
 * @summary 保存运费模板
 */
export const shopFreightTemplateSave = (
    shopFreightTemplateSaveBody: BodyType<ShopFreightTemplateSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopTemplateSavedEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopFreightTemplateSaveBody, signal
    },
      options);
    }
  


export const getShopFreightTemplateSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSave>>, TError,{data: BodyType<ShopFreightTemplateSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSave>>, TError,{data: BodyType<ShopFreightTemplateSaveBody>}, TContext> => {

const mutationKey = ['shopFreightTemplateSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopFreightTemplateSave>>, {data: BodyType<ShopFreightTemplateSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopFreightTemplateSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopFreightTemplateSaveMutationResult = NonNullable<Awaited<ReturnType<typeof shopFreightTemplateSave>>>
    export type ShopFreightTemplateSaveMutationBody = BodyType<ShopFreightTemplateSaveBody>
    export type ShopFreightTemplateSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存运费模板
 */
export const useShopFreightTemplateSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSave>>, TError,{data: BodyType<ShopFreightTemplateSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopFreightTemplateSave>>,
        TError,
        {data: BodyType<ShopFreightTemplateSaveBody>},
        TContext
      > => {

      const mutationOptions = getShopFreightTemplateSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除一个运费模板；有商品使用或是默认模板时拒绝。记审计。
 * @summary 删除运费模板
 */
export const shopFreightTemplateDelete = (
    shopTemplateIdBody: BodyType<ShopTemplateIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopTemplateIdBody, signal
    },
      options);
    }
  


export const getShopFreightTemplateDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateDelete>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateDelete>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext> => {

const mutationKey = ['shopFreightTemplateDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopFreightTemplateDelete>>, {data: BodyType<ShopTemplateIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopFreightTemplateDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopFreightTemplateDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof shopFreightTemplateDelete>>>
    export type ShopFreightTemplateDeleteMutationBody = BodyType<ShopTemplateIdBody>
    export type ShopFreightTemplateDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除运费模板
 */
export const useShopFreightTemplateDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateDelete>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopFreightTemplateDelete>>,
        TError,
        {data: BodyType<ShopTemplateIdBody>},
        TContext
      > => {

      const mutationOptions = getShopFreightTemplateDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 把一个模板设为发布商品时默认选中的模板。记审计。
 * @summary 设为默认模板
 */
export const shopFreightTemplateSetDefault = (
    shopTemplateIdBody: BodyType<ShopTemplateIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/setDefault`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopTemplateIdBody, signal
    },
      options);
    }
  


export const getShopFreightTemplateSetDefaultMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext> => {

const mutationKey = ['shopFreightTemplateSetDefault'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>, {data: BodyType<ShopTemplateIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopFreightTemplateSetDefault(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopFreightTemplateSetDefaultMutationResult = NonNullable<Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>>
    export type ShopFreightTemplateSetDefaultMutationBody = BodyType<ShopTemplateIdBody>
    export type ShopFreightTemplateSetDefaultMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 设为默认模板
 */
export const useShopFreightTemplateSetDefault = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>, TError,{data: BodyType<ShopTemplateIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopFreightTemplateSetDefault>>,
        TError,
        {data: BodyType<ShopTemplateIdBody>},
        TContext
      > => {

      const mutationOptions = getShopFreightTemplateSetDefaultMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 按一个模板试算一个包裹的运费（与订单运费同一算法）。
 * @summary 运费试算
 */
export const shopFreightQuote = (
    shopFreightQuoteBody: BodyType<ShopFreightQuoteBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopFreightQuoteEnvelope>(
      {url: `/xm-merchant/shop/freightTemplate/quote`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopFreightQuoteBody, signal
    },
      options);
    }
  



export const getShopFreightQuoteQueryKey = (shopFreightQuoteBody?: ShopFreightQuoteBody,) => {
    return [
    `/xm-merchant/shop/freightTemplate/quote`, shopFreightQuoteBody
    ] as const;
    }

    
export const getShopFreightQuoteQueryOptions = <TData = Awaited<ReturnType<typeof shopFreightQuote>>, TError = ErrorType<ErrorResponse>>(shopFreightQuoteBody: ShopFreightQuoteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopFreightQuoteQueryKey(shopFreightQuoteBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopFreightQuote>>> = ({ signal }) => shopFreightQuote(shopFreightQuoteBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopFreightQuoteQueryResult = NonNullable<Awaited<ReturnType<typeof shopFreightQuote>>>
export type ShopFreightQuoteQueryError = ErrorType<ErrorResponse>


export function useShopFreightQuote<TData = Awaited<ReturnType<typeof shopFreightQuote>>, TError = ErrorType<ErrorResponse>>(
 shopFreightQuoteBody: ShopFreightQuoteBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightQuote>>,
          TError,
          Awaited<ReturnType<typeof shopFreightQuote>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightQuote<TData = Awaited<ReturnType<typeof shopFreightQuote>>, TError = ErrorType<ErrorResponse>>(
 shopFreightQuoteBody: ShopFreightQuoteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopFreightQuote>>,
          TError,
          Awaited<ReturnType<typeof shopFreightQuote>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopFreightQuote<TData = Awaited<ReturnType<typeof shopFreightQuote>>, TError = ErrorType<ErrorResponse>>(
 shopFreightQuoteBody: ShopFreightQuoteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 运费试算
 */

export function useShopFreightQuote<TData = Awaited<ReturnType<typeof shopFreightQuote>>, TError = ErrorType<ErrorResponse>>(
 shopFreightQuoteBody: ShopFreightQuoteBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopFreightQuote>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopFreightQuoteQueryOptions(shopFreightQuoteBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 省、市、区县三级行政区划（服务端提供，前端按需加载）。
 * @summary 行政区划
 */
export const shopRegionTree = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopRegionTreeEnvelope>(
      {url: `/xm-merchant/shop/region/tree`, method: 'POST', signal
    },
      options);
    }
  



export const getShopRegionTreeQueryKey = () => {
    return [
    `/xm-merchant/shop/region/tree`
    ] as const;
    }

    
export const getShopRegionTreeQueryOptions = <TData = Awaited<ReturnType<typeof shopRegionTree>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopRegionTreeQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopRegionTree>>> = ({ signal }) => shopRegionTree(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopRegionTreeQueryResult = NonNullable<Awaited<ReturnType<typeof shopRegionTree>>>
export type ShopRegionTreeQueryError = ErrorType<ErrorResponse>


export function useShopRegionTree<TData = Awaited<ReturnType<typeof shopRegionTree>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopRegionTree>>,
          TError,
          Awaited<ReturnType<typeof shopRegionTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopRegionTree<TData = Awaited<ReturnType<typeof shopRegionTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopRegionTree>>,
          TError,
          Awaited<ReturnType<typeof shopRegionTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopRegionTree<TData = Awaited<ReturnType<typeof shopRegionTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 行政区划
 */

export function useShopRegionTree<TData = Awaited<ReturnType<typeof shopRegionTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopRegionTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopRegionTreeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 平台的学校 → 校区 → 宿舍楼目录，用于校园配送区。
 * @summary 校园目录
 */
export const shopCampusTree = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopCampusTreeEnvelope>(
      {url: `/xm-merchant/shop/campus/tree`, method: 'POST', signal
    },
      options);
    }
  



export const getShopCampusTreeQueryKey = () => {
    return [
    `/xm-merchant/shop/campus/tree`
    ] as const;
    }

    
export const getShopCampusTreeQueryOptions = <TData = Awaited<ReturnType<typeof shopCampusTree>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopCampusTreeQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopCampusTree>>> = ({ signal }) => shopCampusTree(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopCampusTreeQueryResult = NonNullable<Awaited<ReturnType<typeof shopCampusTree>>>
export type ShopCampusTreeQueryError = ErrorType<ErrorResponse>


export function useShopCampusTree<TData = Awaited<ReturnType<typeof shopCampusTree>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopCampusTree>>,
          TError,
          Awaited<ReturnType<typeof shopCampusTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopCampusTree<TData = Awaited<ReturnType<typeof shopCampusTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopCampusTree>>,
          TError,
          Awaited<ReturnType<typeof shopCampusTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopCampusTree<TData = Awaited<ReturnType<typeof shopCampusTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 校园目录
 */

export function useShopCampusTree<TData = Awaited<ReturnType<typeof shopCampusTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopCampusTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopCampusTreeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 店铺名称、logo、简介、主营类目（认证后只读）、客服电话、营业时间，以及店铺卡片预览所需的评分、在售商品数与当前公告。
 * @summary 店铺信息
 */
export const shopInfoDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopInfoEnvelope>(
      {url: `/xm-merchant/shop/info/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getShopInfoDetailQueryKey = () => {
    return [
    `/xm-merchant/shop/info/detail`
    ] as const;
    }

    
export const getShopInfoDetailQueryOptions = <TData = Awaited<ReturnType<typeof shopInfoDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopInfoDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopInfoDetail>>> = ({ signal }) => shopInfoDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopInfoDetailQueryResult = NonNullable<Awaited<ReturnType<typeof shopInfoDetail>>>
export type ShopInfoDetailQueryError = ErrorType<ErrorResponse>


export function useShopInfoDetail<TData = Awaited<ReturnType<typeof shopInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopInfoDetail>>,
          TError,
          Awaited<ReturnType<typeof shopInfoDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopInfoDetail<TData = Awaited<ReturnType<typeof shopInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopInfoDetail>>,
          TError,
          Awaited<ReturnType<typeof shopInfoDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopInfoDetail<TData = Awaited<ReturnType<typeof shopInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 店铺信息
 */

export function useShopInfoDetail<TData = Awaited<ReturnType<typeof shopInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopInfoDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 修改店铺名称、logo、简介、客服电话与营业时间（主营类目不在此修改）。营业时间每段结束须晚于开始，同一天的时段不得交叉。记审计（前后值）并发出事件 shopSetting.profileChanged。
 * @summary 修改店铺信息
 */
export const shopInfoSave = (
    shopInfoSaveBody: BodyType<ShopInfoSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopInfoEnvelope>(
      {url: `/xm-merchant/shop/info/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopInfoSaveBody, signal
    },
      options);
    }
  


export const getShopInfoSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopInfoSave>>, TError,{data: BodyType<ShopInfoSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopInfoSave>>, TError,{data: BodyType<ShopInfoSaveBody>}, TContext> => {

const mutationKey = ['shopInfoSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopInfoSave>>, {data: BodyType<ShopInfoSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopInfoSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopInfoSaveMutationResult = NonNullable<Awaited<ReturnType<typeof shopInfoSave>>>
    export type ShopInfoSaveMutationBody = BodyType<ShopInfoSaveBody>
    export type ShopInfoSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改店铺信息
 */
export const useShopInfoSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopInfoSave>>, TError,{data: BodyType<ShopInfoSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopInfoSave>>,
        TError,
        {data: BodyType<ShopInfoSaveBody>},
        TContext
      > => {

      const mutationOptions = getShopInfoSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 发货地址、发货时效承诺（决定每笔订单的最晚发货时间）与延迟发货报备及平台上限。
 * @summary 发货设置
 */
export const shopDeliveryInfoDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopDeliveryInfoEnvelope>(
      {url: `/xm-merchant/shop/delivery/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getShopDeliveryInfoDetailQueryKey = () => {
    return [
    `/xm-merchant/shop/delivery/detail`
    ] as const;
    }

    
export const getShopDeliveryInfoDetailQueryOptions = <TData = Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopDeliveryInfoDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>> = ({ signal }) => shopDeliveryInfoDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopDeliveryInfoDetailQueryResult = NonNullable<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>>
export type ShopDeliveryInfoDetailQueryError = ErrorType<ErrorResponse>


export function useShopDeliveryInfoDetail<TData = Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopDeliveryInfoDetail>>,
          TError,
          Awaited<ReturnType<typeof shopDeliveryInfoDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopDeliveryInfoDetail<TData = Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopDeliveryInfoDetail>>,
          TError,
          Awaited<ReturnType<typeof shopDeliveryInfoDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopDeliveryInfoDetail<TData = Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 发货设置
 */

export function useShopDeliveryInfoDetail<TData = Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopDeliveryInfoDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopDeliveryInfoDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 修改发货地址与发货时效承诺；新承诺只影响之后付款的订单。记审计。
 * @summary 修改发货设置
 */
export const shopDeliveryInfoSave = (
    shopDeliveryInfoSaveBody: BodyType<ShopDeliveryInfoSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopDeliveryInfoEnvelope>(
      {url: `/xm-merchant/shop/delivery/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopDeliveryInfoSaveBody, signal
    },
      options);
    }
  


export const getShopDeliveryInfoSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDeliveryInfoSave>>, TError,{data: BodyType<ShopDeliveryInfoSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopDeliveryInfoSave>>, TError,{data: BodyType<ShopDeliveryInfoSaveBody>}, TContext> => {

const mutationKey = ['shopDeliveryInfoSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopDeliveryInfoSave>>, {data: BodyType<ShopDeliveryInfoSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopDeliveryInfoSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopDeliveryInfoSaveMutationResult = NonNullable<Awaited<ReturnType<typeof shopDeliveryInfoSave>>>
    export type ShopDeliveryInfoSaveMutationBody = BodyType<ShopDeliveryInfoSaveBody>
    export type ShopDeliveryInfoSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改发货设置
 */
export const useShopDeliveryInfoSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDeliveryInfoSave>>, TError,{data: BodyType<ShopDeliveryInfoSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopDeliveryInfoSave>>,
        TError,
        {data: BodyType<ShopDeliveryInfoSaveBody>},
        TContext
      > => {

      const mutationOptions = getShopDeliveryInfoSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 报备一段不发货的时间（节假日等）：开始不早于现在 1 小时后，一次至多 7 天，一个自然年合计至多 15 天，不与已有报备重叠。期间付款或等待发货的订单，最晚发货时间顺延报备覆盖的时长。记审计并发出事件 shopSetting.delayDeclared。
 * @summary 延迟发货报备
 */
export const shopDelayDeclare = (
    shopDelayDeclareBody: BodyType<ShopDelayDeclareBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopDeliveryInfoEnvelope>(
      {url: `/xm-merchant/shop/delay/declare`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopDelayDeclareBody, signal
    },
      options);
    }
  


export const getShopDelayDeclareMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDelayDeclare>>, TError,{data: BodyType<ShopDelayDeclareBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopDelayDeclare>>, TError,{data: BodyType<ShopDelayDeclareBody>}, TContext> => {

const mutationKey = ['shopDelayDeclare'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopDelayDeclare>>, {data: BodyType<ShopDelayDeclareBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopDelayDeclare(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopDelayDeclareMutationResult = NonNullable<Awaited<ReturnType<typeof shopDelayDeclare>>>
    export type ShopDelayDeclareMutationBody = BodyType<ShopDelayDeclareBody>
    export type ShopDelayDeclareMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 延迟发货报备
 */
export const useShopDelayDeclare = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDelayDeclare>>, TError,{data: BodyType<ShopDelayDeclareBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopDelayDeclare>>,
        TError,
        {data: BodyType<ShopDelayDeclareBody>},
        TContext
      > => {

      const mutationOptions = getShopDelayDeclareMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 撤销一条尚未开始的报备；已开始或已撤销的答复「已被他人处理，请刷新」或说明原因。记审计。
 * @summary 撤销延迟发货报备
 */
export const shopDelayCancel = (
    shopDelayIdBody: BodyType<ShopDelayIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopDeliveryInfoEnvelope>(
      {url: `/xm-merchant/shop/delay/cancel`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopDelayIdBody, signal
    },
      options);
    }
  


export const getShopDelayCancelMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDelayCancel>>, TError,{data: BodyType<ShopDelayIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopDelayCancel>>, TError,{data: BodyType<ShopDelayIdBody>}, TContext> => {

const mutationKey = ['shopDelayCancel'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopDelayCancel>>, {data: BodyType<ShopDelayIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopDelayCancel(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopDelayCancelMutationResult = NonNullable<Awaited<ReturnType<typeof shopDelayCancel>>>
    export type ShopDelayCancelMutationBody = BodyType<ShopDelayIdBody>
    export type ShopDelayCancelMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 撤销延迟发货报备
 */
export const useShopDelayCancel = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopDelayCancel>>, TError,{data: BodyType<ShopDelayIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopDelayCancel>>,
        TError,
        {data: BodyType<ShopDelayIdBody>},
        TContext
      > => {

      const mutationOptions = getShopDelayCancelMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本店公告与长度、数量限制。
 * @summary 店铺公告
 */
export const shopAnnouncementList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopAnnouncementListEnvelope>(
      {url: `/xm-merchant/shop/announcement/list`, method: 'POST', signal
    },
      options);
    }
  



export const getShopAnnouncementListQueryKey = () => {
    return [
    `/xm-merchant/shop/announcement/list`
    ] as const;
    }

    
export const getShopAnnouncementListQueryOptions = <TData = Awaited<ReturnType<typeof shopAnnouncementList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopAnnouncementListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopAnnouncementList>>> = ({ signal }) => shopAnnouncementList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopAnnouncementListQueryResult = NonNullable<Awaited<ReturnType<typeof shopAnnouncementList>>>
export type ShopAnnouncementListQueryError = ErrorType<ErrorResponse>


export function useShopAnnouncementList<TData = Awaited<ReturnType<typeof shopAnnouncementList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopAnnouncementList>>,
          TError,
          Awaited<ReturnType<typeof shopAnnouncementList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopAnnouncementList<TData = Awaited<ReturnType<typeof shopAnnouncementList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopAnnouncementList>>,
          TError,
          Awaited<ReturnType<typeof shopAnnouncementList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopAnnouncementList<TData = Awaited<ReturnType<typeof shopAnnouncementList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 店铺公告
 */

export function useShopAnnouncementList<TData = Awaited<ReturnType<typeof shopAnnouncementList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopAnnouncementList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopAnnouncementListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 标题至多 30 字、内容至多 500 字；结束展示须晚于开始展示；同一时刻至多 3 条展示中的公告；至多保存 100 条。记审计（前后值）并发出事件 shopSetting.announcementSaved。
 * @summary 发布或修改店铺公告
 */
export const shopAnnouncementSave = (
    shopAnnouncementSaveBody: BodyType<ShopAnnouncementSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopAnnouncementSavedEnvelope>(
      {url: `/xm-merchant/shop/announcement/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopAnnouncementSaveBody, signal
    },
      options);
    }
  


export const getShopAnnouncementSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementSave>>, TError,{data: BodyType<ShopAnnouncementSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementSave>>, TError,{data: BodyType<ShopAnnouncementSaveBody>}, TContext> => {

const mutationKey = ['shopAnnouncementSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopAnnouncementSave>>, {data: BodyType<ShopAnnouncementSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopAnnouncementSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopAnnouncementSaveMutationResult = NonNullable<Awaited<ReturnType<typeof shopAnnouncementSave>>>
    export type ShopAnnouncementSaveMutationBody = BodyType<ShopAnnouncementSaveBody>
    export type ShopAnnouncementSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发布或修改店铺公告
 */
export const useShopAnnouncementSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementSave>>, TError,{data: BodyType<ShopAnnouncementSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopAnnouncementSave>>,
        TError,
        {data: BodyType<ShopAnnouncementSaveBody>},
        TContext
      > => {

      const mutationOptions = getShopAnnouncementSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除一条公告。记审计。
 * @summary 删除店铺公告
 */
export const shopAnnouncementDelete = (
    shopAnnouncementIdBody: BodyType<ShopAnnouncementIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/shop/announcement/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopAnnouncementIdBody, signal
    },
      options);
    }
  


export const getShopAnnouncementDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementDelete>>, TError,{data: BodyType<ShopAnnouncementIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementDelete>>, TError,{data: BodyType<ShopAnnouncementIdBody>}, TContext> => {

const mutationKey = ['shopAnnouncementDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopAnnouncementDelete>>, {data: BodyType<ShopAnnouncementIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopAnnouncementDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopAnnouncementDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof shopAnnouncementDelete>>>
    export type ShopAnnouncementDeleteMutationBody = BodyType<ShopAnnouncementIdBody>
    export type ShopAnnouncementDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除店铺公告
 */
export const useShopAnnouncementDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopAnnouncementDelete>>, TError,{data: BodyType<ShopAnnouncementIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopAnnouncementDelete>>,
        TError,
        {data: BodyType<ShopAnnouncementIdBody>},
        TContext
      > => {

      const mutationOptions = getShopAnnouncementDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 本店注册商标（证明文件、有效期、关联品牌）与可关联的品牌。
 * @summary 商标信息
 */
export const shopTrademarkList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ShopTrademarkListEnvelope>(
      {url: `/xm-merchant/shop/trademark/list`, method: 'POST', signal
    },
      options);
    }
  



export const getShopTrademarkListQueryKey = () => {
    return [
    `/xm-merchant/shop/trademark/list`
    ] as const;
    }

    
export const getShopTrademarkListQueryOptions = <TData = Awaited<ReturnType<typeof shopTrademarkList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getShopTrademarkListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof shopTrademarkList>>> = ({ signal }) => shopTrademarkList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ShopTrademarkListQueryResult = NonNullable<Awaited<ReturnType<typeof shopTrademarkList>>>
export type ShopTrademarkListQueryError = ErrorType<ErrorResponse>


export function useShopTrademarkList<TData = Awaited<ReturnType<typeof shopTrademarkList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopTrademarkList>>,
          TError,
          Awaited<ReturnType<typeof shopTrademarkList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopTrademarkList<TData = Awaited<ReturnType<typeof shopTrademarkList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof shopTrademarkList>>,
          TError,
          Awaited<ReturnType<typeof shopTrademarkList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useShopTrademarkList<TData = Awaited<ReturnType<typeof shopTrademarkList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 商标信息
 */

export function useShopTrademarkList<TData = Awaited<ReturnType<typeof shopTrademarkList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof shopTrademarkList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getShopTrademarkListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 注册号 5 至 12 位数字，同一注册号与类别只能登记一次；有效期止须晚于有效期起；证明文件 1 至 5 个（上传接口得到的地址）；关联品牌须是本店品牌。记审计（前后值）。
 * @summary 登记或修改商标
 */
export const shopTrademarkSave = (
    shopTrademarkSaveBody: BodyType<ShopTrademarkSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/shop/trademark/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopTrademarkSaveBody, signal
    },
      options);
    }
  


export const getShopTrademarkSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkSave>>, TError,{data: BodyType<ShopTrademarkSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkSave>>, TError,{data: BodyType<ShopTrademarkSaveBody>}, TContext> => {

const mutationKey = ['shopTrademarkSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopTrademarkSave>>, {data: BodyType<ShopTrademarkSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopTrademarkSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopTrademarkSaveMutationResult = NonNullable<Awaited<ReturnType<typeof shopTrademarkSave>>>
    export type ShopTrademarkSaveMutationBody = BodyType<ShopTrademarkSaveBody>
    export type ShopTrademarkSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 登记或修改商标
 */
export const useShopTrademarkSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkSave>>, TError,{data: BodyType<ShopTrademarkSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopTrademarkSave>>,
        TError,
        {data: BodyType<ShopTrademarkSaveBody>},
        TContext
      > => {

      const mutationOptions = getShopTrademarkSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除一件商标登记。记审计。
 * @summary 删除商标
 */
export const shopTrademarkDelete = (
    shopTrademarkIdBody: BodyType<ShopTrademarkIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/shop/trademark/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: shopTrademarkIdBody, signal
    },
      options);
    }
  


export const getShopTrademarkDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkDelete>>, TError,{data: BodyType<ShopTrademarkIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkDelete>>, TError,{data: BodyType<ShopTrademarkIdBody>}, TContext> => {

const mutationKey = ['shopTrademarkDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof shopTrademarkDelete>>, {data: BodyType<ShopTrademarkIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  shopTrademarkDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ShopTrademarkDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof shopTrademarkDelete>>>
    export type ShopTrademarkDeleteMutationBody = BodyType<ShopTrademarkIdBody>
    export type ShopTrademarkDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除商标
 */
export const useShopTrademarkDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof shopTrademarkDelete>>, TError,{data: BodyType<ShopTrademarkIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof shopTrademarkDelete>>,
        TError,
        {data: BodyType<ShopTrademarkIdBody>},
        TContext
      > => {

      const mutationOptions = getShopTrademarkDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    