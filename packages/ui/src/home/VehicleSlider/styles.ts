import { styled } from 'styled-components';
import { media } from '../../foundations/media';
import { roundIconButtonStyles } from '../../shell/Button/styles';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

export const Heading = styled.header`
  text-align: center;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Items per view and gap follow the spec: 1 below 576px, 2 from 576, 3 from 768, 5 from 992 and
 * 7 from 1200; the gap is 10px, then 20px from 992.
 */
export const Viewport = styled.ul`
  --items-per-view: 1;
  --gap: ${({ theme }) => theme.space.slideGapSm};

  display: flex;
  flex: 1;
  gap: var(--gap);
  margin: 0;
  /* No inline padding: scroll snapping would then stop short of the start. */
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;

  ${media.up('sm')} {
    --items-per-view: 2;
  }

  ${media.up('md')} {
    --items-per-view: 3;
  }

  ${media.up('lg')} {
    --items-per-view: 5;
    --gap: ${({ theme }) => theme.space.slideGapLg};
  }

  ${media.up('xl')} {
    --items-per-view: 7;
  }

  > li {
    flex: 0 0 calc((100% - (var(--items-per-view) - 1) * var(--gap)) / var(--items-per-view));
    scroll-snap-align: start;
  }
`;

export const ModelButton = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => `${theme.transition.duration} ${theme.transition.easing}`},
    color ${({ theme }) => `${theme.transition.duration} ${theme.transition.easing}`};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  /* Drawn inside, because the sliding bar clips anything outside its items. */
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const ArrowButton = styled.button`
  ${roundIconButtonStyles}
`;
