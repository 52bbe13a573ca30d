/**
 * Chinese names of the countries most often seen in data, by hc-key (the collection's properties
 * carry English names only). Countries not listed match by English name or ISO code and are
 * labelled in English.
 */
export const COUNTRY_NAMES_ZH: Readonly<Record<string, string>> = {
  cn: '中国', us: '美国', ca: '加拿大', mx: '墨西哥', br: '巴西', ar: '阿根廷', cl: '智利', co: '哥伦比亚', pe: '秘鲁', ve: '委内瑞拉',
  gb: '英国', fr: '法国', de: '德国', it: '意大利', es: '西班牙', pt: '葡萄牙', nl: '荷兰', be: '比利时', ch: '瑞士', at: '奥地利',
  se: '瑞典', no: '挪威', fi: '芬兰', dk: '丹麦', pl: '波兰', cz: '捷克', hu: '匈牙利', gr: '希腊', ie: '爱尔兰', ua: '乌克兰',
  ru: '俄罗斯', tr: '土耳其', kz: '哈萨克斯坦', uz: '乌兹别克斯坦', mn: '蒙古', jp: '日本', kr: '韩国', kp: '朝鲜', in: '印度', pk: '巴基斯坦',
  bd: '孟加拉国', vn: '越南', th: '泰国', my: '马来西亚', sg: '新加坡', id: '印度尼西亚', ph: '菲律宾', mm: '缅甸', kh: '柬埔寨', la: '老挝',
  au: '澳大利亚', nz: '新西兰', sa: '沙特阿拉伯', ae: '阿联酋', ir: '伊朗', iq: '伊拉克', il: '以色列', qa: '卡塔尔', eg: '埃及', za: '南非',
  ng: '尼日利亚', ke: '肯尼亚', et: '埃塞俄比亚', dz: '阿尔及利亚', ma: '摩洛哥',
};
