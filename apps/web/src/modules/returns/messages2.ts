import { defineMessages } from "../../lib/define-messages";

/** Texts of the unplanned receipts, the processing, the sales returns and the return information (namespace `returns`). */
export const returns2Texts = defineMessages({
  "zh-CN": {
    receipt: {
      newTitle: "无计划退货收货",
      editTitle: "编辑退货收货 {{returnNo}}",
      intro:
        "没有退货计划就退回仓库的包裹:输入跟踪号可找到我们发出的订单(自动带出卖家和明细),否则选择卖家;按 SKU 填写良品和不良品数量。保存为草稿,过账后才入库(退货入库,良品进正常库存,不良品进不良品库存)。",
      create: "无计划退货收货",
      find: "按跟踪号查找",
      found: "找到订单 {{orderNo}}(卖家 {{org}})",
      notFound: "没有找到该跟踪号的已发货订单,请选择卖家",
      seller: "卖家",
      notes: "收货备注",
      good: "良品",
      damaged: "不良品",
      save: "保存草稿",
      unplanned: "无计划",
      tabOpen: "待收货",
      tabUnplanned: "无计划退货",
      tabReceived: "已收货",
      counted: "清点(草稿)",
      movements: "库存流水",
      operation: "操作类型",
      type: "库存类型",
      bucket: "库存栏",
      quantity: "数量",
      after: "结余",
      batch: "批次",
      document: "单据",
    },
    process: {
      title: "退货处理",
      intro:
        "退货收到的不良品(不良品库存)如何处理:保留为不良品、检验后上架为良品(移库 110/120)或销毁(其他出库 70)。卖家或仓库决定;上架和销毁由仓库确认后才过账。",
      actions: "操作",
      remark: "备注(可选)",
      empty: "没有需要处理的不良品",
    },
    sales: {
      planTitle: "销售退货计划",
      planIntro: "来自 B2C 订单的退货:订单号、店铺、平台和买家退货原因。点单号查看明细与收货。",
      manageTitle: "销售退货计划管理",
      manageIntro: "各卖家来自 B2C 订单的退货计划(仓库视图)。",
      billTitle: "退货处理费明细",
      billIntro:
        "每一条已过账的退货收货明细(一个 SKU、一种状况、一次过账)即一条待计费的退货处理:件数、重量和它发出的计费事件。费用金额由后续的计费模块按价卡计算。",
    },
    info: {
      title: "退货信息",
      intro: "每一组收到的退货件:订单、SKU、状况(良品 / 不良品)、原因、收货时间、仓库和卖家。",
    },
    storeAccount: "店铺(按店铺带出退货仓)",
    storeWarehouse: "店铺 {{title}} 的退货仓:{{code}}",
    storeNoWarehouse: "店铺 {{title}} 未设置退货仓",
  },
  "en-US": {
    receipt: {
      newTitle: "Unplanned return receipt",
      editTitle: "Edit return receipt {{returnNo}}",
      intro:
        "A parcel that came back without a return plan: its tracking number finds the order we shipped (the seller and its lines), else pick the seller; enter the good and damaged units per SKU. It saves as a draft and enters stock when posted (return receipt: good to normal stock, damaged to unsellable).",
      create: "Unplanned receipt",
      find: "Find by tracking no.",
      found: "Found order {{orderNo}} (seller {{org}})",
      notFound: "No shipped order has this tracking number: pick the seller",
      seller: "Seller",
      notes: "Receipt notes",
      good: "Good",
      damaged: "Damaged",
      save: "Save draft",
      unplanned: "Unplanned",
      tabOpen: "To receive",
      tabUnplanned: "Unplanned",
      tabReceived: "Received",
      counted: "Counted (draft)",
      movements: "Stock movements",
      operation: "Operation",
      type: "Inventory type",
      bucket: "Bucket",
      quantity: "Quantity",
      after: "Balance after",
      batch: "Batch",
      document: "Document",
    },
    process: {
      title: "Return processing",
      intro:
        "What becomes of the damaged units returns brought back (unsellable stock): keep them unsellable, restock them after inspection (move 110/120) or destroy them (other out 70). The seller or the warehouse decides; a restock or a destruction posts when the warehouse confirms it.",
      actions: "Actions",
      remark: "Remark (optional)",
      empty: "No damaged units to process",
    },
    sales: {
      planTitle: "Sales return plans",
      planIntro:
        "Returns of B2C orders: order number, store, marketplace and the buyer's reason. Open the number for its lines and receipt.",
      manageTitle: "Sales return plans (warehouse)",
      manageIntro: "Every seller's return plans from B2C orders (the warehouse's view).",
      billTitle: "Return handling lines",
      billIntro:
        "Each posted return receipt line (one SKU, one condition, one posting) is one return handling waiting for billing: units, weight and the billing event it emitted. Amounts come later, from the billing module's rate cards.",
    },
    info: {
      title: "Return information",
      intro: "Every group of returned units received: order, SKU, condition (good / damaged), reason, received at, warehouse and seller.",
    },
    storeAccount: "Store (fills its return warehouse)",
    storeWarehouse: "Return warehouse of {{title}}: {{code}}",
    storeNoWarehouse: "Store {{title}} has no return warehouse",
  },
});
