import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate, type To } from 'react-router-dom';

interface AppLinkProps {
  to: To;
  children: ReactNode;
  className?: string;
  inline?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A Fluent link that navigates inside the SPA (and still opens in a new tab on ctrl/cmd). */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Link {...rest} href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
