import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * A page's h1 for screen readers only, on full-window pages (editor, preview) whose visible
 * title is a field or nothing: a screen reader user still starts from a heading that says where
 * they are.
 */
export function HiddenHeading({ children }: { children: ReactNode }) {
  return <h1 className={useStyles().hidden}>{children}</h1>;
}
