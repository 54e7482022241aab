import { styled } from 'styled-components';
import { focusRing } from '../../foundations/focusRing';

export const Switcher = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Reads on the navbar's dark bar and on a light page alike: it takes the text colour around it. */
export const Select = styled.select`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: inherit;
  background: transparent;
  border: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  /* The open list is drawn by the system on a light surface: its options keep the page's text. */
  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
