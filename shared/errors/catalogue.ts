/**
 * The error catalogue (docs/errors.md): every code the server may answer. Code ranges follow the
 * original product's. Their zh and en texts are in texts.ts (`errorText`), apart, so that code that only
 * tells codes apart (a share link's first load) does not carry every message.
 */
export const ErrorCode = {
  // 50000xxx general
  INTERFACE_MISSING: 50000000,
  SERVER_ERROR: 50000001,
  TENANT_INVALID: 50000002,
  PARAMS_INCOMPLETE: 50000003,
  BODY_MALFORMED: 50000004,
  PERMISSION_DENIED: 50000005,
  REQUEST_DROPPED: 50000006,
  NOT_LOGGED_IN: 50000007,
  SESSION_EXPIRED: 50000008,
  // 50001xxx users
  CREDENTIALS_WRONG: 50001001,
  ACCOUNT_DISABLED: 50001002,
  ACCOUNT_NOT_APPROVED: 50001003,
  ACCOUNT_LOCKED: 50001004,
  TRIAL_ENDED: 50001005,
  ACCOUNT_UNAUTHORIZED: 50001006,
  USER_LIMIT_REACHED: 50001007,
  INVITE_CODE_MISSING: 50001008,
  INVITE_CODE_USED: 50001009,
  EMAIL_REGISTERED: 50001010,
  MOBILE_REGISTERED: 50001011,
  OLD_PASSWORD_WRONG: 50001012,
  SSO_FAILED: 50001013,
  REGISTRATION_DISABLED: 50001014,
  PASSWORD_WEAK: 50001015,
  PASSWORD_CONFIRM_MISMATCH: 50001016,
  PASSWORD_SAME_AS_OLD: 50001017,
  MOBILE_INVALID: 50001018,
  EMAIL_INVALID: 50001019,
  LICENSE_EXPIRED: 50001020,
  NAME_INVALID: 50001021,
  COMPANY_INVALID: 50001022,
  ACCOUNT_REQUIRED: 50001023,
  PASSWORD_REQUIRED: 50001024,
  LICENSE_KEY_REQUIRED: 50001025,
  AVATAR_INVALID: 50001026,
  EMAIL_OR_MOBILE_REQUIRED: 50001027,
  PASSWORD_EXPIRED: 50001028,
  SSO_NOT_CONFIGURED: 50001029,
  LICENSE_INVALID: 50001030,
  SSO_REQUIRED: 50001031,
  SSO_CODE_TAKEN: 50001032,
  SSO_ISSUER_UNREACHABLE: 50001033,
  SSO_EMAIL_TAKEN: 50001034,
  SSO_SETTINGS_INVALID: 50001035,
  SSO_DOMAIN_NOT_VERIFIED: 50001036,
  SSO_DNS_LOOKUP_FAILED: 50001037,
  SSO_LINK_REQUIRED: 50001038,
  SSO_IDENTITY_TAKEN: 50001039,
  // 50002xxx teams
  TEAM_NOT_FOUND: 50002001,
  TEAM_PERMISSION_DENIED: 50002002,
  TEAM_MEMBER_EXISTS: 50002003,
  TEAM_NAME_DUPLICATE: 50002004,
  TEAMS_FULL: 50002005,
  TEAM_MEMBERS_FULL: 50002006,
  // 50003xxx messages and verification codes
  INVITE_EMAIL_THROTTLED: 50003001,
  VCODE_THROTTLED: 50003002,
  VCODE_WRONG: 50003003,
  VCODE_EXPIRED: 50003004,
  VCODE_TOO_MANY_TRIES: 50003005,
  VCODE_REQUIRED: 50003006,
  VCODE_SEND_FAILED: 50003007,
  // 50004xxx user data
  USER_NOT_FOUND: 50004001,
  USER_DATA_SAVE_FAILED: 50004002,
  /** A session of the session list the caller does not have (revoked, expired or another user's). */
  SESSION_NOT_FOUND: 50004003,
  // 50005-50011 dashboards, storyboards, groups, pages, components, shares
  DASHBOARD_NOT_FOUND: 50005001,
  DASHBOARD_PERMISSION_DENIED: 50005002,
  DASHBOARD_NAME_DUPLICATE: 50005003,
  STORYBOARD_NOT_FOUND: 50006001,
  STORYBOARD_PERMISSION_DENIED: 50006002,
  BOARD_GROUP_NOT_FOUND: 50007001,
  BOARD_GROUP_NAME_DUPLICATE: 50007002,
  PAGE_NOT_FOUND: 50008001,
  COMPONENT_NOT_FOUND: 50009001,
  SHARE_ERROR: 50010001,
  SHARE_PASSWORD_WRONG: 50010002,
  LINK_SIGNATURE_ERROR: 50011001,
  ACCESS_TIMEOUT: 50011002,
  // 50012-50015 worksheets, database connections, associations
  WORKSHEET_IN_USE: 50012001,
  CONNECTION_IN_USE: 50012002,
  WORKSHEET_NOT_FOUND: 50012003,
  WORKSHEET_FILE_UNREADABLE: 50012004,
  WORKSHEET_FILE_TOO_COMPLEX: 50012005,
  WORKSHEET_TITLE_ROW_INVALID: 50012006,
  WORKSHEET_FIELD_DUPLICATE: 50012007,
  WORKSHEET_FIELD_INVALID: 50012008,
  WORKSHEET_INCREMENTAL_UNSUPPORTED: 50012009,
  WORKSHEET_INTERVAL_TOO_SHORT: 50012010,
  WORKSHEET_TABLE_REQUIRED: 50012011,
  WORKSHEET_UPDATING: 50012012,
  WORKSHEET_GROUP_NOT_FOUND: 50012013,
  WORKSHEET_GROUP_NAME_DUPLICATE: 50012014,
  /** A widget's worksheet binding names a field the worksheet lacks, or aggregates it as its type cannot be. */
  WORKSHEET_BINDING_INVALID: 50012015,
  /** A run that never started or died: the sweep ended it (docs/worksheets.md#runs-that-never-end). */
  WORKSHEET_RUN_LOST: 50012016,
  /** A scheduled update of a database extract without the column its new rows are found by. */
  WORKSHEET_INCREMENTAL_COLUMN_REQUIRED: 50012017,
  WORKSHEET_SHARED: 50013001,
  CROSS_DATABASE_ASSOCIATION: 50014001,
  SQL_ERROR: 50015001,
  DATABASE_CONNECTION_FAILED: 50015002,
  DATABASE_TYPE_UNAVAILABLE: 50015003,
  DATASOURCE_NOT_FOUND: 50015004,
  // 50016 forms, 50017 comments
  FORM_NOT_FOUND: 50016001,
  COMMENT_DELETE_CREATOR_ONLY: 50017001,
  // 50018 uploads and verification codes
  UPLOAD_TYPE_ILLEGAL: 50018001,
  UPLOAD_TOO_LARGE: 50018002,
  UPLOAD_INCOMPLETE: 50018003,
  CAPTCHA_WRONG: 50018004,
  // 50019-50021 user and admin management
  MANAGED_USER_EXISTS: 50019001,
  ADMIN_IMMUTABLE: 50020001,
  OWN_ROLE_IMMUTABLE: 50021001,
  // 50024 system config
  SYSTEM_CONFIG_FAILED: 50024001,
  // 50025-50026 roles and permissions
  ROLE_NOT_FOUND: 50025001,
  ROLE_NAME_DUPLICATE: 50025002,
  ROLE_IN_USE: 50025003,
  ROLE_BUILTIN_IMMUTABLE: 50025004,
  ROLES_FULL: 50025005,
  ROLE_PERMISSION_FAILED: 50026001,
  FUNCTION_PERMISSION_DENIED: 50026002,
  // 50027-50031 APIs, departments, API groups
  API_NAME_DUPLICATE: 50027001,
  API_PATH_DUPLICATE: 50027002,
  API_PATH_FORMAT: 50027003,
  API_METHOD_WRONG: 50027004,
  API_ADDRESS_REFUSED: 50027005,
  API_UPSTREAM_FAILED: 50027006,
  API_RESPONSE_TOO_LARGE: 50027007,
  API_NAME_FORMAT: 50027008,
  API_NOT_FOUND: 50027009,
  API_NOT_PUBLISHED: 50027010,
  API_TOKEN_INVALID: 50027011,
  API_PARAM_INVALID: 50027012,
  API_THROTTLED: 50027013,
  API_GROUP_NOT_FOUND: 50027014,
  API_GROUP_NAME_DUPLICATE: 50027015,
  API_GROUP_DEFAULT_IMMUTABLE: 50027016,
  API_TOKENS_FULL: 50027017,
  PUSH_CHANNELS_FULL: 50027018,
  PUSH_CHANNEL_NOT_FOUND: 50027019,
  PUSH_TOKEN_INVALID: 50027020,
  PUSH_PAYLOAD_TOO_LARGE: 50027021,
  PUSH_THROTTLED: 50027022,
  API_HAS_PERMISSIONS: 50028001,
  DEPARTMENT_NOT_FOUND: 50029001,
  DEPARTMENT_NAME_DUPLICATE: 50029002,
  DEPARTMENT_IN_USE: 50029003,
  DEPARTMENTS_FULL: 50029004,
  DEPARTMENT_CHANGED: 50029005,
  RESOURCE_PACKAGE_INVALID: 50030001,
  PACKAGE_SAME_SITE: 50031001,
  // 5002200-5002352 large-screen groups and screens
  SCREEN_GROUP_NOT_FOUND: 5002200,
  SCREEN_GROUP_SAVE_FAILED: 5002201,
  SCREEN_GROUP_DELETE_FAILED: 5002202,
  SCREEN_GROUP_NAME_DUPLICATE: 5002203,
  SCREEN_GROUP_DEFAULT_IMMUTABLE: 5002204,
  SCREEN_MOVE_SAME_GROUP: 5002205,
  SCREEN_GROUP_EMPTY: 5002206,
  SCREEN_GROUP_SORT_FAILED: 5002210,
  CAROUSEL_INTERVAL_INVALID: 5002220,
  MOBILE_ADAPTATION_FAILED: 5002230,
  SCREEN_NOT_FOUND: 5002300,
  SCREEN_SAVE_FAILED: 5002301,
  SCREEN_DELETE_FAILED: 5002302,
  SCREEN_SHARE_FAILED: 5002303,
  SCREEN_SHARE_CLOSED: 5002304,
  SCREEN_SHARE_PASSWORD_WRONG: 5002305,
  SCREEN_SHARE_SELF: 5002306,
  SCREEN_SHARE_EXPIRED: 5002307,
  SCREEN_SHARE_THROTTLED: 5002308,
  SCREEN_SHARE_ACCESS_INVALID: 5002309,
  SCREEN_SHARE_SECRET: 5002311,
  SCREEN_SHARE_UNPUBLISHED: 5002312,
  SHARE_PASSWORD_TOO_SHORT: 5002313,
  SCREEN_CLEARANCE_TOO_LOW: 5002314,
  /** A share's expiry that is not later than now. */
  SHARE_EXPIRY_PAST: 5002315,
  SCREEN_COPY_FAILED: 5002310,
  COMPONENT_KEY_DUPLICATE: 5002320,
  TEMPLATE_DUPLICATE: 5002321,
  COMPONENT_IN_USE: 5002322,
  VERSION_FAILED: 5002330,
  VERSION_NOT_FOUND: 5002331,
  VERSION_CONFIRM_MISMATCH: 5002332,
  EDIT_USER_FAILED: 5002340,
  REVISION_CONFLICT: 5002341,
  STYLE_NAME_EXISTS: 5002350,
  IMPORT_INVALID: 5002351,
  SCREEN_PERMISSION_DENIED: 5002352,
  DEVICES_FULL: 50027030,
  DEVICE_IN_USE: 50027031,
} as const;

