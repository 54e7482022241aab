import { styled } from 'styled-components';
import { media } from '../../foundations/media';

// The card and subject of a contact message: an e-mail is shown the same way.
export { Card, Subject } from '../MessageView/styles';

/** Label and value side by side; stacked on phones, where long addresses need the width. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${media.down('sm')} {
    grid-template-columns: 1fr;

    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const PartHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const HtmlFrame = styled.iframe`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.sizes.emailFrameHeight};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const TextPart = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
