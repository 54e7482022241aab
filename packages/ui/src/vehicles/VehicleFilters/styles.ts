import { styled } from 'styled-components';
import { media } from '../../foundations/media';
import { Button } from '../../shell/Button';

export const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const ToggleButton = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    display: none;
  }
`;

export const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${media.up('md')} {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
