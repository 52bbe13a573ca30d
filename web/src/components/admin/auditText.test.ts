import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../../shared/acts/audit.js';
import { AUDIT_DETAIL_ACTS } from '../../../../shared/acts/audit-kinds.js';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { auditTexts, labelledValues, type AuditTextContext } from './auditText';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: 'e1',
  at: 0,
  action: 'worksheet_change',
  actor_id: 'u1',
  actor_name: 'Li',
  target: 'Sales',
  detail: '',
  ip: '::1',
  ...fields,
});

let zhT: TFunction;
let enT: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: 'zh',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  zhT = instance.getFixedT('zh');
  enT = instance.getFixedT('en');
});

const context = (t: TFunction): AuditTextContext => ({
  t,
  roles: undefined,
  roleNames: { builtin: (id) => id.toUpperCase(), unknown: '?' },
});

describe('audit entries in words', () => {
  it('name every act an entry can record by a label in both languages, never by the act', () => {
    for (const [language, t] of [
      ['zh', zhT],
      ['en', enT],
    ] as const)
      for (const act of AUDIT_DETAIL_ACTS) {
        const { detail } = auditTexts(entry({ action: 'permission_denied', detail: act }), context(t));
        expect(detail, `${language} ${act}`).not.toBe(act);
        expect(detail, `${language} ${act}`).not.toMatch(/v[12]\/|admin\.audit/);
      }
    expect(auditTexts(entry({ detail: 'v1/worksheet/add' }), context(enT)).detail).toBe('Create a worksheet');
    expect(auditTexts(entry({ detail: 'v1/worksheet/add' }), context(zhT)).detail).toBe('新建工作表');
  });

  it('label every kind of entry in both languages', () => {
    for (const [messages, language] of [
      [zh, 'zh'],
      [en, 'en'],
    ] as const)
      for (const action of AUDIT_ACTIONS)
        expect(messages.admin.audit.actions[action], `${language} ${action}`).toBeTruthy();
    expect(en.admin.audit.actions.worksheet_change).not.toBe(en.admin.audit.actions.datasource_change);
    expect(en.admin.audit.actions.account_share_add).not.toBe(en.admin.audit.actions.share_add);
  });

  it('names refused permissions, share kinds and settings, and keeps names people typed', () => {
    const en = context(enT);
    expect(
      auditTexts(entry({ action: 'permission_denied', target: 'api_manage', detail: 'v1/api/publish' }), en),
    ).toEqual({ target: 'Manage data APIs', detail: 'Publish a data API' });
    expect(auditTexts(entry({ action: 'permission_denied', target: 'administrator', detail: 'x' }), en).target).toBe(
      'Administrator only',
    );
    expect(auditTexts(entry({ action: 'share_add', detail: 'screen_password' }), en).detail).toBe('Screen (password)');
    expect(auditTexts(entry({ action: 'account_share_add', detail: 'account' }), context(zhT)).detail).toBe('成员');
    expect(auditTexts(entry({ action: 'audit_settings', target: 'retention_days', detail: '180->90' }), en)).toEqual({
      target: 'Days entries are kept',
      detail: '180 → 90',
    });
    expect(auditTexts(entry({ action: 'clearance_change', detail: 'secret->internal' }), context(zhT)).detail).toBe(
      '秘密 → 内部',
    );
    expect(auditTexts(entry({ action: 'role_change', detail: 'member->auditor' }), en).detail).toBe('MEMBER → AUDITOR');
    expect(auditTexts(entry({ action: 'role_add', detail: 'screen_create share_link' }), en).detail).toBe(
      'Create screens, Share by link',
    );
    expect(auditTexts(entry({ action: 'version_publish', target: 'Wall', detail: 'on' }), en)).toEqual({
      target: 'Wall',
      detail: 'on',
    });
    expect(auditTexts(entry({ action: 'department_assign', detail: '-->d1' }), en).detail).toBe('none → d1');
  });
});

describe('searching the audit log by the words it is read in', () => {
  it('names the stored values whose labels hold the keyword, in either language and any case', () => {
    expect(labelledValues('create a WORKSHEET', enT)).toEqual(['v1/worksheet/add', 'v1/worksheet/group_add']);
    expect(labelledValues('新建工作表', zhT)).toContain('v1/worksheet/add');
    expect(labelledValues('worksheet', enT)).toEqual(expect.arrayContaining(['v1/worksheet/add', 'worksheet']));
    expect(labelledValues('  ', enT)).toEqual([]);
    expect(labelledValues('no label says this', enT)).toEqual([]);
  });
});
