/**
 * A small gazetteer so data can name cities instead of giving coordinates: China's provincial
 * capitals and largest cities, and the world's main hubs. `province` is the hc-key of the
 * Chinese province a city lies in (drill-down keeps the points of the province shown).
 */
export interface City {
  zh: string;
  en: string;
  lat: number;
  lon: number;
  /** hc-key of the country in the world map. */
  country: string;
  province?: string;
}

const cn = (zh: string, en: string, lat: number, lon: number, province: string): City => ({
  zh,
  en,
  lat,
  lon,
  country: 'cn',
  province,
});

export const CITIES: readonly City[] = [
  cn('北京', 'Beijing', 39.904, 116.407, 'cn-bj'),
  cn('天津', 'Tianjin', 39.084, 117.201, 'cn-tj'),
  cn('石家庄', 'Shijiazhuang', 38.042, 114.515, 'cn-he'),
  cn('太原', 'Taiyuan', 37.87, 112.549, 'cn-sx'),
  cn('呼和浩特', 'Hohhot', 40.842, 111.749, 'cn-nm'),
  cn('沈阳', 'Shenyang', 41.806, 123.432, 'cn-ln'),
  cn('大连', 'Dalian', 38.914, 121.615, 'cn-ln'),
  cn('长春', 'Changchun', 43.817, 125.324, 'cn-jl'),
  cn('哈尔滨', 'Harbin', 45.803, 126.535, 'cn-hl'),
  cn('上海', 'Shanghai', 31.23, 121.474, 'cn-sh'),
  cn('南京', 'Nanjing', 32.06, 118.797, 'cn-js'),
  cn('苏州', 'Suzhou', 31.299, 120.585, 'cn-js'),
  cn('杭州', 'Hangzhou', 30.274, 120.155, 'cn-zj'),
  cn('宁波', 'Ningbo', 29.868, 121.544, 'cn-zj'),
  cn('嘉兴', 'Jiaxing', 30.746, 120.756, 'cn-zj'),
  cn('合肥', 'Hefei', 31.821, 117.227, 'cn-ah'),
  cn('福州', 'Fuzhou', 26.074, 119.296, 'cn-fj'),
  cn('厦门', 'Xiamen', 24.48, 118.089, 'cn-fj'),
  cn('南昌', 'Nanchang', 28.682, 115.858, 'cn-jx'),
  cn('济南', 'Jinan', 36.651, 117.12, 'cn-sd'),
  cn('青岛', 'Qingdao', 36.067, 120.383, 'cn-sd'),
  cn('郑州', 'Zhengzhou', 34.746, 113.625, 'cn-ha'),
  cn('武汉', 'Wuhan', 30.593, 114.305, 'cn-hb'),
  cn('长沙', 'Changsha', 28.228, 112.939, 'cn-hn'),
  cn('广州', 'Guangzhou', 23.129, 113.264, 'cn-gd'),
  cn('深圳', 'Shenzhen', 22.543, 114.058, 'cn-gd'),
  cn('东莞', 'Dongguan', 23.021, 113.752, 'cn-gd'),
  cn('南宁', 'Nanning', 22.817, 108.366, 'cn-gx'),
  cn('海口', 'Haikou', 20.044, 110.199, 'cn-hi'),
  cn('重庆', 'Chongqing', 29.563, 106.551, 'cn-cq'),
  cn('成都', 'Chengdu', 30.573, 104.066, 'cn-sc'),
  cn('贵阳', 'Guiyang', 26.647, 106.63, 'cn-gz'),
  cn('昆明', 'Kunming', 24.88, 102.833, 'cn-yn'),
  cn('拉萨', 'Lhasa', 29.652, 91.172, 'cn-xz'),
  cn('西安', "Xi'an", 34.341, 108.94, 'cn-sn'),
  cn('兰州', 'Lanzhou', 36.061, 103.834, 'cn-gs'),
  cn('西宁', 'Xining', 36.617, 101.778, 'cn-qh'),
  cn('银川', 'Yinchuan', 38.487, 106.231, 'cn-nx'),
  cn('乌鲁木齐', 'Urumqi', 43.825, 87.617, 'cn-xj'),
  cn('台北', 'Taipei', 25.033, 121.565, 'cn-tw'),
  cn('香港', 'Hong Kong', 22.32, 114.17, 'cn-hk'),
  cn('澳门', 'Macau', 22.199, 113.544, 'cn-mo'),
  { zh: '东京', en: 'Tokyo', lat: 35.69, lon: 139.692, country: 'jp' },
  { zh: '首尔', en: 'Seoul', lat: 37.567, lon: 126.978, country: 'kr' },
  { zh: '新加坡', en: 'Singapore', lat: 1.352, lon: 103.82, country: 'sg' },
  { zh: '曼谷', en: 'Bangkok', lat: 13.756, lon: 100.502, country: 'th' },
  { zh: '孟买', en: 'Mumbai', lat: 19.076, lon: 72.878, country: 'in' },
  { zh: '迪拜', en: 'Dubai', lat: 25.205, lon: 55.271, country: 'ae' },
  { zh: '莫斯科', en: 'Moscow', lat: 55.756, lon: 37.617, country: 'ru' },
  { zh: '伦敦', en: 'London', lat: 51.507, lon: -0.128, country: 'gb' },
  { zh: '巴黎', en: 'Paris', lat: 48.857, lon: 2.352, country: 'fr' },
  { zh: '法兰克福', en: 'Frankfurt', lat: 50.11, lon: 8.682, country: 'de' },
  { zh: '纽约', en: 'New York', lat: 40.713, lon: -74.006, country: 'us' },
  { zh: '洛杉矶', en: 'Los Angeles', lat: 34.052, lon: -118.244, country: 'us' },
  { zh: '圣保罗', en: 'São Paulo', lat: -23.551, lon: -46.633, country: 'br' },
  { zh: '约翰内斯堡', en: 'Johannesburg', lat: -26.204, lon: 28.047, country: 'za' },
  { zh: '悉尼', en: 'Sydney', lat: -33.869, lon: 151.209, country: 'au' },
];
