import { styled, keyframes } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const sizeToken = { sm: 'spinnerSm', md: 'spinnerMd', lg: 'spinnerLg' } as const;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const SpinnerCircle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  height: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  border: 0.2em solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.75s linear infinite;
`;

export const SpinnerLabel = styled.span`
  ${visuallyHidden}
`;
