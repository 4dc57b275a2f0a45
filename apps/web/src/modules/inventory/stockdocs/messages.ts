import { defineMessages } from "../../../lib/define-messages";

/** Texts of the stock document screens (namespace `stockdocs`): adjustments, misc in/out, moves, transfers, freezes. */
export const stockDocMessages = defineMessages({
  "zh-CN": {
    screens: {
      adjust: {
        title: "库存调整",
        intro: "盘点差异、破损、丢失等的库存调整单:正数调增(103),负数调减(104)。须由创建人以外的操作员审核后过账。",
      },
      misc_in: { title: "其他入库", intro: "不经入库计划的入库单(60):提交审核,审核通过后计入在库。" },
      misc_out: { title: "其他出库", intro: "不经出库计划的出库单(70):须由创建人以外的操作员审核,审核通过后扣减在库。" },
      move: {
        title: "移库与冻结",
        intro: "库存类型移库(110/120)、跨仓调拨(122 发出,在途,121 收货)、冻结与解冻:审核通过后过账,调拨再发出和收货。",
      },
    },
    list: { new: "新建单据", empty: "还没有单据" },
    form: {
      newTitle: "新建{{kind}}",
      editTitle: "编辑单据 {{docNo}}",
      kind: "单据类型",
      org: "卖家(货主)",
      warehouse: "仓库",
      targetWarehouse: "目标仓库",
      reason: "原因",
      reasonText: "说明",
      lines: "明细",
      sku: "SKU",
      pickOrg: "先选择卖家",
      inventoryType: "库存类型",
      toInventoryType: "目标库存类型",
      quantity: "数量",
      adjustHelp: "正数调增,负数调减",
      addLine: "添加一行",
      saved: "已保存单据 {{docNo}}",
      saveAndSubmit: "保存并提交",
    },
    detail: {
      title: "单据 {{docNo}}",
      lines: "明细",
      history: "历史",
      product: "产品名称",
      actions: { create: "创建", update: "修改" },
    },
    confirm: {
      title: "{{action}}单据 {{docNo}}?",
      submit: "提交后等待审核,不能再修改。",
      approve: "审核通过后立即过账,库存随之变化。",
      reject: "驳回后单据关闭,不过账。",
      cancel: "取消后单据关闭,不过账。",
      ship: "发出后源仓库扣减,货物转为目标仓库在途。",
      receive: "收货后货物计入目标仓库。",
      done: "单据 {{docNo}}:{{state}}",
    },
    inventoryTypes: { "0": "正常", "1": "不良品" },
  },
  "en-US": {
    screens: {
      adjust: {
        title: "Stock adjustments",
        intro:
          "Adjustments for count differences, damage, loss: a positive quantity adds (103), a negative one removes (104). Posted once an operator other than the creator approves.",
      },
      misc_in: { title: "Misc inbound", intro: "Inbound without an inbound plan (60): submit, and approval adds the units on hand." },
      misc_out: {
        title: "Misc outbound",
        intro:
          "Outbound without an outbound plan (70): an operator other than the creator approves, and approval takes the units off hand.",
      },
      move: {
        title: "Moves and freezes",
        intro:
          "Inventory type moves (110/120), warehouse transfers (122 out, in transit, 121 in), freezes and unfreezes: posted on approval; a transfer then ships and is received.",
      },
    },
    list: { new: "New document", empty: "No documents yet" },
    form: {
      newTitle: "New {{kind}}",
      editTitle: "Edit document {{docNo}}",
      kind: "Kind",
      org: "Seller (owner)",
      warehouse: "Warehouse",
      targetWarehouse: "Target warehouse",
      reason: "Reason",
      reasonText: "Note",
      lines: "Lines",
      sku: "SKU",
      pickOrg: "Choose the seller first",
      inventoryType: "Inventory type",
      toInventoryType: "Target type",
      quantity: "Quantity",
      adjustHelp: "Positive adds, negative removes",
      addLine: "Add a line",
      saved: "Document {{docNo}} saved",
      saveAndSubmit: "Save and submit",
    },
    detail: {
      title: "Document {{docNo}}",
      lines: "Lines",
      history: "History",
      product: "Product",
      actions: { create: "Created", update: "Edited" },
    },
    confirm: {
      title: "{{action}} document {{docNo}}?",
      submit: "Once submitted it awaits approval and can no longer be edited.",
      approve: "Approval posts at once: the stock changes.",
      reject: "A rejected document is closed without posting.",
      cancel: "A cancelled document is closed without posting.",
      ship: "Shipping takes the units off the source warehouse; they are in transit to the target.",
      receive: "Receiving adds the units at the target warehouse.",
      done: "Document {{docNo}}: {{state}}",
    },
    inventoryTypes: { "0": "Normal", "1": "Defective" },
  },
});
