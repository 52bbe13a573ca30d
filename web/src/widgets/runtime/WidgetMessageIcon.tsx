import {
  DatabaseWarning20Regular,
  DocumentDismiss20Regular,
  ErrorCircle20Regular,
  HourglassHalf20Regular,
} from '@fluentui/react-icons';

const ICONS = {
  render: ErrorCircle20Regular,
  data: DatabaseWarning20Regular,
  empty: DocumentDismiss20Regular,
  waiting: HourglassHalf20Regular,
} as const;

/** The icon of a widget's message frame: a renderer that failed, a data problem, nothing to show, waiting for a push. */
export default function WidgetMessageIcon({
  icon,
  className,
  side,
}: {
  icon: keyof typeof ICONS;
  className: string;
  side: number;
}) {
  const Icon = ICONS[icon];
  return <Icon className={className} style={{ width: side, height: side }} />;
}
