import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/errors/catalogue.js';
import { usePreferences } from '../../app/services';
import { PlainButton } from '../plain/Button';
import { Checkmark16Regular, LocalLanguage20Regular } from '../plain/icons';

const LANGUAGES: readonly { value: Language; lang: string }[] = [
  { value: 'zh', lang: 'zh-CN' },
  { value: 'en', lang: 'en' },
];

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  list: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    right: 0,
    zIndex: 1000,
    minWidth: '160px',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    boxShadow: tokens.shadow16,
  },
  item: {
    ...typographyStyles.body1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    outlineStyle: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  check: { width: '16px', display: 'flex' },
  hidden: { visibility: 'hidden' },
});

/**
 * The language switch shown on every page (zh / en, stored under `lang`): a menu of radio items,
 * drawn without the UI kit's menu so the pages before sign-in need not load it.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language, setLanguage } = usePreferences();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    const current = LANGUAGES.findIndex((each) => each.value === language);
    items.current[Math.max(current, 0)]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, language]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (next: Language) => {
    if (next !== language) setLanguage(next);
    close(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => items.current[(to + LANGUAGES.length) % LANGUAGES.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LANGUAGES.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if ((event.key === 'Enter' || event.key === ' ') && index >= 0) choose(LANGUAGES[index]!.value);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <span ref={root} className={styles.root}>
      <PlainButton
        ref={trigger}
        icon={<LocalLanguage20Regular />}
        // The visible language is the button's name (a voice user says what they see); what it is for is its description.
        title={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="language-menu"
      >
        {t(`common.languages.${language}`)}
      </PlainButton>
      {open ? (
        <ul id={menuId} role="menu" aria-label={t('common.language')} className={styles.list} onKeyDown={onKeyDown}>
          {LANGUAGES.map((each, index) => (
            <li
              key={each.value}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={each.value === language}
              tabIndex={-1}
              lang={each.lang}
              className={styles.item}
              onClick={() => choose(each.value)}
            >
              <span className={mergeClasses(styles.check, each.value !== language && styles.hidden)}>
                <Checkmark16Regular />
              </span>
              {t(`common.languages.${each.value}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
