/**
 * Where each ad type's screens are (the spec's paths: SP, SB and SD name them differently): the campaign and
 * group details, the wizard (add / edit), the add-group form. `adTypeOfPath` reads a screen's type back.
 */
import type { AdType } from "@entrepot/contracts";

const detail: Record<AdType, string> = { SP: "sp/activityDetails", SB: "sb/activityDetails", SD: "sd/sdActivityDetails" };
const groupDetail: Record<AdType, string> = {
  SP: "sp/advertisingGroupDetails",
  SB: "sb/sbAdvertisingGroupDetails",
  SD: "sd/sdAdvertisingGroupDetails",
};
const wizard: Record<AdType, string> = { SP: "createActivity", SB: "sbCreateActivity", SD: "createActivity/sd" };

export const campaignDetailPath = (id: number, adType: AdType = "SP") => `/advertising/${detail[adType]}/${id}`;
export const groupDetailPath = (id: number, adType: AdType = "SP") => `/advertising/${groupDetail[adType]}/${id}`;
export const campaignEditPath = (id: number, adType: AdType = "SP") => `/advertising/${wizard[adType]}/edit?id=${id}`;
export const campaignCreatePath = (adType: AdType = "SP") => `/advertising/${wizard[adType]}/add`;
export const groupCreatePath = (campaignId: number, adType: AdType = "SP") =>
  `/advertising/createGroup/${adType.toLowerCase()}/add?campaignId=${campaignId}`;
export const CAMPAIGN_CREATE_PATH = campaignCreatePath("SP");
/** A campaign type's list. */
export const campaignListPath = (adType: AdType) => `/advertising/${adType.toLowerCase()}`;

/** The ad type a screen serves, from its path (sbCreateActivity, createActivity/sd, createGroup/sd, sd/..., sb/...). */
export function adTypeOfPath(pathname: string): AdType {
  if (/\/advertising\/(sb\/|sbCreateActivity\/|createGroup\/sb\/)/.test(pathname)) return "SB";
  if (/\/advertising\/(sd\/|createActivity\/sd\/|createGroup\/sd\/)/.test(pathname)) return "SD";
  return "SP";
}
/** SB creative assets (logos, custom images). */
export const MATERIAL_PATH = "/advertising/sb/createMaterial";
