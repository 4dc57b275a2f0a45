/** The catalogue's API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  BulkResult,
  CatalogFormOptions,
  LabelPrint,
  ProductDetail,
  ProductOption,
  ProductSave,
  SkuMapBulkRow,
  WarehouseSkuRow,
} from "@entrepot/contracts";
import { api } from "../../lib/api";
import { postForDownload } from "../../components/download";

const warehouseSkuList = "/api/v1/WarehouseSku/findByPage";

export const saveProduct = (body: ProductSave) => api.post<ProductDetail>("/api/v1/Product/saveOne", body);
export const setProductsActive = (ids: number[], active: boolean) =>
  api.post<{ changed: number }>("/api/v1/Product/setActive", { ids, active });
export const setProductsLine = (ids: number[], productLineId: number | null) =>
  api.post<{ changed: number }>("/api/v1/Product/setProductLine", { ids, productLineId });

export const productKey = (id: number) => ["catalog", "product", id] as const;
const fetchProduct = (id: number, signal?: AbortSignal) => api.get<ProductDetail>("/api/v1/Product/findOne", { id }, signal);
export function useProduct(id: number | undefined) {
  return useQuery({ queryKey: productKey(id ?? 0), enabled: !!id, queryFn: ({ signal }) => fetchProduct(id!, signal) });
}

/** Sellers, product lines, warehouses, store accounts and divisors the caller's forms may offer. */
export function useCatalogOptions() {
  return useQuery({
    queryKey: ["catalog", "formOptions"],
    staleTime: 60_000,
    queryFn: ({ signal }) => api.get<CatalogFormOptions>("/api/v1/Product/formOptions", undefined, signal),
  });
}

/** Products matching a search, for pickers (at most 50). */
export function useProductSearch(q: string, orgId?: number) {
  return useQuery({
    queryKey: ["catalog", "productOptions", q, orgId],
    staleTime: 30_000,
    queryFn: ({ signal }) => api.get<ProductOption[]>("/api/v1/Product/options", { q: q || undefined, orgId, limit: 50 }, signal),
  });
}

export const createWarehouseSku = (body: { productId: number; warehouseId: number; code?: string }) =>
  api.post<WarehouseSkuRow>("/api/v1/WarehouseSku/saveOne", body);
export const generateWarehouseSkus = (warehouseId: number, productIds: number[]) =>
  api.post<{ created: WarehouseSkuRow[]; skipped: number }>("/api/v1/WarehouseSku/generate", { warehouseId, productIds });

/** A product's warehouse SKUs (the map form's picker). */
export function useWarehouseSkusOf(productId: number | undefined) {
  return useQuery({
    queryKey: ["catalog", "warehouseSkusOf", productId],
    enabled: !!productId,
    queryFn: async ({ signal }) =>
      (await api.get<{ rows: WarehouseSkuRow[] }>(warehouseSkuList, { rows: 100, "search[EQ_productId]": productId }, signal)).rows,
  });
}

export const saveSkuMapBatch = (rows: SkuMapBulkRow[], orgId?: number) => api.post<BulkResult>("/api/v1/SkuMap/saveBatch", { rows, orgId });
export const setSkuMapsActive = (ids: number[], active: boolean) =>
  api.post<{ changed: number }>("/api/v1/SkuMap/setActive", { ids, active });

export const printLabels = (body: LabelPrint) => postForDownload("/api/v1/ProductLabel/print", body, "labels.pdf");
