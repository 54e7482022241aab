import { styled } from 'styled-components';
import { media } from '../foundations/media';
import { bareList } from '../foundations/bareList';

/** Layout shared by the home page's content blocks (steps, app, why choose us). */
export const BlockSection = styled.section<{ $tone?: 'plain' | 'alt' }>`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'alt' ? theme.colors.surfaceAlt : theme.colors.surface};
`;

export const BlockInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
`;

export const BlockTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

export const BlockLead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const FeatureList = styled.ol`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  ${bareList}

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Feature = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const FeatureBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.featureBadge};
  height: ${({ theme }) => theme.sizes.featureBadge};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const FeatureTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const FeatureText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BlockActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;
