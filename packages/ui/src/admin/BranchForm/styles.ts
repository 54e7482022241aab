import { styled } from 'styled-components';

/** Where the host's map picker sits, under the coordinates it sets. */
export const PickerSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The one-way returns box and, while ticked, its fee. */
export const OneWay = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: calc(${({ theme }) => theme.space.xxxl} * 6);
`;
