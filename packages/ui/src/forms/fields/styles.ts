import { styled, css } from 'styled-components';
import { media } from '../../foundations/media';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  transition: border-color ${({ theme }) => theme.transition.duration};

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.thin};
  }

  &[readonly],
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: calc(${({ theme }) => theme.space.xxxl} * 2);
  resize: vertical;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/**
 * A field's message line, as tall whether or not it holds a message: a message appearing as the
 * user leaves a field (on the very press that reaches for the next control) must not push that
 * control away. It is measured in the message's font, for `MessageRoom`'s width query.
 */
export const MessageLine = styled.div`
  container-type: inline-size;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The room the message line keeps: one line, or two where the field is too narrow for the
 * longest message on one line ("The drop-off date cannot be earlier than the pick-up date", 57
 * characters): on a phone, or in a column of a two-column form. With one line kept there, a
 * message wrapped to two and moved the next control under the pointer of the press.
 */
export const MessageRoom = styled.div`
  --message-line: calc(${({ theme }) => `${theme.fontSizes.sm} * ${theme.lineHeights.body}`});
  min-height: var(--message-line);

  @container (width < 60ch) {
    min-height: calc(var(--message-line) * 2);
  }
`;

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: ${({ theme }) => theme.space.md};
`;

export const Checkbox = styled.input`
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Lays fields out in two columns from the md breakpoint, one column below. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The row of a form's buttons, wrapping on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
