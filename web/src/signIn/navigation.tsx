import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { TextLink } from '../components/plain/TextLink';

export interface SignInLocation {
  pathname: string;
  search: string;
  /** Why the visitor came (a notice the app handed over: `passwordChanged`, `authChanged`). */
  notice: string | undefined;
}

export interface GoOptions {
  replace?: boolean;
  /** A success toast shown once the page has moved (after the app took over, in its toaster). */
  toast?: string;
  /** The location state the app's page reads (`/modifyPassword` the account), when the move leaves for the app. */
  state?: Record<string, unknown>;
}

/** Moving between the sign-in pages, and into the app once signed in, without the router. */
export interface SignInNavigation {
  location: SignInLocation;
  go: (href: string, options?: GoOptions) => void;
}

export const SignInNavigationContext = createContext<SignInNavigation | null>(null);

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('useSignInNavigation outside the sign-in root');
  return navigation;
}

/** The page address's query parameters. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useSignInNavigation().location.search);
}

/** A link to another page: a plain click moves without reloading; a modified one is the browser's. */
export function SignInLink({ href, children, ...rest }: { href: string; children: ReactNode; 'data-testid'?: string }) {
  const { go } = useSignInNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    go(href);
  };
  return (
    <TextLink {...rest} href={href} onClick={onClick}>
      {children}
    </TextLink>
  );
}
