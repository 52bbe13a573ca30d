/** `theme-values:<name>`: one theme's values, built at build time (a plugin in web/vite.config.ts). */
declare module 'theme-values:*' {
  const theme: import('@fluentui/react-components').Theme;
  export default theme;
}
