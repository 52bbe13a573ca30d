import type { Language } from '../../../../shared/errors/catalogue.js';
import { staticData } from '../../../../shared/widgets/data.js';
import { pick, type Both, type Sample } from '../../../../shared/widgets/sample.js';
import { findCity } from './regions/places';

/**
 * Default data of the maps: one list of rows per map. Rows with `name` and `value` colour their
 * region; rows with a `to` are flylines (`value` their volume).
 */
const GDP_2023_CN: ReadonlyArray<[Both, number]> = [
  [['广东', 'Guangdong'], 135673],
  [['江苏', 'Jiangsu'], 128222],
  [['山东', 'Shandong'], 92069],
  [['浙江', 'Zhejiang'], 82553],
  [['四川', 'Sichuan'], 60133],
  [['河南', 'Henan'], 59132],
  [['湖北', 'Hubei'], 55804],
  [['福建', 'Fujian'], 54355],
  [['湖南', 'Hunan'], 50013],
  [['上海', 'Shanghai'], 47219],
  [['安徽', 'Anhui'], 47051],
  [['河北', 'Hebei'], 43944],
  [['北京', 'Beijing'], 43761],
  [['陕西', 'Shaanxi'], 33786],
  [['江西', 'Jiangxi'], 32200],
  [['辽宁', 'Liaoning'], 30209],
  [['重庆', 'Chongqing'], 30146],
  [['云南', 'Yunnan'], 30021],
  [['广西', 'Guangxi'], 27202],
  [['山西', 'Shanxi'], 25698],
  [['内蒙古', 'Inner Mongolia'], 24627],
  [['贵州', 'Guizhou'], 20913],
  [['新疆', 'Xinjiang'], 19126],
  [['天津', 'Tianjin'], 16737],
  [['黑龙江', 'Heilongjiang'], 15884],
  [['吉林', 'Jilin'], 13531],
  [['甘肃', 'Gansu'], 11864],
  [['海南', 'Hainan'], 7551],
  [['宁夏', 'Ningxia'], 5315],
  [['青海', 'Qinghai'], 3799],
  [['西藏', 'Tibet'], 2393],
];

const CN_ROUTES: ReadonlyArray<[string, string, number]> = [
  ['北京', '乌鲁木齐', 86],
  ['北京', '拉萨', 42],
  ['北京', '哈尔滨', 95],
  ['北京', '成都', 120],
  ['北京', '西安', 78],
  ['上海', '广州', 160],
  ['上海', '昆明', 64],
  ['上海', '武汉', 110],
  ['上海', '厦门', 72],
  ['上海', '重庆', 98],
];

/** A gazetteer city by its Chinese name, in `language`. */
const city = (zh: string, language: Language) => findCity(zh)?.[language] ?? zh;

/** Regions coloured by `value` and flylines `name` → `to`, every place named in `language`. */
const mapSample =
  (
    regions: ReadonlyArray<[Both, number]>,
    routes: ReadonlyArray<[string, string, number]>,
  ): Sample<ReturnType<typeof staticData>> =>
  (language) =>
    staticData(
      [
        ...regions.map(([name, value]) => ({ name: pick(name, language), value })),
        ...routes.map(([from, to, value]) => ({ name: city(from, language), to: city(to, language), value })),
      ],
      { category: 'name', category2: 'to', value: 'value' },
      { rename: { value: 'GDP' } },
    );

export const CHINA_SAMPLE = mapSample(GDP_2023_CN, CN_ROUTES);

/** GDP 2023 in billions of US dollars, by country. */
const GDP_2023_WORLD: ReadonlyArray<[Both, number]> = [
  [['美国', 'United States of America'], 27360],
  [['中国', 'China'], 17790],
  [['德国', 'Germany'], 4460],
  [['日本', 'Japan'], 4210],
  [['印度', 'India'], 3550],
  [['英国', 'United Kingdom'], 3340],
  [['法国', 'France'], 3030],
  [['意大利', 'Italy'], 2250],
  [['巴西', 'Brazil'], 2170],
  [['加拿大', 'Canada'], 2140],
  [['俄罗斯', 'Russia'], 2020],
  [['墨西哥', 'Mexico'], 1790],
  [['韩国', 'South Korea'], 1710],
  [['澳大利亚', 'Australia'], 1720],
  [['西班牙', 'Spain'], 1580],
  [['印度尼西亚', 'Indonesia'], 1370],
  [['土耳其', 'Turkey'], 1110],
  [['荷兰', 'Netherlands'], 1120],
  [['沙特阿拉伯', 'Saudi Arabia'], 1070],
  [['瑞士', 'Switzerland'], 880],
  [['波兰', 'Poland'], 810],
  [['阿根廷', 'Argentina'], 640],
  [['瑞典', 'Sweden'], 590],
  [['比利时', 'Belgium'], 630],
  [['泰国', 'Thailand'], 510],
  [['以色列', 'Israel'], 510],
  [['阿联酋', 'United Arab Emirates'], 500],
  [['挪威', 'Norway'], 480],
  [['新加坡', 'Singapore'], 500],
  [['越南', 'Vietnam'], 430],
  [['马来西亚', 'Malaysia'], 400],
  [['菲律宾', 'Philippines'], 440],
  [['尼日利亚', 'Nigeria'], 360],
  [['埃及', 'Egypt'], 400],
  [['南非', 'South Africa'], 380],
  [['哥伦比亚', 'Colombia'], 360],
  [['孟加拉国', 'Bangladesh'], 440],
  [['智利', 'Chile'], 340],
  [['巴基斯坦', 'Pakistan'], 340],
  [['哈萨克斯坦', 'Kazakhstan'], 260],
  [['伊朗', 'Iran'], 400],
  [['丹麦', 'Denmark'], 400],
  [['芬兰', 'Finland'], 300],
  [['葡萄牙', 'Portugal'], 290],
  [['新西兰', 'New Zealand'], 250],
  [['秘鲁', 'Peru'], 270],
  [['乌克兰', 'Ukraine'], 180],
  [['阿尔及利亚', 'Algeria'], 240],
];

const WORLD_ROUTES: ReadonlyArray<[string, string, number]> = [
  ['上海', '洛杉矶', 180],
  ['上海', '新加坡', 150],
  ['上海', '悉尼', 90],
  ['上海', '迪拜', 110],
  ['上海', '圣保罗', 60],
  ['北京', '纽约', 140],
  ['北京', '伦敦', 120],
  ['北京', '法兰克福', 100],
  ['北京', '莫斯科', 80],
  ['北京', '约翰内斯堡', 50],
];

export const WORLD_SAMPLE = mapSample(GDP_2023_WORLD, WORLD_ROUTES);
