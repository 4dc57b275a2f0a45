/** The campaign structure's API (accounts, campaigns, groups, targets, state changes), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import {
  adAssetPaths,
  adCategoriesPath,
  type AdCategoryTree,
  adStatePath,
  advertisingPaths,
  campaignPickersPath,
  type AdAssetKind,
  type AdAssetRow,
  type AdGroupCreate,
  type AdGroupDetail,
  type AdGroupRow,
  type AdNegativeInput,
  type AdTargetInput,
  type AdStateLevel,
  type AdStateTransition,
  type CampaignCreate,
  type CampaignDetail,
  type CampaignPickers,
  type CampaignUpdate,
  type SbCreativeUpdate,
} from "@entrepot/contracts";
import { api, apiUpload } from "../../lib/api";

/** "POST /api/..." -> "/api/...". */
const url = (call: string) => call.slice(call.indexOf(" ") + 1);

/** enable / pause / archive of a campaign, group, product ad or target: `{ id, version }` of the row shown. */
export const changeAdState = (level: AdStateLevel, t: AdStateTransition, row: { id: number; version: number }) =>
  api.post<unknown>(url(adStatePath(level, t)), { id: row.id, version: row.version });

/** The forms' pickers: the ad accounts, and of the chosen one its portfolios and the seller's catalogue products (matching `q`). */
export const useCampaignPickers = (adsProfileId?: number, q?: string) =>
  useQuery({
    queryKey: ["advertising", "campaignPickers", adsProfileId ?? 0, q ?? ""],
    queryFn: ({ signal }) => api.get<CampaignPickers>(url(campaignPickersPath), { adsProfileId, q }, signal),
    placeholderData: (previous) => previous,
  });

/** The browse nodes of an ad account's marketplace (category targets, interest audiences); fetched once per account. */
export const useAdCategories = (adsProfileId?: number) =>
  useQuery({
    queryKey: ["advertising", "categories", adsProfileId ?? 0],
    enabled: !!adsProfileId,
    staleTime: Infinity,
    queryFn: ({ signal }) => api.get<AdCategoryTree>(url(adCategoriesPath), { adsProfileId }, signal),
  });

export const useCampaignDetail = (id: number) =>
  useQuery({
    queryKey: ["advertising", "campaignDetail", id],
    enabled: id > 0,
    queryFn: ({ signal }) => api.get<CampaignDetail>(url(advertisingPaths.campaignDetail), { id }, signal),
  });
export const useGroupDetail = (id: number) =>
  useQuery({
    queryKey: ["advertising", "groupDetail", id],
    enabled: id > 0,
    queryFn: ({ signal }) => api.get<AdGroupDetail>(url(advertisingPaths.groupDetail), { id }, signal),
  });

export const createCampaign = (body: CampaignCreate) => api.post<CampaignDetail>(url(advertisingPaths.campaignCreate), body);
export const updateCampaign = (body: CampaignUpdate) => api.post<CampaignDetail>(url(advertisingPaths.campaignUpdate), body);
export const updateSbCreative = (body: SbCreativeUpdate) => api.post<CampaignDetail>(url(advertisingPaths.campaignCreative), body);
export const createGroup = (body: AdGroupCreate) => api.post<AdGroupRow>(url(advertisingPaths.groupCreate), body);
export const updateGroup = (body: { id: number; version: number; defaultBid: string }) =>
  api.post<AdGroupRow>(url(advertisingPaths.groupUpdate), body);
export const setTargetBid = (row: { id: number; version: number }, bid: string) =>
  api.post<{ id: number; bid: string }>(url(advertisingPaths.targetBid), { id: row.id, version: row.version, bid });
export const addTargets = (adGroupId: number, targets: AdTargetInput[]) =>
  api.post<{ ids: number[] }>(url(advertisingPaths.targetsAdd), { adGroupId, targets });
export const addNegatives = (campaignId: number, adGroupId: number | null, negatives: AdNegativeInput[]) =>
  api.post<{ ids: number[] }>(url(advertisingPaths.negativesAdd), { campaignId, adGroupId, negatives });

/** SB creative assets of an ad account (logos, custom images), the upload and the image's address. */
export const useAdAssets = (adsProfileId?: number, kind?: AdAssetKind) =>
  useQuery({
    queryKey: ["advertising", "assets", adsProfileId ?? 0, kind ?? ""],
    enabled: !!adsProfileId,
    queryFn: ({ signal }) => api.get<AdAssetRow[]>(url(adAssetPaths.list), { adsProfileId, kind }, signal),
  });
export const uploadAdAsset = (adsProfileId: number, kind: AdAssetKind, file: File) =>
  apiUpload<AdAssetRow>(url(adAssetPaths.upload), { adsProfileId, kind }, file);
export const adAssetViewUrl = (id: number) => `${url(adAssetPaths.view)}?id=${id}`;
