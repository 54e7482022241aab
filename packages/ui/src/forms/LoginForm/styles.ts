import { styled } from 'styled-components';
import { SchemaForm } from '../SchemaForm';

/** The body of a tab in the AuthCard; the register form shares it. */
export const AuthFormBody = styled(SchemaForm)`
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.space.md};
` as typeof SchemaForm;

/** The "Forgot password?" link below the login button. */
export const ForgotPasswordLine = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: center;
`;
