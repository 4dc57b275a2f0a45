/** Where the SP screens are: the campaign and group details, the wizard, the add-group form. */
export const campaignDetailPath = (id: number) => `/advertising/sp/activityDetails/${id}`;
export const groupDetailPath = (id: number) => `/advertising/sp/advertisingGroupDetails/${id}`;
export const campaignEditPath = (id: number) => `/advertising/createActivity/edit?id=${id}`;
export const groupCreatePath = (campaignId: number) => `/advertising/createGroup/sp/add?campaignId=${campaignId}`;
export const CAMPAIGN_CREATE_PATH = "/advertising/createActivity/add";
