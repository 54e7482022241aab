import { css } from 'styled-components';

/** The keyboard focus outline, drawn just outside the element. */
export const focusRing = css`
  outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
  outline-offset: ${({ theme }) => theme.space.xxs};
`;

/** The focus outline drawn inside the element, for items in a container that clips overflow. */
export const insetFocusRing = css`
  ${focusRing}
  outline-offset: calc(-1 * ${({ theme }) => theme.borderWidths.thick});
`;
