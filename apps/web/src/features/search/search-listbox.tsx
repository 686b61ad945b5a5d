import { Text } from '@mantine/core';
import type { OptionGroup, SearchOption } from './search-options';
import classes from './search-listbox.module.css';

type Props = {
  id: string;
  groups: readonly OptionGroup[];
  /** Options after the groups (the search page's link), in a group without a label. */
  extra: readonly SearchOption[];
  activeId: string | undefined;
  /** The DOM id of an option, for the box's aria-activedescendant. */
  domId: (option: SearchOption) => string;
  onPick: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
};

/**
 * The palette's results as a listbox of labelled groups. Focus stays in the search box, which
 * names the active option (aria-activedescendant); a pointer picks without taking focus.
 */
export function SearchListbox({ id, groups, extra, activeId, domId, onPick, onHover }: Props) {
  const option = (o: SearchOption) => (
    <div
      key={o.id}
      id={domId(o)}
      role="option"
      aria-selected={o.id === activeId}
      className={classes.option}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => onHover(o)}
      onClick={() => onPick(o)}
    >
      <Text size="sm" fw={500} truncate="end">
        {o.primary}
      </Text>
      {o.secondary && (
        <Text size="xs" c="dimmed" truncate="end">
          {o.secondary}
        </Text>
      )}
    </div>
  );
  return (
    <div id={id} role="listbox" aria-label="Results" className={classes.listbox}>
      {groups.map((g) => (
        <div key={g.id} role="group" aria-labelledby={`${id}-${g.id}`}>
          <div id={`${id}-${g.id}`} role="presentation" className={classes.groupLabel}>
            {g.area ? `${g.label} · ${g.area}` : g.label}
          </div>
          {g.options.map(option)}
        </div>
      ))}
      {extra.map(option)}
    </div>
  );
}
