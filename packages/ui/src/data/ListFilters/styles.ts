import { styled } from 'styled-components';
import { ErrorText, Input, Label, Select } from '../../forms/fields/styles';

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};

  /* Every filter keeps one message line free below it, where a refused value's message shows:
     a message appearing as the typing is applied moves no control the user may be reaching for. */
  & > * {
    margin-bottom: calc(${({ theme }) => `${theme.fontSizes.sm} * ${theme.lineHeights.body}`});
  }
`;

export const Field = styled.div`
  position: relative;
  display: grid;
  flex: 1 1 12rem;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A filter's message, in the line its field keeps free below it. */
export const FieldMessage = styled(ErrorText)`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
`;

export { Input, Label, Select };
