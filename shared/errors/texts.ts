import { errorName, type ErrorName, type Language } from './catalogue.js';

/**
 * The zh and en text of every code of the catalogue (catalogue.ts): what the server answers
 * beside the code, and what clients show for it. The texts are ours.
 */
type Texts = Record<ErrorName, { zh: string; en: string }>;

const texts: Texts = {
  INTERFACE_MISSING: { zh: '接口不存在', en: 'This interface does not exist' },
  SERVER_ERROR: { zh: '服务器错误，请稍后重试', en: 'Server error, please try again later' },
  TENANT_INVALID: { zh: '当前租户不可用，请重新登录', en: 'This tenant is not available to you; please sign in again' },
  PARAMS_INCOMPLETE: { zh: '参数不完整', en: 'Incomplete parameters' },
  BODY_MALFORMED: { zh: '请求体为空或格式错误', en: 'The request body is empty or malformed' },
  PERMISSION_DENIED: { zh: '权限校验失败', en: 'Permission check failed' },
  REQUEST_DROPPED: { zh: '请求过于频繁，已被丢弃', en: 'Too many requests; this one was dropped' },
  NOT_LOGGED_IN: { zh: '未登录或登录已失效，请重新登录', en: 'You are not signed in; please sign in' },
  SESSION_EXPIRED: { zh: '登录已过期，请重新登录', en: 'Your session has expired; please sign in again' },
  CREDENTIALS_WRONG: { zh: '账号或密码错误', en: 'Wrong account or password' },
  ACCOUNT_DISABLED: { zh: '账号已被禁用', en: 'This account is disabled' },
  ACCOUNT_NOT_APPROVED: { zh: '账号尚未审核通过', en: 'This account has not been approved yet' },
  ACCOUNT_LOCKED: {
    zh: '密码错误次数过多，账号已锁定 20 分钟',
    en: 'Too many wrong passwords: the account is locked for 20 minutes',
  },
  TRIAL_ENDED: { zh: '试用期已结束', en: 'Your trial period has ended' },
  ACCOUNT_UNAUTHORIZED: { zh: '账号未授权', en: 'This account is not authorised' },
  USER_LIMIT_REACHED: { zh: '用户数已达上限', en: 'The user limit has been reached' },
  INVITE_CODE_MISSING: { zh: '邀请码不存在', en: 'The invitation code does not exist' },
  INVITE_CODE_USED: { zh: '邀请码已被使用', en: 'The invitation code has already been used' },
  EMAIL_REGISTERED: { zh: '邮箱已被注册', en: 'This email is already registered' },
  MOBILE_REGISTERED: { zh: '手机号已被注册', en: 'This mobile number is already registered' },
  OLD_PASSWORD_WRONG: { zh: '原密码错误', en: 'The original password is wrong' },
  SSO_FAILED: { zh: '单点登录失败', en: 'Single sign-on failed' },
  REGISTRATION_DISABLED: { zh: '注册功能已关闭', en: 'Registration is disabled' },
  PASSWORD_WEAK: {
    zh: '密码须多于 8 位，并包含大写字母、小写字母、数字和特殊符号',
    en: 'The password must be longer than 8 characters and mix uppercase, lowercase, digits and symbols',
  },
  PASSWORD_CONFIRM_MISMATCH: { zh: '确认密码与新密码不一致', en: 'Confirm new password does not match new password' },
  PASSWORD_SAME_AS_OLD: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the old one' },
  MOBILE_INVALID: { zh: '请输入有效的手机号', en: 'Enter a valid mobile number' },
  EMAIL_INVALID: { zh: '请输入有效的邮箱', en: 'Enter a valid email address' },
  LICENSE_EXPIRED: {
    zh: '当前许可证不可用或已过期，请联系销售',
    en: 'The current license is unavailable or expired; please contact sales',
  },
  NAME_INVALID: { zh: '名称不能为空，且不超过 50 个字符', en: 'The name is required and at most 50 characters' },
  COMPANY_INVALID: { zh: '公司不能为空，且不超过 50 个字符', en: 'The company is required and at most 50 characters' },
  ACCOUNT_REQUIRED: { zh: '请输入账号、邮箱或手机号', en: 'Enter your account, email or mobile number' },
  PASSWORD_REQUIRED: { zh: '请输入密码', en: 'Enter your password' },
  LICENSE_KEY_REQUIRED: { zh: '请输入许可证密钥', en: 'Enter the license key' },
  AVATAR_INVALID: {
    zh: '头像须为 PNG、JPEG 或 WebP 图片，且不超过 2 MB',
    en: 'The avatar must be a PNG, JPEG or WebP image of at most 2 MB',
  },
  EMAIL_OR_MOBILE_REQUIRED: { zh: '手机号或邮箱至少填写一项', en: 'Give a mobile number or an email' },
  PASSWORD_EXPIRED: {
    zh: '密码长期未修改，请修改密码',
    en: 'Your password has not been changed for a long time; please change it',
  },
  LICENSE_INVALID: {
    zh: '许可证文件无效：签名不对，或不是为此租户签发的',
    en: 'The licence file is not valid: its signature is wrong, or it was not issued for this tenant',
  },
  SSO_NOT_CONFIGURED: { zh: '未配置单点登录', en: 'Single sign-on is not configured' },
  SSO_REQUIRED: {
    zh: '此工作区要求通过单点登录进入，请使用公司账号登录',
    en: 'This workspace requires single sign-on; sign in with your company account',
  },
  SSO_CODE_TAKEN: {
    zh: '该工作区代码或邮箱域名已被其他工作区使用',
    en: 'This workspace code or e-mail domain is already used by another workspace',
  },
  SSO_ISSUER_UNREACHABLE: {
    zh: '无法读取身份提供方的 OpenID 配置，请检查颁发者地址',
    en: 'The identity provider’s OpenID configuration could not be read; check the issuer address',
  },
  SSO_SETTINGS_INVALID: {
    zh: '单点登录设置无效：工作区代码为 3–32 位小写字母、数字或连字符，域名形如 example.com',
    en: 'The single sign-on settings are not valid: a workspace code has 3–32 lower-case letters, digits or hyphens; a domain looks like example.com',
  },
  SSO_DOMAIN_NOT_VERIFIED: {
    zh: '未找到域名验证记录：请按设置页中该域名所示的名称和值原样发布 TXT 记录，生效后再验证（DNS 更改可能需要几分钟）',
    en: 'The domain’s verification record was not found: publish the TXT record shown for the domain, name and value exactly as they are, then verify again once it is live (DNS changes can take a few minutes)',
  },
  SSO_DNS_LOOKUP_FAILED: {
    zh: '域名的 DNS 查询失败或超时，请稍后再试',
    en: 'The domain’s DNS lookup failed or timed out; try again later',
  },
  SSO_LINK_REQUIRED: {
    zh: '该账号还属于其他工作区，不能仅凭单点登录进入：请先用密码登录，再在“个性化设置”中关联本工作区的单点登录',
    en: 'This account also belongs to other workspaces, so single sign-on alone cannot open it: sign in with your password, then link this workspace’s single sign-on under Personalization',
  },
  SSO_IDENTITY_TAKEN: {
    zh: '该单点登录身份已关联到本工作区的另一个账号',
    en: 'This single sign-on identity is already linked to another account in this workspace',
  },
  SSO_EMAIL_TAKEN: {
    zh: '该邮箱已有账号但不在此工作区，请联系管理员邀请',
    en: 'This e-mail already has an account outside this workspace; ask your administrator for an invitation',
  },
  TEAM_NOT_FOUND: { zh: '团队不存在', en: 'The team does not exist' },
  TEAM_PERMISSION_DENIED: { zh: '无团队操作权限', en: 'You have no permission for this team' },
  TEAM_MEMBER_EXISTS: { zh: '该成员已在团队中', en: 'This member is already in the team' },
  TEAM_NAME_DUPLICATE: { zh: '团队名称已存在', en: 'A team with this name already exists' },
  TEAMS_FULL: { zh: '团队数量已达上限', en: 'The workspace has reached its limit of teams' },
  TEAM_MEMBERS_FULL: { zh: '团队成员数量已达上限', en: 'The team has reached its limit of members' },
  INVITE_EMAIL_THROTTLED: {
    zh: '邀请邮件发送过于频繁，请五分钟后重试',
    en: 'Invitation email sent too often; retry in five minutes',
  },
  VCODE_THROTTLED: {
    zh: '验证码发送过于频繁，请稍后再试',
    en: 'Verification codes sent too often; please wait and retry',
  },
  VCODE_WRONG: { zh: '验证码错误', en: 'Wrong verification code' },
  VCODE_EXPIRED: { zh: '验证码已失效，请重新获取', en: 'The verification code has expired; request a new one' },
  VCODE_TOO_MANY_TRIES: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes; request a new one' },
  VCODE_REQUIRED: { zh: '请输入验证码', en: 'Enter the verification code' },
  VCODE_SEND_FAILED: { zh: '验证码发送失败', en: 'The verification code could not be sent' },
  USER_NOT_FOUND: { zh: '用户不存在', en: 'The user does not exist' },
  USER_DATA_SAVE_FAILED: { zh: '用户数据保存失败', en: 'User data could not be saved' },
  SESSION_NOT_FOUND: {
    zh: '该登录会话不存在或已退出',
    en: 'That session does not exist or has already been signed out',
  },
  DASHBOARD_NOT_FOUND: { zh: '仪表板不存在', en: 'The dashboard does not exist' },
  DASHBOARD_PERMISSION_DENIED: { zh: '无仪表板操作权限', en: 'You have no permission for this dashboard' },
  DASHBOARD_NAME_DUPLICATE: { zh: '仪表板名称重复', en: 'A dashboard with this name exists' },
  STORYBOARD_NOT_FOUND: { zh: '故事板不存在', en: 'The storyboard does not exist' },
  STORYBOARD_PERMISSION_DENIED: { zh: '无故事板操作权限', en: 'You have no permission for this storyboard' },
  BOARD_GROUP_NOT_FOUND: { zh: '分组不存在', en: 'The group does not exist' },
  BOARD_GROUP_NAME_DUPLICATE: { zh: '分组名称重复', en: 'A group with this name exists' },
  PAGE_NOT_FOUND: { zh: '页面不存在', en: 'The page does not exist' },
  COMPONENT_NOT_FOUND: { zh: '组件不存在', en: 'The component does not exist' },
  SHARE_ERROR: { zh: '分享失败', en: 'Sharing failed' },
  SHARE_PASSWORD_WRONG: { zh: '密码不正确', en: 'Wrong password' },
  LINK_SIGNATURE_ERROR: { zh: '链接签名错误', en: 'The link signature is invalid' },
  ACCESS_TIMEOUT: { zh: '访问已超时', en: 'Access has timed out' },
  WORKSHEET_IN_USE: { zh: '工作表正在被使用', en: 'The worksheet is in use' },
  WORKSHEET_NOT_FOUND: { zh: '工作表不存在', en: 'The worksheet does not exist' },
  WORKSHEET_FILE_UNREADABLE: {
    zh: '文件无法读取：请上传 UTF-8 或 GBK 编码的 CSV，或 xlsx 格式的 Excel 文件',
    en: 'The file cannot be read: upload a CSV in UTF-8 or GBK, or an Excel file in xlsx format',
  },
  WORKSHEET_FILE_TOO_COMPLEX: {
    zh: '文件过于复杂：列数、单元格或解压后的大小超出上限',
    en: 'The file is too complex: its columns, cells or unzipped size are over the limit',
  },
  WORKSHEET_TITLE_ROW_INVALID: { zh: '标题行不能超过数据总行数', en: 'The title row cannot be past the last data row' },
  WORKSHEET_FIELD_DUPLICATE: { zh: '字段名称重复', en: 'Field names must be unique' },
  WORKSHEET_FIELD_INVALID: {
    zh: '字段名称不能为空，最多 128 个字符，且不能包含引号或控制字符',
    en: 'A field name must be 1 to 128 characters, without quotes or control characters',
  },
  WORKSHEET_INCREMENTAL_UNSUPPORTED: {
    zh: '该数据源不支持增量更新：只能加载一次，或由您手动刷新',
    en: 'This source cannot update incrementally: it can be loaded once, or refreshed by hand',
  },
  WORKSHEET_INCREMENTAL_COLUMN_REQUIRED: {
    zh: '请选择增量字段：每次更新追加该字段的值大于上次读取值的行',
    en: 'Choose the incremental column: each update adds the rows whose value in it is past the last one read',
  },
  WORKSHEET_INTERVAL_TOO_SHORT: { zh: '更新间隔不能少于 60 秒', en: 'The update interval must be at least 60 seconds' },
  WORKSHEET_TABLE_REQUIRED: { zh: '请选择一张数据表', en: 'Choose a table' },
  WORKSHEET_UPDATING: { zh: '工作表正在更新，请稍后再试', en: 'The worksheet is updating; try again when it finishes' },
  WORKSHEET_GROUP_NOT_FOUND: { zh: '工作表分组不存在', en: 'The worksheet group does not exist' },
  WORKSHEET_GROUP_NAME_DUPLICATE: { zh: '工作表分组名称重复', en: 'A worksheet group with this name exists' },
  WORKSHEET_BINDING_INVALID: {
    zh: '组件绑定的工作表字段不存在，或该字段类型不能这样聚合（求和与平均值只用于数值字段）',
    en: 'A field the widget binds is not in the worksheet, or cannot be aggregated this way (sum and average need a numeric field)',
  },
  WORKSHEET_RUN_LOST: {
    zh: '更新未完成：本次运行没有启动或中途中断，请重新刷新',
    en: 'The update did not finish: its run never started or was cut off; refresh to try again',
  },
  CONNECTION_IN_USE: {
    zh: '该数据库连接正被数据 API 或工作表使用，请先删除或修改它们',
    en: 'The connection is used by data APIs or worksheets; remove or change them first',
  },
  WORKSHEET_SHARED: { zh: '工作表已被分享', en: 'The worksheet is shared' },
  CROSS_DATABASE_ASSOCIATION: { zh: '不允许跨数据库关联', en: 'Cross-database association is not allowed' },
  SQL_ERROR: { zh: 'SQL 执行错误', en: 'SQL error' },
  DATABASE_CONNECTION_FAILED: { zh: '数据库连接失败', en: 'Database connection failed' },
  DATABASE_TYPE_UNAVAILABLE: {
    zh: '此部署尚无该数据库类型的驱动，暂不能连接',
    en: 'This deployment has no driver for this database type yet',
  },
  DATASOURCE_NOT_FOUND: { zh: '数据库连接不存在', en: 'The database connection does not exist' },
  FORM_NOT_FOUND: { zh: '表单不存在', en: 'The form does not exist' },
  COMMENT_DELETE_CREATOR_ONLY: { zh: '只有创建者可以删除评论', en: 'Only the creator can delete a comment' },
  UPLOAD_TYPE_ILLEGAL: { zh: '文件类型不合法', en: 'This file type is not allowed' },
  UPLOAD_TOO_LARGE: { zh: '文件过大', en: 'The file is too large' },
  UPLOAD_INCOMPLETE: { zh: '上传未完成', en: 'The upload is not complete' },
  CAPTCHA_WRONG: { zh: '图形验证码错误', en: 'Wrong captcha' },
  MANAGED_USER_EXISTS: { zh: '用户已存在', en: 'The user already exists' },
  ADMIN_IMMUTABLE: {
    zh: '唯一管理员不能修改或删除',
    en: 'The unique administrator can be neither changed nor deleted',
  },
  OWN_ROLE_IMMUTABLE: { zh: '不能修改自己的角色或权限', en: 'You cannot change your own role or access' },
  SYSTEM_CONFIG_FAILED: { zh: '系统配置保存失败', en: 'System configuration could not be saved' },
  ROLE_NOT_FOUND: { zh: '角色不存在', en: 'The role does not exist' },
  ROLE_NAME_DUPLICATE: { zh: '角色名称已存在', en: 'A role with this name already exists' },
  ROLE_IN_USE: {
    zh: '仍有成员使用该角色，请先为他们更换角色',
    en: 'Members still hold this role; give them another role first',
  },
  ROLE_BUILTIN_IMMUTABLE: { zh: '内置角色不能修改或删除', en: 'Built-in roles can be neither changed nor deleted' },
  ROLES_FULL: { zh: '自定义角色数量已达上限', en: 'The tenant has reached its limit of custom roles' },
  ROLE_PERMISSION_FAILED: { zh: '权限设置失败', en: 'Permissions could not be set' },
  FUNCTION_PERMISSION_DENIED: {
    zh: '你的角色没有此功能权限，请联系管理员',
    en: 'Your role does not allow this; ask your administrator',
  },
  API_NAME_DUPLICATE: { zh: 'API 名称重复', en: 'The API name is duplicated' },
  API_PATH_DUPLICATE: { zh: 'API 路径重复', en: 'API path is duplicated' },
  API_PATH_FORMAT: { zh: 'API 路径格式错误', en: 'The API path format is invalid' },
  API_METHOD_WRONG: { zh: '请求方法错误，请使用 GET 或 POST', en: 'Wrong request method: use GET or POST' },
  API_ADDRESS_REFUSED: {
    zh: '出于安全原因，不能访问该地址（内网、本机和链路本地地址均被拒绝）',
    en: 'This address cannot be reached: private, local and link-local addresses are refused',
  },
  API_UPSTREAM_FAILED: { zh: '数据接口没有正常响应', en: 'The data API did not answer successfully' },
  API_RESPONSE_TOO_LARGE: { zh: '数据接口返回的内容过大', en: 'The data API answered with too much data' },
  API_NAME_FORMAT: {
    zh: 'API 名称须为 4 到 50 个中文、英文、数字或下划线，并以中文或英文开头',
    en: 'An API name is 4 to 50 Chinese or English letters, digits or underscores, starting with a letter',
  },
  API_NOT_FOUND: { zh: '数据 API 不存在', en: 'The data API does not exist' },
  API_NOT_PUBLISHED: { zh: '数据 API 未发布', en: 'The data API is not published' },
  API_TOKEN_INVALID: { zh: 'API 令牌无效或已撤销', en: 'The API token is invalid or revoked' },
  API_PARAM_INVALID: { zh: 'API 参数缺失或类型不符', en: 'An API parameter is missing or of the wrong type' },
  API_THROTTLED: { zh: 'API 调用过于频繁，请稍后再试', en: 'Too many API calls; try again shortly' },
  API_GROUP_NOT_FOUND: { zh: 'API 分组不存在', en: 'The API group does not exist' },
  API_GROUP_NAME_DUPLICATE: { zh: 'API 分组名称重复', en: 'An API group with this name exists' },
  API_GROUP_DEFAULT_IMMUTABLE: { zh: '默认分组不能修改或删除', en: 'The default group cannot be renamed or removed' },
  API_TOKENS_FULL: {
    zh: 'API 令牌数量已达上限，请先撤销不用的令牌',
    en: 'The API token limit is reached; revoke a token you no longer use first',
  },
  PUSH_CHANNELS_FULL: {
    zh: '推送通道数量已达上限（200 个），请先删除不用的通道',
    en: 'The push channel limit (200) is reached; remove a channel you no longer use first',
  },
  PUSH_CHANNEL_NOT_FOUND: {
    zh: '推送通道不存在或已删除',
    en: 'The push channel does not exist or was removed',
  },
  PUSH_TOKEN_INVALID: {
    zh: '推送通道或令牌无效',
    en: 'The push channel or its token is invalid',
  },
  PUSH_PAYLOAD_TOO_LARGE: {
    zh: '推送内容超过 32 KB',
    en: 'The pushed payload is over 32 KB',
  },
  PUSH_THROTTLED: {
    zh: '推送过于频繁（每个通道每分钟 120 次），请稍后再试',
    en: 'Too many pushes (120 a minute per channel); try again shortly',
  },
  API_HAS_PERMISSIONS: { zh: '已授权的 API 不能删除', en: 'An API with permissions cannot be deleted' },
  DEPARTMENT_NOT_FOUND: { zh: '部门不存在', en: 'The department does not exist' },
  DEPARTMENT_NAME_DUPLICATE: { zh: '部门名称已存在', en: 'A department with this name already exists' },
  DEPARTMENT_IN_USE: {
    zh: '部门中还有成员或 API，请先移出后再删除',
    en: 'The department still holds members or APIs; move them out first',
  },
  DEPARTMENTS_FULL: { zh: '部门数量已达上限', en: 'The tenant has reached its limit of departments' },
  DEPARTMENT_CHANGED: {
    zh: '部门已被他人修改，请刷新后重试',
    en: 'Someone else changed this meanwhile; reload and try again',
  },
  RESOURCE_PACKAGE_INVALID: { zh: '资源包无效', en: 'The resource package is invalid' },
  PACKAGE_SAME_SITE: { zh: '不能导入本站点导出的资源包', en: 'A package from the same site cannot be imported' },
  SCREEN_GROUP_NOT_FOUND: { zh: '大屏分组不存在', en: 'The screen group does not exist' },
  SCREEN_GROUP_SAVE_FAILED: { zh: '大屏分组保存失败', en: 'The screen group could not be saved' },
  SCREEN_GROUP_DELETE_FAILED: { zh: '大屏分组删除失败', en: 'The screen group could not be deleted' },
  SCREEN_GROUP_NAME_DUPLICATE: { zh: '分组名称已存在', en: 'A group with this name already exists' },
  SCREEN_GROUP_DEFAULT_IMMUTABLE: {
    zh: '默认分组不能修改、删除或拖动',
    en: 'The default group cannot be changed, deleted or dragged',
  },
  SCREEN_MOVE_SAME_GROUP: {
    zh: '请选择与当前分组不同的目标分组',
    en: 'Choose a target group other than the current one',
  },
  SCREEN_GROUP_EMPTY: { zh: '该分组没有可导出的大屏', en: 'This group has no screens to export' },
  SCREEN_GROUP_SORT_FAILED: { zh: '排序失败', en: 'Sorting failed' },
  CAROUSEL_INTERVAL_INVALID: { zh: '轮播间隔不能小于 1 秒', en: 'The carousel interval cannot be under 1 second' },
  MOBILE_ADAPTATION_FAILED: { zh: '移动端适配设置失败', en: 'Mobile adaptation could not be saved' },
  SCREEN_NOT_FOUND: { zh: '大屏不存在', en: 'Screen does not exist' },
  SCREEN_SAVE_FAILED: { zh: '保存失败', en: 'Save failed' },
  SCREEN_DELETE_FAILED: { zh: '删除失败', en: 'Delete failed' },
  SCREEN_SHARE_FAILED: { zh: '该大屏未分享', en: 'This screen is not shared' },
  SCREEN_SHARE_CLOSED: { zh: '大屏分享已取消', en: 'Screen sharing has been cancelled' },
  SCREEN_SHARE_PASSWORD_WRONG: { zh: '密码不正确', en: 'Wrong password' },
  SCREEN_SHARE_SELF: { zh: '不能分享给自己', en: 'You cannot share with yourself' },
  SCREEN_SHARE_EXPIRED: { zh: '分享链接已过期', en: 'This share link has expired' },
  SCREEN_SHARE_THROTTLED: {
    zh: '密码错误次数过多，请 10 分钟后再试',
    en: 'Too many wrong passwords; try again in 10 minutes',
  },
  SCREEN_SHARE_ACCESS_INVALID: {
    zh: '访问已失效，请重新输入密码',
    en: 'Your access has expired; enter the password again',
  },
  SCREEN_SHARE_SECRET: { zh: '机密大屏不能通过链接分享', en: 'A secret screen cannot be shared by link' },
  SCREEN_SHARE_UNPUBLISHED: { zh: '该大屏尚未发布版本', en: 'This screen has no published version yet' },
  SHARE_PASSWORD_TOO_SHORT: { zh: '分享密码至少需要 6 个字符', en: 'The share password must be at least 6 characters' },
  SHARE_EXPIRY_PAST: { zh: '有效期须晚于当前时间', en: 'The expiry must be later than now' },
  SCREEN_COPY_FAILED: { zh: '复制失败', en: 'Copy failed' },
  COMPONENT_KEY_DUPLICATE: { zh: '组件标识重复', en: 'The component key is duplicated' },
  TEMPLATE_DUPLICATE: { zh: '模板名称重复', en: 'A template with this name exists' },
  COMPONENT_IN_USE: { zh: '组件正在被使用', en: 'The component is in use' },
  VERSION_FAILED: { zh: '版本操作失败', en: 'The version action failed' },
  VERSION_NOT_FOUND: { zh: '版本不存在', en: 'The version does not exist' },
  VERSION_CONFIRM_MISMATCH: { zh: '输入的大屏名称不一致', en: 'The screen name you typed does not match' },
  EDIT_USER_FAILED: { zh: '编辑用户设置失败', en: 'Editor users could not be changed' },
  REVISION_CONFLICT: { zh: '内容已被他人修改，已重新加载', en: 'Someone else changed this; it has been reloaded' },
  STYLE_NAME_EXISTS: { zh: '样式名称已存在', en: 'A style with this name exists' },
  IMPORT_INVALID: { zh: '导入失败：文件无效', en: 'Import failed: the file is invalid' },
  SCREEN_PERMISSION_DENIED: { zh: '无此大屏的操作权限', en: 'You have no permission for this screen' },
  SCREEN_CLEARANCE_TOO_LOW: {
    zh: '您的密级权限低于该大屏的密级，无法访问或设置',
    en: "This screen's security level is above your clearance",
  },
  DEVICES_FULL: {
    zh: '设备数量已达上限（500 台），请先移除不用的设备',
    en: 'The device limit (500) is reached; remove a device you no longer use first',
  },
  DEVICE_IN_USE: {
    zh: '该设备编号正被另一个在线显示端使用，已为本页面换用新编号',
    en: 'Another online display holds this device id; this page takes a new one',
  },
};

/** The text of a catalogue code in a language; unknown codes read as a server error. */
export function errorText(code: number, language: Language): string {
  const name = errorName(code) ?? 'SERVER_ERROR';
  return texts[name][language];
}

/** Every code's text in one language, by name (what a web page loads for its language alone). */
export function errorTextsIn(language: Language): Record<ErrorName, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text[language]])) as Record<
    ErrorName,
    string
  >;
}
