import { css } from 'styled-components';

/** A list without bullets or indentation; its component lays the items out. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
