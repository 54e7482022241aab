import { css, styled } from 'styled-components';
import { FormCard } from '../SchemaForm/styles';

/** As wide as the login card: the reset pages follow from it. */
const recoveryColumn = css`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space.xxxl} * 9);
  margin: 0 auto;
`;

/** The card of the forgot and reset password forms. */
export const RecoveryFormCard = styled(FormCard)`
  ${recoveryColumn}
` as typeof FormCard;

/** A line of explanation between the title and the fields, or the request's answer. */
export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

/** The card the answer takes once the request is sent, like the form's. */
export const SentCard = styled.section`
  ${recoveryColumn}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
