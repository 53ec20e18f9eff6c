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
  ActivityGoodsPageEnvelope,
  ActivityGoodsQuery,
  BrandApplyBody,
  BrandApplyResultEnvelope,
  BrandDetailEnvelope,
  BrandIdBody,
  BrandPageEnvelope,
  BrandQuery,
  CardBatchAddBody,
  CardBatchAddResultEnvelope,
  CardBatchPageEnvelope,
  CardBatchQuery,
  CardCodeCheckBody,
  CardCodeCheckResultEnvelope,
  CardCodeFileBody,
  CardCodeFileLinesEnvelope,
  CardCodeImportBody,
  CardCodeImportResultEnvelope,
  CardCodePageEnvelope,
  CardCodeQuery,
  CardGoodsOptionsEnvelope,
  CardGoodsQuery,
  CategoryAptitudeDetailEnvelope,
  CategoryAptitudePageEnvelope,
  CategoryAptitudeQuery,
  CategoryIdBody,
  CategoryListEnvelope,
  DeliveryTemplateListEnvelope,
  ErrorResponse,
  GoodsBatchBody,
  GoodsBatchResultEnvelope,
  GoodsDetailEnvelope,
  GoodsFilter,
  GoodsIdBody,
  GoodsListQuery,
  GoodsPageEnvelope,
  GoodsSaveBody,
  GoodsSaveResultEnvelope,
  GoodsStatusCountEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 按类目或关键字分页查询各经营类目所需的资质，以及本店是否已具备。
 * @summary 查询类目资质
 */
export const categoryAptitudeList = (
    categoryAptitudeQuery: BodyType<CategoryAptitudeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CategoryAptitudePageEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/get/category/aptitude/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: categoryAptitudeQuery, signal
    },
      options);
    }
  



export const getCategoryAptitudeListQueryKey = (categoryAptitudeQuery?: CategoryAptitudeQuery,) => {
    return [
    `/xm-merchant/goods/goodsInfo/get/category/aptitude/list`, categoryAptitudeQuery
    ] as const;
    }

    
