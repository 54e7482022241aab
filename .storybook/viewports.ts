/** One Storybook viewport per breakpoint of the spec (xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400). */
const breakpointViewport = (
  name: string,
  width: number,
  type: 'mobile' | 'tablet' | 'desktop',
) => ({
  name,
  styles: { width: `${width}px`, height: '900px' },
  type,
});

export const breakpointViewports = {
  xs: breakpointViewport('xs (375)', 375, 'mobile'),
  sm: breakpointViewport('sm (576)', 576, 'mobile'),
  md: breakpointViewport('md (768)', 768, 'tablet'),
  lg: breakpointViewport('lg (992)', 992, 'desktop'),
  xl: breakpointViewport('xl (1200)', 1200, 'desktop'),
  xxl: breakpointViewport('xxl (1400)', 1400, 'desktop'),
};
