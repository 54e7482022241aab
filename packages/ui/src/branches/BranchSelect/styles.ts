import { styled } from 'styled-components';

/** A label over its control, as the search bars' fields stand. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
