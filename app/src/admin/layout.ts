import styled from 'styled-components';

/** The one level-one heading of an admin screen. */
export const AdminHeading = styled.h1`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
