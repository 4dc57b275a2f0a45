import { caProvinces, usFederalDistrict, usStates } from "@entrepot/contracts";

/**
 * The region tree every context starts with (commonRegion/getCommonRegion): the countries the business
 * ships between, the US states (+ DC), Canada's provinces and territories, China's province-level
 * divisions, and the cities warehouses and suppliers sit in. Codes follow ISO 3166 (US, US-CA).
 */

export interface RegionSeed {
  code: string;
  regionCode: string;
  countryCode: string;
  parent: string | null;
  depth: 1 | 2 | 3;
  zh: string;
  en: string;
  sort: number;
}

const countries: [string, string, string][] = [
  ["US", "美国", "United States"],
  ["CA", "加拿大", "Canada"],
  ["MX", "墨西哥", "Mexico"],
  ["CN", "中国", "China"],
  ["VN", "越南", "Vietnam"],
  ["GB", "英国", "United Kingdom"],
  ["DE", "德国", "Germany"],
  ["FR", "法国", "France"],
  ["ES", "西班牙", "Spain"],
  ["IT", "意大利", "Italy"],
  ["JP", "日本", "Japan"],
  ["AU", "澳大利亚", "Australia"],
];

const cnProvinces: [string, string, string][] = [
  ["BJ", "北京市", "Beijing"],
  ["TJ", "天津市", "Tianjin"],
  ["HE", "河北省", "Hebei"],
  ["SX", "山西省", "Shanxi"],
  ["NM", "内蒙古自治区", "Inner Mongolia"],
  ["LN", "辽宁省", "Liaoning"],
  ["JL", "吉林省", "Jilin"],
  ["HL", "黑龙江省", "Heilongjiang"],
  ["SH", "上海市", "Shanghai"],
  ["JS", "江苏省", "Jiangsu"],
  ["ZJ", "浙江省", "Zhejiang"],
  ["AH", "安徽省", "Anhui"],
  ["FJ", "福建省", "Fujian"],
  ["JX", "江西省", "Jiangxi"],
  ["SD", "山东省", "Shandong"],
  ["HA", "河南省", "Henan"],
  ["HB", "湖北省", "Hubei"],
  ["HN", "湖南省", "Hunan"],
  ["GD", "广东省", "Guangdong"],
  ["GX", "广西壮族自治区", "Guangxi"],
  ["HI", "海南省", "Hainan"],
  ["CQ", "重庆市", "Chongqing"],
  ["SC", "四川省", "Sichuan"],
  ["GZ", "贵州省", "Guizhou"],
  ["YN", "云南省", "Yunnan"],
  ["XZ", "西藏自治区", "Tibet"],
  ["SN", "陕西省", "Shaanxi"],
  ["GS", "甘肃省", "Gansu"],
  ["QH", "青海省", "Qinghai"],
  ["NX", "宁夏回族自治区", "Ningxia"],
  ["XJ", "新疆维吾尔自治区", "Xinjiang"],
];

/** [parent, short code, zh, en] */
const cities: [string, string, string, string][] = [
  ["US-CA", "LAX", "洛杉矶", "Los Angeles"],
  ["US-CA", "ONT", "安大略", "Ontario"],
  ["US-CA", "LGB", "长滩", "Long Beach"],
  ["US-CA", "MOV", "莫雷诺谷", "Moreno Valley"],
  ["US-CA", "FON", "方塔纳", "Fontana"],
  ["US-CA", "OAK", "奥克兰", "Oakland"],
  ["US-NJ", "EDI", "爱迪生", "Edison"],
  ["US-NJ", "EWR", "纽瓦克", "Newark"],
  ["US-NJ", "CRT", "卡特雷特", "Carteret"],
  ["US-NY", "NYC", "纽约", "New York"],
  ["US-TX", "HOU", "休斯顿", "Houston"],
  ["US-TX", "DAL", "达拉斯", "Dallas"],
  ["US-GA", "SAV", "萨凡纳", "Savannah"],
  ["US-GA", "ATL", "亚特兰大", "Atlanta"],
  ["US-IL", "CHI", "芝加哥", "Chicago"],
  ["US-WA", "SEA", "西雅图", "Seattle"],
  ["US-WA", "KNT", "肯特", "Kent"],
  ["CA-ON", "TOR", "多伦多", "Toronto"],
  ["CA-ON", "MIS", "密西沙加", "Mississauga"],
  ["CA-BC", "VAN", "温哥华", "Vancouver"],
  ["CN-GD", "SZX", "深圳市", "Shenzhen"],
  ["CN-GD", "CAN", "广州市", "Guangzhou"],
  ["CN-GD", "DGG", "东莞市", "Dongguan"],
  ["CN-GD", "FOS", "佛山市", "Foshan"],
  ["CN-ZJ", "NGB", "宁波市", "Ningbo"],
  ["CN-ZJ", "YIW", "义乌市", "Yiwu"],
  ["CN-ZJ", "HGH", "杭州市", "Hangzhou"],
  ["CN-FJ", "XMN", "厦门市", "Xiamen"],
  ["CN-SH", "SHA", "上海市", "Shanghai"],
  ["CN-JS", "SZV", "苏州市", "Suzhou"],
];

export const regionSeed: RegionSeed[] = [
  ...countries.map(([code, zh, en], i): RegionSeed => ({
    code,
    regionCode: code,
    countryCode: code,
    parent: null,
    depth: 1,
    zh,
    en,
    sort: (i + 1) * 10,
  })),
  ...[...usStates, usFederalDistrict].map((st, i): RegionSeed => ({
    code: `US-${st.code}`,
    regionCode: st.code,
    countryCode: "US",
    parent: "US",
    depth: 2,
    zh: st.zh,
    en: st.en,
    sort: i + 1,
  })),
  ...caProvinces.map((st, i): RegionSeed => ({
    code: `CA-${st.code}`,
    regionCode: st.code,
    countryCode: "CA",
    parent: "CA",
    depth: 2,
    zh: st.zh,
    en: st.en,
    sort: i + 1,
  })),
  ...cnProvinces.map(([code, zh, en], i): RegionSeed => ({
    code: `CN-${code}`,
    regionCode: code,
    countryCode: "CN",
    parent: "CN",
    depth: 2,
    zh,
    en,
    sort: i + 1,
  })),
  ...cities.map(([parent, code, zh, en], i): RegionSeed => ({
    code: `${parent}-${code}`,
    regionCode: code,
    countryCode: parent.slice(0, 2),
    parent,
    depth: 3,
    zh,
    en,
    sort: i + 1,
  })),
];