export type ErrorName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorName];
export type Language = 'zh' | 'en';

const byCode = new Map<number, ErrorName>(
  (Object.entries(ErrorCode) as [ErrorName, number][]).map(([name, code]) => [code, name]),
);

/** The name of a catalogue code; undefined for any other number. */
export const errorName = (code: number): ErrorName | undefined => byCode.get(code);

export function isCatalogueCode(code: number): code is ErrorCodeValue {
  return byCode.has(code);
}

const CHINESE = /^zh(?:$|[-_])/;
/** An Accept-Language weight (RFC 9110 §12.4.2): 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The language of one tag (`zh`, `en-US`, a browser's language) or of an Accept-Language list
 * (`en-US,en;q=0.9,zh-CN;q=0.8`, RFC 9110 §12.5.4): the range with the highest weight wins, the
 * first of equal ones; ranges weighted 0, `*` and malformed weights are passed over. zh for zh
 * and its subtags, en for any other language, zh when the value names none
 * (docs/protocol.md#envelope).
 */
export function pickLanguage(value: string | null | undefined): Language {
  let best: { range: string; weight: number } | undefined;
  for (const item of (value ?? '').split(',')) {
    const [range = '', ...params] = item.split(';').map((part) => part.trim());
    if (range === '' || range === '*') continue;
    const q = params.find((param) => /^q\s*=/i.test(param));
    const text = q === undefined ? '1' : q.slice(q.indexOf('=') + 1).trim();
    if (!QVALUE.test(text)) continue;
    const weight = Number(text);
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { range: range.toLowerCase(), weight };
  }
  if (best === undefined) return 'zh';
  return CHINESE.test(best.range) ? 'zh' : 'en';
}

/** The request headers that say the caller's language, in the order they are read. */
export const LANGUAGE_HEADERS = ['language', 'user-language', 'accept-language'] as const;

/**
 * The caller's language from its request headers (`header` gives one by its lower-case name):
 * the `language` or `user-language` header the SPA sends, else the standard Accept-Language,
 * else zh. A blank header says nothing.
 */
export function requestLanguage(header: (name: (typeof LANGUAGE_HEADERS)[number]) => string | undefined): Language {
  for (const name of LANGUAGE_HEADERS) {
    const value = header(name)?.trim();
    if (value) return pickLanguage(value);
  }
  return 'zh';
}
