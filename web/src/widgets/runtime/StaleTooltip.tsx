import type { ReactElement } from 'react';
import { Tooltip } from '@fluentui/react-components';

/** The stale badge's tooltip: the UI kit's positioning comes only with a stale widget (StaleBadge loads it). */
export default function StaleTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip content={content} relationship="description">
      {children}
    </Tooltip>
  );
}