export const getCategoryAptitudeListQueryOptions = <TData = Awaited<ReturnType<typeof categoryAptitudeList>>, TError = ErrorType<ErrorResponse>>(categoryAptitudeQuery: CategoryAptitudeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCategoryAptitudeListQueryKey(categoryAptitudeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof categoryAptitudeList>>> = ({ signal }) => categoryAptitudeList(categoryAptitudeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CategoryAptitudeListQueryResult = NonNullable<Awaited<ReturnType<typeof categoryAptitudeList>>>
export type CategoryAptitudeListQueryError = ErrorType<ErrorResponse>


export function useCategoryAptitudeList<TData = Awaited<ReturnType<typeof categoryAptitudeList>>, TError = ErrorType<ErrorResponse>>(
 categoryAptitudeQuery: CategoryAptitudeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof categoryAptitudeList>>,
          TError,
          Awaited<ReturnType<typeof categoryAptitudeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCategoryAptitudeList<TData = Awaited<ReturnType<typeof categoryAptitudeList>>, TError = ErrorType<ErrorResponse>>(
 categoryAptitudeQuery: CategoryAptitudeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof categoryAptitudeList>>,
          TError,
          Awaited<ReturnType<typeof categoryAptitudeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCategoryAptitudeList<TData = Awaited<ReturnType<typeof categoryAptitudeList>>, TError = ErrorType<ErrorResponse>>(
 categoryAptitudeQuery: CategoryAptitudeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 查询类目资质
 */

export function useCategoryAptitudeList<TData = Awaited<ReturnType<typeof categoryAptitudeList>>, TError = ErrorType<ErrorResponse>>(
 categoryAptitudeQuery: CategoryAptitudeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCategoryAptitudeListQueryOptions(categoryAptitudeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按状态页签与筛选条件查询本店商品；按 (排序键, 商品ID) 游标分页（keyset），翻到任意深处都同样快。
 * @summary 商品列表
 */
export const goodsList = (
    goodsListQuery: BodyType<GoodsListQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsPageEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsListQuery, signal
    },
      options);
    }
  



export const getGoodsListQueryKey = (goodsListQuery?: GoodsListQuery,) => {
    return [
    `/xm-merchant/goods/goodsInfo/list`, goodsListQuery
    ] as const;
    }

    
export const getGoodsListQueryOptions = <TData = Awaited<ReturnType<typeof goodsList>>, TError = ErrorType<ErrorResponse>>(goodsListQuery: GoodsListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGoodsListQueryKey(goodsListQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof goodsList>>> = ({ signal }) => goodsList(goodsListQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GoodsListQueryResult = NonNullable<Awaited<ReturnType<typeof goodsList>>>
export type GoodsListQueryError = ErrorType<ErrorResponse>


export function useGoodsList<TData = Awaited<ReturnType<typeof goodsList>>, TError = ErrorType<ErrorResponse>>(
 goodsListQuery: GoodsListQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsList>>,
          TError,
          Awaited<ReturnType<typeof goodsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsList<TData = Awaited<ReturnType<typeof goodsList>>, TError = ErrorType<ErrorResponse>>(
 goodsListQuery: GoodsListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsList>>,
          TError,
          Awaited<ReturnType<typeof goodsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsList<TData = Awaited<ReturnType<typeof goodsList>>, TError = ErrorType<ErrorResponse>>(
 goodsListQuery: GoodsListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 商品列表
 */

export function useGoodsList<TData = Awaited<ReturnType<typeof goodsList>>, TError = ErrorType<ErrorResponse>>(
 goodsListQuery: GoodsListQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGoodsListQueryOptions(goodsListQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 与列表相同的筛选条件下各状态页签的商品数（一次分组查询）。售罄为在售且总库存为 0 的商品，不计入在售。
 * @summary 商品状态计数
 */
export const goodsStatusCount = (
    goodsFilter: BodyType<GoodsFilter>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsStatusCountEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/statusCount`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsFilter, signal
    },
      options);
    }
  



export const getGoodsStatusCountQueryKey = (goodsFilter?: GoodsFilter,) => {
    return [
    `/xm-merchant/goods/goodsInfo/statusCount`, goodsFilter
    ] as const;
    }

    
export const getGoodsStatusCountQueryOptions = <TData = Awaited<ReturnType<typeof goodsStatusCount>>, TError = ErrorType<ErrorResponse>>(goodsFilter: GoodsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGoodsStatusCountQueryKey(goodsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof goodsStatusCount>>> = ({ signal }) => goodsStatusCount(goodsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GoodsStatusCountQueryResult = NonNullable<Awaited<ReturnType<typeof goodsStatusCount>>>
export type GoodsStatusCountQueryError = ErrorType<ErrorResponse>


export function useGoodsStatusCount<TData = Awaited<ReturnType<typeof goodsStatusCount>>, TError = ErrorType<ErrorResponse>>(
 goodsFilter: GoodsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsStatusCount>>,
          TError,
          Awaited<ReturnType<typeof goodsStatusCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsStatusCount<TData = Awaited<ReturnType<typeof goodsStatusCount>>, TError = ErrorType<ErrorResponse>>(
 goodsFilter: GoodsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsStatusCount>>,
          TError,
          Awaited<ReturnType<typeof goodsStatusCount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsStatusCount<TData = Awaited<ReturnType<typeof goodsStatusCount>>, TError = ErrorType<ErrorResponse>>(
 goodsFilter: GoodsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 商品状态计数
 */

export function useGoodsStatusCount<TData = Awaited<ReturnType<typeof goodsStatusCount>>, TError = ErrorType<ErrorResponse>>(
 goodsFilter: GoodsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsStatusCount>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGoodsStatusCountQueryOptions(goodsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 编辑页读取本店一件商品的全部内容，只含有效 SKU（已归档的不返回）。
 * @summary 商品详情
 */
export const goodsDetail = (
    goodsIdBody: BodyType<GoodsIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsDetailEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsIdBody, signal
    },
      options);
    }
  



export const getGoodsDetailQueryKey = (goodsIdBody?: GoodsIdBody,) => {
    return [
    `/xm-merchant/goods/goodsInfo/detail`, goodsIdBody
    ] as const;
    }

    
export const getGoodsDetailQueryOptions = <TData = Awaited<ReturnType<typeof goodsDetail>>, TError = ErrorType<ErrorResponse>>(goodsIdBody: GoodsIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGoodsDetailQueryKey(goodsIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof goodsDetail>>> = ({ signal }) => goodsDetail(goodsIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GoodsDetailQueryResult = NonNullable<Awaited<ReturnType<typeof goodsDetail>>>
export type GoodsDetailQueryError = ErrorType<ErrorResponse>


export function useGoodsDetail<TData = Awaited<ReturnType<typeof goodsDetail>>, TError = ErrorType<ErrorResponse>>(
 goodsIdBody: GoodsIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsDetail>>,
          TError,
          Awaited<ReturnType<typeof goodsDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsDetail<TData = Awaited<ReturnType<typeof goodsDetail>>, TError = ErrorType<ErrorResponse>>(
 goodsIdBody: GoodsIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsDetail>>,
          TError,
          Awaited<ReturnType<typeof goodsDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsDetail<TData = Awaited<ReturnType<typeof goodsDetail>>, TError = ErrorType<ErrorResponse>>(
 goodsIdBody: GoodsIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 商品详情
 */

export function useGoodsDetail<TData = Awaited<ReturnType<typeof goodsDetail>>, TError = ErrorType<ErrorResponse>>(
 goodsIdBody: GoodsIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGoodsDetailQueryOptions(goodsIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 不带 goodsId 为发布，带 goodsId 为编辑；商品与 SKU 在同一事务内保存。规格组合不变的 SKU 保留原 ID，不再出现的 SKU 归档而不删除（历史订单仍可指向它）。发布与编辑后商品进入审核（立即/定时上架），或放入仓库。
 * @summary 发布或编辑商品
 */
export const goodsSave = (
    goodsSaveBody: BodyType<GoodsSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsSaveResultEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsSaveBody, signal
    },
      options);
    }
  


export const getGoodsSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsSave>>, TError,{data: BodyType<GoodsSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof goodsSave>>, TError,{data: BodyType<GoodsSaveBody>}, TContext> => {

const mutationKey = ['goodsSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof goodsSave>>, {data: BodyType<GoodsSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  goodsSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GoodsSaveMutationResult = NonNullable<Awaited<ReturnType<typeof goodsSave>>>
    export type GoodsSaveMutationBody = BodyType<GoodsSaveBody>
    export type GoodsSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发布或编辑商品
 */
export const useGoodsSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsSave>>, TError,{data: BodyType<GoodsSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof goodsSave>>,
        TError,
        {data: BodyType<GoodsSaveBody>},
        TContext
      > => {

      const mutationOptions = getGoodsSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 逐个处理所选商品，返回每一行的结果；不满足条件的行不影响其他行。
 * @summary 批量上下架与删除
 */
export const goodsBatch = (
    goodsBatchBody: BodyType<GoodsBatchBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsBatchResultEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/batch`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsBatchBody, signal
    },
      options);
    }
  


export const getGoodsBatchMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsBatch>>, TError,{data: BodyType<GoodsBatchBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof goodsBatch>>, TError,{data: BodyType<GoodsBatchBody>}, TContext> => {

const mutationKey = ['goodsBatch'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof goodsBatch>>, {data: BodyType<GoodsBatchBody>}> = (props) => {
          const {data} = props ?? {};

          return  goodsBatch(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GoodsBatchMutationResult = NonNullable<Awaited<ReturnType<typeof goodsBatch>>>
    export type GoodsBatchMutationBody = BodyType<GoodsBatchBody>
    export type GoodsBatchMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 批量上下架与删除
 */
export const useGoodsBatch = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsBatch>>, TError,{data: BodyType<GoodsBatchBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof goodsBatch>>,
        TError,
        {data: BodyType<GoodsBatchBody>},
        TContext
      > => {

      const mutationOptions = getGoodsBatchMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 复制一件本店商品（含规格与 SKU，库存清零）为新商品，放入仓库。
 * @summary 复制商品
 */
export const goodsCopy = (
    goodsIdBody: BodyType<GoodsIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<GoodsSaveResultEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/copy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: goodsIdBody, signal
    },
      options);
    }
  


export const getGoodsCopyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsCopy>>, TError,{data: BodyType<GoodsIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof goodsCopy>>, TError,{data: BodyType<GoodsIdBody>}, TContext> => {

const mutationKey = ['goodsCopy'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof goodsCopy>>, {data: BodyType<GoodsIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  goodsCopy(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GoodsCopyMutationResult = NonNullable<Awaited<ReturnType<typeof goodsCopy>>>
    export type GoodsCopyMutationBody = BodyType<GoodsIdBody>
    export type GoodsCopyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 复制商品
 */
export const useGoodsCopy = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof goodsCopy>>, TError,{data: BodyType<GoodsIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof goodsCopy>>,
        TError,
        {data: BodyType<GoodsIdBody>},
        TContext
      > => {

      const mutationOptions = getGoodsCopyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 平台三级类目（扁平列表，按 parentId 组成树），附每个类目要求的必需资质名称。
 * @summary 经营类目
 */
export const goodsCategoryTree = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CategoryListEnvelope>(
      {url: `/xm-merchant/goods/category/tree`, method: 'POST', signal
    },
      options);
    }
  



export const getGoodsCategoryTreeQueryKey = () => {
    return [
    `/xm-merchant/goods/category/tree`
    ] as const;
    }

    
export const getGoodsCategoryTreeQueryOptions = <TData = Awaited<ReturnType<typeof goodsCategoryTree>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGoodsCategoryTreeQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof goodsCategoryTree>>> = ({ signal }) => goodsCategoryTree(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GoodsCategoryTreeQueryResult = NonNullable<Awaited<ReturnType<typeof goodsCategoryTree>>>
export type GoodsCategoryTreeQueryError = ErrorType<ErrorResponse>


export function useGoodsCategoryTree<TData = Awaited<ReturnType<typeof goodsCategoryTree>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsCategoryTree>>,
          TError,
          Awaited<ReturnType<typeof goodsCategoryTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsCategoryTree<TData = Awaited<ReturnType<typeof goodsCategoryTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsCategoryTree>>,
          TError,
          Awaited<ReturnType<typeof goodsCategoryTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsCategoryTree<TData = Awaited<ReturnType<typeof goodsCategoryTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 经营类目
 */

export function useGoodsCategoryTree<TData = Awaited<ReturnType<typeof goodsCategoryTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsCategoryTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGoodsCategoryTreeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店的运费模板，发布商品时选择。
 * @summary 运费模板
 */
export const deliveryTemplateList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<DeliveryTemplateListEnvelope>(
      {url: `/xm-merchant/goods/deliveryTemplate/list`, method: 'POST', signal
    },
      options);
    }
  



export const getDeliveryTemplateListQueryKey = () => {
    return [
    `/xm-merchant/goods/deliveryTemplate/list`
    ] as const;
    }

    
export const getDeliveryTemplateListQueryOptions = <TData = Awaited<ReturnType<typeof deliveryTemplateList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeliveryTemplateListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof deliveryTemplateList>>> = ({ signal }) => deliveryTemplateList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeliveryTemplateListQueryResult = NonNullable<Awaited<ReturnType<typeof deliveryTemplateList>>>
export type DeliveryTemplateListQueryError = ErrorType<ErrorResponse>


export function useDeliveryTemplateList<TData = Awaited<ReturnType<typeof deliveryTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deliveryTemplateList>>,
          TError,
          Awaited<ReturnType<typeof deliveryTemplateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeliveryTemplateList<TData = Awaited<ReturnType<typeof deliveryTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deliveryTemplateList>>,
          TError,
          Awaited<ReturnType<typeof deliveryTemplateList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeliveryTemplateList<TData = Awaited<ReturnType<typeof deliveryTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 运费模板
 */

export function useDeliveryTemplateList<TData = Awaited<ReturnType<typeof deliveryTemplateList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deliveryTemplateList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeliveryTemplateListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个类目要求的每项资质、本店是否具备及到期时间，以及能否在该类目发布商品。
 * @summary 类目资质详情
 */
export const categoryAptitudeDetail = (
    categoryIdBody: BodyType<CategoryIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CategoryAptitudeDetailEnvelope>(
      {url: `/xm-merchant/goods/goodsInfo/get/category/aptitude/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: categoryIdBody, signal
    },
      options);
    }
  



export const getCategoryAptitudeDetailQueryKey = (categoryIdBody?: CategoryIdBody,) => {
    return [
    `/xm-merchant/goods/goodsInfo/get/category/aptitude/detail`, categoryIdBody
    ] as const;
    }

    
export const getCategoryAptitudeDetailQueryOptions = <TData = Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError = ErrorType<ErrorResponse>>(categoryIdBody: CategoryIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCategoryAptitudeDetailQueryKey(categoryIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof categoryAptitudeDetail>>> = ({ signal }) => categoryAptitudeDetail(categoryIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CategoryAptitudeDetailQueryResult = NonNullable<Awaited<ReturnType<typeof categoryAptitudeDetail>>>
export type CategoryAptitudeDetailQueryError = ErrorType<ErrorResponse>


export function useCategoryAptitudeDetail<TData = Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError = ErrorType<ErrorResponse>>(
 categoryIdBody: CategoryIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof categoryAptitudeDetail>>,
          TError,
          Awaited<ReturnType<typeof categoryAptitudeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCategoryAptitudeDetail<TData = Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError = ErrorType<ErrorResponse>>(
 categoryIdBody: CategoryIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof categoryAptitudeDetail>>,
          TError,
          Awaited<ReturnType<typeof categoryAptitudeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCategoryAptitudeDetail<TData = Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError = ErrorType<ErrorResponse>>(
 categoryIdBody: CategoryIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 类目资质详情
 */

export function useCategoryAptitudeDetail<TData = Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError = ErrorType<ErrorResponse>>(
 categoryIdBody: CategoryIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof categoryAptitudeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCategoryAptitudeDetailQueryOptions(categoryIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店报名平台活动（校园拼团、限时秒杀、折扣专区）的商品，每条为一个 SKU 的一条报名（撤回的不列出），状态由报名的审核结果与活动时间得出。
 * @summary 活动商品
 */
export const goodsActList = (
    activityGoodsQuery: BodyType<ActivityGoodsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ActivityGoodsPageEnvelope>(
      {url: `/xm-merchant/goods/activity/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: activityGoodsQuery, signal
    },
      options);
    }
  



export const getGoodsActListQueryKey = (activityGoodsQuery?: ActivityGoodsQuery,) => {
    return [
    `/xm-merchant/goods/activity/list`, activityGoodsQuery
    ] as const;
    }

    
export const getGoodsActListQueryOptions = <TData = Awaited<ReturnType<typeof goodsActList>>, TError = ErrorType<ErrorResponse>>(activityGoodsQuery: ActivityGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGoodsActListQueryKey(activityGoodsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof goodsActList>>> = ({ signal }) => goodsActList(activityGoodsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GoodsActListQueryResult = NonNullable<Awaited<ReturnType<typeof goodsActList>>>
export type GoodsActListQueryError = ErrorType<ErrorResponse>


export function useGoodsActList<TData = Awaited<ReturnType<typeof goodsActList>>, TError = ErrorType<ErrorResponse>>(
 activityGoodsQuery: ActivityGoodsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsActList>>,
          TError,
          Awaited<ReturnType<typeof goodsActList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsActList<TData = Awaited<ReturnType<typeof goodsActList>>, TError = ErrorType<ErrorResponse>>(
 activityGoodsQuery: ActivityGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof goodsActList>>,
          TError,
          Awaited<ReturnType<typeof goodsActList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGoodsActList<TData = Awaited<ReturnType<typeof goodsActList>>, TError = ErrorType<ErrorResponse>>(
 activityGoodsQuery: ActivityGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 活动商品
 */

export function useGoodsActList<TData = Awaited<ReturnType<typeof goodsActList>>, TError = ErrorType<ErrorResponse>>(
 activityGoodsQuery: ActivityGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof goodsActList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGoodsActListQueryOptions(activityGoodsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店的虚拟卡券类商品，新增卡券批次时选择。
 * @summary 可关联卡券的商品
 */
export const cardGoodsOptions = (
    cardGoodsQuery: BodyType<CardGoodsQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardGoodsOptionsEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/goods`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardGoodsQuery, signal
    },
      options);
    }
  



export const getCardGoodsOptionsQueryKey = (cardGoodsQuery?: CardGoodsQuery,) => {
    return [
    `/xm-merchant/goods/virtualCard/goods`, cardGoodsQuery
    ] as const;
    }

    
export const getCardGoodsOptionsQueryOptions = <TData = Awaited<ReturnType<typeof cardGoodsOptions>>, TError = ErrorType<ErrorResponse>>(cardGoodsQuery: CardGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCardGoodsOptionsQueryKey(cardGoodsQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof cardGoodsOptions>>> = ({ signal }) => cardGoodsOptions(cardGoodsQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CardGoodsOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof cardGoodsOptions>>>
export type CardGoodsOptionsQueryError = ErrorType<ErrorResponse>


export function useCardGoodsOptions<TData = Awaited<ReturnType<typeof cardGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 cardGoodsQuery: CardGoodsQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof cardGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardGoodsOptions<TData = Awaited<ReturnType<typeof cardGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 cardGoodsQuery: CardGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardGoodsOptions>>,
          TError,
          Awaited<ReturnType<typeof cardGoodsOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardGoodsOptions<TData = Awaited<ReturnType<typeof cardGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 cardGoodsQuery: CardGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 可关联卡券的商品
 */

export function useCardGoodsOptions<TData = Awaited<ReturnType<typeof cardGoodsOptions>>, TError = ErrorType<ErrorResponse>>(
 cardGoodsQuery: CardGoodsQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardGoodsOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCardGoodsOptionsQueryOptions(cardGoodsQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按商品列出本店的卡券批次及各状态卡密数。
 * @summary 卡券批次
 */
export const cardBatchList = (
    cardBatchQuery: BodyType<CardBatchQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardBatchPageEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/batch/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardBatchQuery, signal
    },
      options);
    }
  



export const getCardBatchListQueryKey = (cardBatchQuery?: CardBatchQuery,) => {
    return [
    `/xm-merchant/goods/virtualCard/batch/list`, cardBatchQuery
    ] as const;
    }

    
export const getCardBatchListQueryOptions = <TData = Awaited<ReturnType<typeof cardBatchList>>, TError = ErrorType<ErrorResponse>>(cardBatchQuery: CardBatchQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCardBatchListQueryKey(cardBatchQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof cardBatchList>>> = ({ signal }) => cardBatchList(cardBatchQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CardBatchListQueryResult = NonNullable<Awaited<ReturnType<typeof cardBatchList>>>
export type CardBatchListQueryError = ErrorType<ErrorResponse>


export function useCardBatchList<TData = Awaited<ReturnType<typeof cardBatchList>>, TError = ErrorType<ErrorResponse>>(
 cardBatchQuery: CardBatchQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardBatchList>>,
          TError,
          Awaited<ReturnType<typeof cardBatchList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardBatchList<TData = Awaited<ReturnType<typeof cardBatchList>>, TError = ErrorType<ErrorResponse>>(
 cardBatchQuery: CardBatchQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardBatchList>>,
          TError,
          Awaited<ReturnType<typeof cardBatchList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardBatchList<TData = Awaited<ReturnType<typeof cardBatchList>>, TError = ErrorType<ErrorResponse>>(
 cardBatchQuery: CardBatchQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 卡券批次
 */

export function useCardBatchList<TData = Awaited<ReturnType<typeof cardBatchList>>, TError = ErrorType<ErrorResponse>>(
 cardBatchQuery: CardBatchQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardBatchList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCardBatchListQueryOptions(cardBatchQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 为一件本店虚拟卡券商品新建批次，之后向批次导入卡密。
 * @summary 新增卡券批次
 */
export const cardBatchAdd = (
    cardBatchAddBody: BodyType<CardBatchAddBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardBatchAddResultEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/batch/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardBatchAddBody, signal
    },
      options);
    }
  


export const getCardBatchAddMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardBatchAdd>>, TError,{data: BodyType<CardBatchAddBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof cardBatchAdd>>, TError,{data: BodyType<CardBatchAddBody>}, TContext> => {

const mutationKey = ['cardBatchAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cardBatchAdd>>, {data: BodyType<CardBatchAddBody>}> = (props) => {
          const {data} = props ?? {};

          return  cardBatchAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CardBatchAddMutationResult = NonNullable<Awaited<ReturnType<typeof cardBatchAdd>>>
    export type CardBatchAddMutationBody = BodyType<CardBatchAddBody>
    export type CardBatchAddMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 新增卡券批次
 */
export const useCardBatchAdd = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardBatchAdd>>, TError,{data: BodyType<CardBatchAddBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cardBatchAdd>>,
        TError,
        {data: BodyType<CardBatchAddBody>},
        TContext
      > => {

      const mutationOptions = getCardBatchAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 粘贴或文件导入的卡密逐行校验：格式不对、文件内重复或本店已存在的行被拒绝，其余写入批次；返回逐行报告（卡密打码）。
 * @summary 导入卡密
 */
export const cardCodeImport = (
    cardCodeImportBody: BodyType<CardCodeImportBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardCodeImportResultEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/code/import`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardCodeImportBody, signal
    },
      options);
    }
  


export const getCardCodeImportMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardCodeImport>>, TError,{data: BodyType<CardCodeImportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof cardCodeImport>>, TError,{data: BodyType<CardCodeImportBody>}, TContext> => {

const mutationKey = ['cardCodeImport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cardCodeImport>>, {data: BodyType<CardCodeImportBody>}> = (props) => {
          const {data} = props ?? {};

          return  cardCodeImport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CardCodeImportMutationResult = NonNullable<Awaited<ReturnType<typeof cardCodeImport>>>
    export type CardCodeImportMutationBody = BodyType<CardCodeImportBody>
    export type CardCodeImportMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 导入卡密
 */
export const useCardCodeImport = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardCodeImport>>, TError,{data: BodyType<CardCodeImportBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cardCodeImport>>,
        TError,
        {data: BodyType<CardCodeImportBody>},
        TContext
      > => {

      const mutationOptions = getCardCodeImportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 读取上传的 Excel（.xlsx，第一个工作表第一列）、CSV 或文本文件（每行第一列），返回带行号的卡密行供预览与导入；表头行（卡密、卡号、code）自动跳过。不写入任何数据。
 * @summary 读取卡密文件
 */
export const cardCodeParseFile = (
    cardCodeFileBody: BodyType<CardCodeFileBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardCodeFileLinesEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/code/parseFile`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardCodeFileBody, signal
    },
      options);
    }
  


export const getCardCodeParseFileMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardCodeParseFile>>, TError,{data: BodyType<CardCodeFileBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof cardCodeParseFile>>, TError,{data: BodyType<CardCodeFileBody>}, TContext> => {

const mutationKey = ['cardCodeParseFile'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cardCodeParseFile>>, {data: BodyType<CardCodeFileBody>}> = (props) => {
          const {data} = props ?? {};

          return  cardCodeParseFile(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CardCodeParseFileMutationResult = NonNullable<Awaited<ReturnType<typeof cardCodeParseFile>>>
    export type CardCodeParseFileMutationBody = BodyType<CardCodeFileBody>
    export type CardCodeParseFileMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 读取卡密文件
 */
export const useCardCodeParseFile = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cardCodeParseFile>>, TError,{data: BodyType<CardCodeFileBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cardCodeParseFile>>,
        TError,
        {data: BodyType<CardCodeFileBody>},
        TContext
      > => {

      const mutationOptions = getCardCodeParseFileMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 一个批次的卡密（打码显示）与发放、核销情况。
 * @summary 批次卡密
 */
export const cardCodeList = (
    cardCodeQuery: BodyType<CardCodeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardCodePageEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/code/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardCodeQuery, signal
    },
      options);
    }
  



export const getCardCodeListQueryKey = (cardCodeQuery?: CardCodeQuery,) => {
    return [
    `/xm-merchant/goods/virtualCard/code/list`, cardCodeQuery
    ] as const;
    }

    
export const getCardCodeListQueryOptions = <TData = Awaited<ReturnType<typeof cardCodeList>>, TError = ErrorType<ErrorResponse>>(cardCodeQuery: CardCodeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCardCodeListQueryKey(cardCodeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof cardCodeList>>> = ({ signal }) => cardCodeList(cardCodeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CardCodeListQueryResult = NonNullable<Awaited<ReturnType<typeof cardCodeList>>>
export type CardCodeListQueryError = ErrorType<ErrorResponse>


export function useCardCodeList<TData = Awaited<ReturnType<typeof cardCodeList>>, TError = ErrorType<ErrorResponse>>(
 cardCodeQuery: CardCodeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardCodeList>>,
          TError,
          Awaited<ReturnType<typeof cardCodeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardCodeList<TData = Awaited<ReturnType<typeof cardCodeList>>, TError = ErrorType<ErrorResponse>>(
 cardCodeQuery: CardCodeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardCodeList>>,
          TError,
          Awaited<ReturnType<typeof cardCodeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardCodeList<TData = Awaited<ReturnType<typeof cardCodeList>>, TError = ErrorType<ErrorResponse>>(
 cardCodeQuery: CardCodeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 批次卡密
 */

export function useCardCodeList<TData = Awaited<ReturnType<typeof cardCodeList>>, TError = ErrorType<ErrorResponse>>(
 cardCodeQuery: CardCodeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCardCodeListQueryOptions(cardCodeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按完整卡密查询本店卡券：是否存在、是否已发放、是否已核销。
 * @summary 卡券核验
 */
export const cardCodeCheck = (
    cardCodeCheckBody: BodyType<CardCodeCheckBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CardCodeCheckResultEnvelope>(
      {url: `/xm-merchant/goods/virtualCard/code/check`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: cardCodeCheckBody, signal
    },
      options);
    }
  



export const getCardCodeCheckQueryKey = (cardCodeCheckBody?: CardCodeCheckBody,) => {
    return [
    `/xm-merchant/goods/virtualCard/code/check`, cardCodeCheckBody
    ] as const;
    }

    
export const getCardCodeCheckQueryOptions = <TData = Awaited<ReturnType<typeof cardCodeCheck>>, TError = ErrorType<ErrorResponse>>(cardCodeCheckBody: CardCodeCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCardCodeCheckQueryKey(cardCodeCheckBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof cardCodeCheck>>> = ({ signal }) => cardCodeCheck(cardCodeCheckBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CardCodeCheckQueryResult = NonNullable<Awaited<ReturnType<typeof cardCodeCheck>>>
export type CardCodeCheckQueryError = ErrorType<ErrorResponse>


export function useCardCodeCheck<TData = Awaited<ReturnType<typeof cardCodeCheck>>, TError = ErrorType<ErrorResponse>>(
 cardCodeCheckBody: CardCodeCheckBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardCodeCheck>>,
          TError,
          Awaited<ReturnType<typeof cardCodeCheck>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardCodeCheck<TData = Awaited<ReturnType<typeof cardCodeCheck>>, TError = ErrorType<ErrorResponse>>(
 cardCodeCheckBody: CardCodeCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof cardCodeCheck>>,
          TError,
          Awaited<ReturnType<typeof cardCodeCheck>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCardCodeCheck<TData = Awaited<ReturnType<typeof cardCodeCheck>>, TError = ErrorType<ErrorResponse>>(
 cardCodeCheckBody: CardCodeCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 卡券核验
 */

export function useCardCodeCheck<TData = Awaited<ReturnType<typeof cardCodeCheck>>, TError = ErrorType<ErrorResponse>>(
 cardCodeCheckBody: CardCodeCheckBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof cardCodeCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCardCodeCheckQueryOptions(cardCodeCheckBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店申请过的品牌及审核状态；30 天内到期的资质标记为即将到期。
 * @summary 品牌列表
 */
export const brandList = (
    brandQuery: BodyType<BrandQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<BrandPageEnvelope>(
      {url: `/xm-merchant/goods/brand/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: brandQuery, signal
    },
      options);
    }
  



export const getBrandListQueryKey = (brandQuery?: BrandQuery,) => {
    return [
    `/xm-merchant/goods/brand/list`, brandQuery
    ] as const;
    }

    
export const getBrandListQueryOptions = <TData = Awaited<ReturnType<typeof brandList>>, TError = ErrorType<ErrorResponse>>(brandQuery: BrandQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getBrandListQueryKey(brandQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof brandList>>> = ({ signal }) => brandList(brandQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type BrandListQueryResult = NonNullable<Awaited<ReturnType<typeof brandList>>>
export type BrandListQueryError = ErrorType<ErrorResponse>


export function useBrandList<TData = Awaited<ReturnType<typeof brandList>>, TError = ErrorType<ErrorResponse>>(
 brandQuery: BrandQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof brandList>>,
          TError,
          Awaited<ReturnType<typeof brandList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useBrandList<TData = Awaited<ReturnType<typeof brandList>>, TError = ErrorType<ErrorResponse>>(
 brandQuery: BrandQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof brandList>>,
          TError,
          Awaited<ReturnType<typeof brandList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useBrandList<TData = Awaited<ReturnType<typeof brandList>>, TError = ErrorType<ErrorResponse>>(
 brandQuery: BrandQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 品牌列表
 */

export function useBrandList<TData = Awaited<ReturnType<typeof brandList>>, TError = ErrorType<ErrorResponse>>(
 brandQuery: BrandQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getBrandListQueryOptions(brandQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 本店一个品牌申请的全部资料。
 * @summary 品牌详情
 */
export const brandDetail = (
    brandIdBody: BodyType<BrandIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<BrandDetailEnvelope>(
      {url: `/xm-merchant/goods/brand/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: brandIdBody, signal
    },
      options);
    }
  



export const getBrandDetailQueryKey = (brandIdBody?: BrandIdBody,) => {
    return [
    `/xm-merchant/goods/brand/detail`, brandIdBody
    ] as const;
    }

    
export const getBrandDetailQueryOptions = <TData = Awaited<ReturnType<typeof brandDetail>>, TError = ErrorType<ErrorResponse>>(brandIdBody: BrandIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getBrandDetailQueryKey(brandIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof brandDetail>>> = ({ signal }) => brandDetail(brandIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type BrandDetailQueryResult = NonNullable<Awaited<ReturnType<typeof brandDetail>>>
export type BrandDetailQueryError = ErrorType<ErrorResponse>


export function useBrandDetail<TData = Awaited<ReturnType<typeof brandDetail>>, TError = ErrorType<ErrorResponse>>(
 brandIdBody: BrandIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof brandDetail>>,
          TError,
          Awaited<ReturnType<typeof brandDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useBrandDetail<TData = Awaited<ReturnType<typeof brandDetail>>, TError = ErrorType<ErrorResponse>>(
 brandIdBody: BrandIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof brandDetail>>,
          TError,
          Awaited<ReturnType<typeof brandDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useBrandDetail<TData = Awaited<ReturnType<typeof brandDetail>>, TError = ErrorType<ErrorResponse>>(
 brandIdBody: BrandIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 品牌详情
 */

export function useBrandDetail<TData = Awaited<ReturnType<typeof brandDetail>>, TError = ErrorType<ErrorResponse>>(
 brandIdBody: BrandIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof brandDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getBrandDetailQueryOptions(brandIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 提交新品牌申请，或修改被驳回/即将到期的申请后重新提交；提交后进入审核中。
 * @summary 申请品牌
 */
export const brandApply = (
    brandApplyBody: BodyType<BrandApplyBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<BrandApplyResultEnvelope>(
      {url: `/xm-merchant/goods/brand/apply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: brandApplyBody, signal
    },
      options);
    }
  


export const getBrandApplyMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof brandApply>>, TError,{data: BodyType<BrandApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof brandApply>>, TError,{data: BodyType<BrandApplyBody>}, TContext> => {

const mutationKey = ['brandApply'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof brandApply>>, {data: BodyType<BrandApplyBody>}> = (props) => {
          const {data} = props ?? {};

          return  brandApply(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BrandApplyMutationResult = NonNullable<Awaited<ReturnType<typeof brandApply>>>
    export type BrandApplyMutationBody = BodyType<BrandApplyBody>
    export type BrandApplyMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 申请品牌
 */
export const useBrandApply = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof brandApply>>, TError,{data: BodyType<BrandApplyBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof brandApply>>,
        TError,
        {data: BodyType<BrandApplyBody>},
        TContext
      > => {

      const mutationOptions = getBrandApplyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    