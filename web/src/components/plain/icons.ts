import '@fluentui/react-icons/headless/styles.css';

/**
 * Fluent's icons in their headless build (plain SVG, no CSS-in-JS runtime) for the plain
 * controls: the same drawings as the UI kit's, without loading its icon runtime.
 */
export { Building20Regular } from '@fluentui/react-icons/headless/svg/building';
export { Checkmark16Regular } from '@fluentui/react-icons/headless/svg/checkmark';
export { CheckmarkCircle16Filled, CheckmarkCircle20Filled } from '@fluentui/react-icons/headless/svg/checkmark-circle';
export { Circle16Regular } from '@fluentui/react-icons/headless/svg/circle';
export { DataBarVertical20Regular } from '@fluentui/react-icons/headless/svg/data-bar-vertical';
export { Database20Regular } from '@fluentui/react-icons/headless/svg/database';
export {
  ErrorCircle12Filled,
  ErrorCircle20Filled,
  ErrorCircle48Regular,
} from '@fluentui/react-icons/headless/svg/error-circle';
export { Eye20Regular } from '@fluentui/react-icons/headless/svg/eye';
export { EyeOff20Regular } from '@fluentui/react-icons/headless/svg/eye-off';
export { Info20Filled } from '@fluentui/react-icons/headless/svg/info';
export { Key20Regular } from '@fluentui/react-icons/headless/svg/key';
export { LocalLanguage20Regular } from '@fluentui/react-icons/headless/svg/local-language';
export { Mail20Regular } from '@fluentui/react-icons/headless/svg/mail';
export { Password20Regular } from '@fluentui/react-icons/headless/svg/password';
export { Person20Regular } from '@fluentui/react-icons/headless/svg/person';
export { Phone20Regular } from '@fluentui/react-icons/headless/svg/phone';
export { ShareScreenStart20Regular } from '@fluentui/react-icons/headless/svg/share-screen-start';
export { ShieldKeyhole20Regular } from '@fluentui/react-icons/headless/svg/shield-keyhole';
export { Warning20Filled } from '@fluentui/react-icons/headless/svg/warning';
export { WeatherMoon20Regular } from '@fluentui/react-icons/headless/svg/weather-moon';
export { WeatherSunny20Regular } from '@fluentui/react-icons/headless/svg/weather-sunny';
