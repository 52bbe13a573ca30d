import type { GroupValue } from '../../../../shared/widgets/events.js';
import type { GroupValues } from '../../../../shared/widgets/group-values.js';

export type { GroupValues };

const NONE: GroupValues = Object.freeze({});

/**
 * The values published in a screen's communication groups: group → field → value. A group's
 * record keeps its identity until a value in it changes, so listeners re-render only then.
 */
export class CommGroups {
  private readonly values = new Map<string, GroupValues>();
  private readonly listeners = new Set<() => void>();

  get(group: string): GroupValues {
    return (group && this.values.get(group)) || NONE;
  }

  /** Publishes `value` as `field` of `group`; an empty value (or list) removes the field. */
  set(group: string, field: string, value: GroupValue | undefined): void {
    if (!group || !field) return;
    const current = this.get(group);
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty ? !(field in current) : current[field] === value) return;
    const next: Record<string, GroupValue> = { ...current };
    if (empty) delete next[field];
    else next[field] = value;
    this.values.set(group, next);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
