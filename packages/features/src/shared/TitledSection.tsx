import type { HTMLAttributes, ReactNode } from 'react';

/** The classes of a {@link TitledSection}: of the section and of its heading. */
export interface SectionLook {
  section?: string;
  title?: string;
}

/** Props of {@link TitledSection}. */
export interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'className'> {
  /** Id of the heading, which names the section (its `aria-labelledby`). */
  titleId: string;
  /** The heading's content. */
  title: ReactNode;
  /** The classes of the section and its heading (a page's section look, from its styles). @default none */
  look?: SectionLook;
  /** The element: a `section`, or an `aside` (a complementary side column). @default 'section' */
  as?: 'section' | 'aside';
  /** The heading's level: an `h2`, or an `h3` for a section inside a section. @default 2 */
  level?: 2 | 3;
}

/**
 * A section of a page named by its heading: the `<section>` (or `<aside>`) labelled by the `<h2>` (or
 * `<h3>`) that opens it, then the children. Other props (`data-*`) go to the section.
 */
export function TitledSection({
  titleId,
  title,
  look = {},
  as: Element = 'section',
  level = 2,
  children,
  ...props
}: TitledSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Element className={look.section} {...props} aria-labelledby={titleId}>
      <Heading id={titleId} className={look.title}>
        {title}
      </Heading>
      {children}
    </Element>
  );
}
