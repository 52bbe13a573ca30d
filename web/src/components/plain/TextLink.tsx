import type { AnchorHTMLAttributes, Ref } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/** The UI kit's link look as a plain anchor. */
export function TextLink({
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  const styles = useStyles();
  return <a {...rest} className={mergeClasses(styles.root, className)} />;
}
