import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as library from './index';

/**
 * Storybook is the library's reference: every exported component has a docs page (the autodocs
 * page of a stories file naming it as `component` or in `subcomponents`) and at least one story.
 * (That every prop has a description is checked in Node by `test/propDocs.test.ts`: the story
 * tests run without Storybook's docgen plugin.)
 */
const storyFiles = import.meta.glob<{ default: Meta; [story: string]: unknown }>(
  ['./**/*.stories.tsx', '!./documentation.stories.tsx'],
  { eager: true },
);

const isComponent = (name: string, value: unknown) =>
  /^[A-Z][a-z]/.test(name) &&
  (typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value));

const exportedComponents = Object.entries(library).filter(([name, value]) =>
  isComponent(name, value),
);

/** Each documented component, with the number of stories of the file that documents it. */
function documentedComponents() {
  const documented = new Map<unknown, number>();
  for (const module of Object.values(storyFiles)) {
    const { default: meta, ...stories } = module;
    if (meta.tags?.includes('!autodocs')) continue;
    const storyCount = Object.keys(stories).filter((key) => key !== '__namedExportsOrder').length;
    for (const component of [meta.component, ...Object.values(meta.subcomponents ?? {})]) {
      if (component) documented.set(component, (documented.get(component) ?? 0) + storyCount);
    }
  }
  return documented;
}

const meta = {
  title: 'Library/Documentation Coverage',
  // A check, not a component: kept out of the sidebar and the docs, run by the story tests.
  tags: ['!dev', '!autodocs'],
  render: () => <p>Every exported component is documented.</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryExportedComponentHasADocsPageAndStories: Story = {
  play: async () => {
    await expect(exportedComponents.length).toBeGreaterThan(40);
    const documented = documentedComponents();
    const undocumented = exportedComponents
      .filter(([, component]) => !documented.get(component))
      .map(([name]) => name);
    await expect(undocumented).toEqual([]);
  },
};
