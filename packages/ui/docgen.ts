import type { ParserOptions } from 'react-docgen-typescript';

/**
 * How props tables are read from the TypeScript types (react-docgen-typescript): Storybook's docs
 * pages and the `propDocs` test use the same options, so the test sees what readers see.
 */
export const docgenOptions = {
  // A component's own props, not every inherited HTML attribute.
  propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // A component's `children` is listed like any other prop (and so needs its description too).
  skipChildrenPropWithoutDoc: false,
} satisfies ParserOptions;
