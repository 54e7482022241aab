import { styled } from 'styled-components';
import { media } from '../../foundations/media';

export * from '../featureBlockStyles';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Illustration = styled.img`
  width: 100%;
  height: auto;
`;
