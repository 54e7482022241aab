import { useId, useState, type ReactNode } from 'react';
import { Chevron, Heading, Panel, Root, Section, Trigger } from './styles';

export interface AccordionSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  /** The sections, each a button that shows or hides its content. */
  sections: readonly AccordionSection[];
  /** The section open at first; the first section by default. */
  defaultOpenId?: string;
}

/** Sections that open and close independently (WAI-ARIA accordion pattern). */
export function Accordion({ sections, defaultOpenId = sections[0]?.id }: AccordionProps) {
  const id = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenId ? [defaultOpenId] : []),
  );
  const toggle = (sectionId: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  return (
    <Root>
      {sections.map((section) => {
        const open = openIds.has(section.id);
        const triggerId = `${id}-${section.id}-trigger`;
        const panelId = `${id}-${section.id}-panel`;
        return (
          <Section key={section.id}>
            <Heading>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
              >
                {section.title}
                <Chevron $open={open} aria-hidden="true">
                  ▾
                </Chevron>
              </Trigger>
            </Heading>
            <Panel role="region" id={panelId} aria-labelledby={triggerId} hidden={!open}>
              {section.content}
            </Panel>
          </Section>
        );
      })}
    </Root>
  );
}
