import type { BrowseNode } from "@entrepot/contracts";

/**
 * The sandbox's browse nodes: a fixed, Amazon-like slice of a marketplace's category tree (Amazon US
 * browse node ids), the same for every marketplace. Category targets and interest audiences pick from it.
 */
export const sandboxBrowseNodes: readonly BrowseNode[] = [
  {
    id: "1055398",
    name: { "zh-CN": "家居厨房", "en-US": "Home & Kitchen" },
    children: [
      { id: "284507", name: { "zh-CN": "厨房用品", "en-US": "Kitchen & Dining" } },
      { id: "1063306", name: { "zh-CN": "家具", "en-US": "Furniture" } },
      { id: "1063252", name: { "zh-CN": "床上用品", "en-US": "Bedding" } },
      { id: "3206325011", name: { "zh-CN": "收纳整理", "en-US": "Storage & Organization" } },
    ],
  },
  {
    id: "172282",
    name: { "zh-CN": "电子产品", "en-US": "Electronics" },
    children: [
      { id: "172541", name: { "zh-CN": "耳机", "en-US": "Headphones" } },
      { id: "541966", name: { "zh-CN": "电脑配件", "en-US": "Computers & Accessories" } },
      { id: "2335752011", name: { "zh-CN": "手机配件", "en-US": "Cell Phones & Accessories" } },
    ],
  },
  {
    id: "3375251",
    name: { "zh-CN": "运动户外", "en-US": "Sports & Outdoors" },
    children: [
      { id: "706814", name: { "zh-CN": "户外休闲", "en-US": "Outdoor Recreation" } },
      { id: "3407731", name: { "zh-CN": "健身器材", "en-US": "Exercise & Fitness" } },
    ],
  },
  {
    id: "165793011",
    name: { "zh-CN": "玩具游戏", "en-US": "Toys & Games" },
    children: [{ id: "166220011", name: { "zh-CN": "益智玩具", "en-US": "Learning & Education" } }],
  },
  {
    id: "3760911",
    name: { "zh-CN": "美妆个护", "en-US": "Beauty & Personal Care" },
    children: [{ id: "11060451", name: { "zh-CN": "护肤", "en-US": "Skin Care" } }],
  },
  {
    id: "2619533011",
    name: { "zh-CN": "宠物用品", "en-US": "Pet Supplies" },
    children: [{ id: "2975312011", name: { "zh-CN": "狗狗用品", "en-US": "Dogs" } }],
  },
];
