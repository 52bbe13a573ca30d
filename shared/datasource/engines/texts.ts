/**
 * The texts of the database types' forms, in both languages of the product: field labels and
 * hints, a type's note, why no engine runs a type. A descriptor names its texts by key
 * (`EngineTextKey`), so only the SPA, which shows them, carries them; the functions' bundles
 * read the descriptors without them.
 */
export interface Texts {
  zh: string;
  en: string;
}

export const ENGINE_TEXTS = {
  hivePolicy: {
    zh: 'NONE、LDAP、CUSTOM、PAM 或 NOSASL（留空即 NONE）。不支持 Kerberos。',
    en: 'NONE, LDAP, CUSTOM, PAM or NOSASL (empty: NONE). Kerberos is not supported.',
  },
  kylinProject: { zh: '项目', en: 'Project' },
  hanaInstance: {
    zh: '仅作说明：实际使用上面的端口（3<nn>15，租户数据库为 3<nn>41 起）。',
    en: 'For reference only: the port above is what is used (3<nn>15, or 3<nn>41 and up for a tenant database).',
  },
  hanaDatabase: {
    zh: '可选：该端口应对应的租户数据库，连接时核对。',
    en: 'Optional: the tenant database the port must serve; checked when connecting.',
  },
  sapbwNote: {
    zh: '通过 BW/4HANA 所在 SAP HANA 数据库的 SQL 接口连接：InfoProvider 以 _SYS_BIC 下的计算视图出现（在 BW 中为其勾选“外部 SAP HANA 视图”）。请使用只有这些视图 SELECT 权限的 HANA 用户。',
    en: 'Connects to the SAP HANA SQL interface of the database BW/4HANA runs on: InfoProviders are listed as the calculation views under _SYS_BIC (tick “External SAP HANA View” for them in BW). Use a HANA user with SELECT on those views and nothing more.',
  },
  sapbwPort: {
    zh: 'HANA 数据库的 SQL 端口（3<nn>15，租户数据库为 3<nn>41 起），不是 BW 应用服务器的 RFC 端口。',
    en: 'The HANA database’s SQL port (3<nn>15, or 3<nn>41 and up for a tenant database), not the BW application server’s RFC port.',
  },
  sybaseUnavailable: {
    zh: 'Sybase（SAP ASE）没有维护中的 Node.js 驱动，而它的 TDS 协议版本与 SQL Server 的驱动不兼容，因此这里无法安全地以只读方式查询它。',
    en: 'Sybase (SAP ASE) has no maintained Node.js driver, and SQL Server’s driver does not speak its version of TDS, so it cannot be queried read-only here.',
  },
} as const satisfies Record<string, Texts>;

export type EngineTextKey = keyof typeof ENGINE_TEXTS;
