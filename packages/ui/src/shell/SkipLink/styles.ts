import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Link = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: absolute;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndices.toast};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
