import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Actions = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

// The accordion's section headings are level 3; this keeps the outline (h1, h2, h3) unbroken.
export const DetailsHeading = styled.h2`
  ${visuallyHidden}
`;
