/**
 * The pages `npm run bench:pages` loads and the JavaScript each may load before it is usable:
 * kB (1,024 bytes) of gzip (level 9) of every script the page loaded, as CloudFront sends them.
 * A page is usable when every one of its `ready` selectors matches.
 */
export interface PageBudget {
  /** The name printed in the table. */
  name: string;
  /** The path; `:screen` is the bench's screen id, `:share` its link share's token. */
  path: string;
  /** Whether the page is opened signed in (as the demo administrator). */
  signedIn: boolean;
  /** CSS selectors that all match once the page is usable. */
  ready: readonly string[];
  budgetKb: number;
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { name: 'login', path: '/login', signedIn: false, ready: ['input[name="account"]'], budgetKb: 150 },
  { name: 'register', path: '/register', signedIn: false, ready: ['input[name="mobile"]'], budgetKb: 150 },
  { name: 'single sign-on', path: '/sso', signedIn: false, ready: ['input[name="workspace"]'], budgetKb: 150 },
  { name: 'screen list', path: '/screenList', signedIn: true, ready: ['[data-testid="screen-card"]'], budgetKb: 350 },
  {
    name: 'data: databases',
    path: '/dataBase',
    signedIn: true,
    ready: ['[data-testid="datasource-row"], [data-testid="datasources-empty"]'],
    budgetKb: 400,
  },
  {
    name: 'data: worksheets',
    path: '/dataFile',
    signedIn: true,
    ready: ['[data-testid="worksheet-row"], [data-testid="worksheets-empty"]'],
    budgetKb: 400,
  },
  { name: 'data: APIs', path: '/dataApi', signedIn: true, ready: ['[data-testid="api-item"]'], budgetKb: 400 },
  {
    name: 'admin (members)',
    path: '/user',
    signedIn: true,
    ready: ['[data-testid="admin-panel-members"] [data-testid="member-row"]'],
    budgetKb: 400,
  },
  {
    name: 'editor',
    path: '/screenEditor/:screen',
    signedIn: true,
    ready: ['[data-canvas] [data-widget-state="ready"]', '[data-palette-type]'],
    budgetKb: 700,
  },
  {
    name: 'link share',
    path: '/screen-share/share/:share',
    signedIn: false,
    ready: ['[data-viewer] [data-widget-state="ready"]'],
    budgetKb: 180,
  },
];

/** A page's path with the bench's screen id and share token in place. */
export function pagePath(page: PageBudget, ids: { screen: string; share: string }): string {
  return page.path.replace(':screen', encodeURIComponent(ids.screen)).replace(':share', encodeURIComponent(ids.share));
}
