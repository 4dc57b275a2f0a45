/** Texts of the campaign screens (accounts, campaign lists), under `campaigns.` of the advertising namespace. */
export const campaignsTexts = {
  "zh-CN": {
    campaigns: {
      accountsIntro: "每个店铺账户一个广告账户：授权状态、币种与各类型活动数。",
      noAccounts: "还没有广告账户",
      introSP: "商品推广（SP）活动：所选期间的花费、销售额、ACoS 与 ROAS。",
      introSB: "品牌推广（SB）活动：所选期间的花费、销售额、ACoS 与 ROAS。",
      introSD: "展示型推广（SD）活动：所选期间的花费、销售额、ACoS 与 ROAS。",
      noCampaigns: "没有广告活动",
      period: "统计期间",
      lastDays: "近 {{count}} 天",
      range: "自定义",
      archiveTitle: "归档活动“{{name}}”？",
      archiveContent: "归档后不能再启用。",
    },
  },
  "en-US": {
    campaigns: {
      accountsIntro: "One ad account per store account: authorisation, currency and campaign counts per type.",
      noAccounts: "No ad accounts yet",
      introSP:
        "Sponsored Products campaigns: spend, sales, ACoS and ROAS over the chosen period (the last 30 days unless you pick another).",
      introSB: "Sponsored Brands campaigns: spend, sales, ACoS and ROAS over the chosen period (the last 30 days unless you pick another).",
      introSD:
        "Sponsored Display campaigns: spend, sales, ACoS and ROAS over the chosen period (the last 30 days unless you pick another).",
      noCampaigns: "No campaigns",
      period: "Period",
      lastDays: "Last {{count}} days",
      range: "Custom",
      archiveTitle: "Archive campaign “{{name}}”?",
      archiveContent: "An archived campaign cannot be enabled again.",
    },
  },
} as const;
