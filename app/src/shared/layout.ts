import styled from 'styled-components';
import { media } from '@rentacar/ui';

/** The centred content column every screen of the site shell uses. */
export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

/** Main content with a side column (booking form, contact info) from medium screens up. */
export const SideBySide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
