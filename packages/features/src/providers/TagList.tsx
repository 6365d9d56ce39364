import * as s from './providers.css';

/** Props of {@link TagList}. */
export interface TagListProps {
  /** The list's accessible name, e.g. 'Services'. */
  label: string;
  /** The tags in display order. */
  tags: readonly string[];
  /** How many to list before the '+N more' tag. @default all */
  max?: number;
  /** The text of the '+N more' tag for `count` left out. @default none (all are listed) */
  moreLabel?: (count: number) => string;
}

/** A row of small tags (a provider's services, a station's amenities): the first `max`, then '+N more'. */
export function TagList({ label, tags, max = tags.length, moreLabel }: TagListProps) {
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <ul className={s.tags} aria-label={label}>
      {shown.map((tag) => (
        <li key={tag} className={s.tag}>
          {tag}
        </li>
      ))}
      {more > 0 && moreLabel ? <li className={s.tag}>{moreLabel(more)}</li> : null}
    </ul>
  );
}
