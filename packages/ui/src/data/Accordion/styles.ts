import { styled } from 'styled-components';
import { insetFocusRing } from '../../foundations/focusRing';

export const Root = styled.div`
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Section = styled.div`
  & + & {
    border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

`;

export const Trigger = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 0;
  cursor: pointer;
  text-align: left;

  &:focus-visible {
    ${insetFocusRing}
  }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  transition: transform ${({ theme }) => theme.transition.duration};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;
