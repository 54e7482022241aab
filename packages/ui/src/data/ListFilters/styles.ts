import { styled } from 'styled-components';
import { ErrorText, Input, Label, Select } from '../../forms/fields/styles';

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Field = styled.div`
  display: grid;
  flex: 1 1 12rem;
  gap: ${({ theme }) => theme.space.xs};
`;

export { ErrorText, Input, Label, Select };
