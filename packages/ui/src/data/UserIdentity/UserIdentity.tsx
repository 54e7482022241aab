import { Avatar, Email, FullName, Identity } from './styles';

export interface UserIdentityProps {
  /** The user's first name; its initial starts the avatar. */
  firstName: string;
  /** The user's last name; its initial ends the avatar. */
  lastName: string;
  /** The e-mail address the user logs in with. */
  email: string;
}

/** Who is logged in: an initials avatar, the full name and the e-mail address (profile page). */
export function UserIdentity({ firstName, lastName, email }: UserIdentityProps) {
  return (
    <Identity>
      <Avatar aria-hidden="true">
        {firstName.charAt(0)}
        {lastName.charAt(0)}
      </Avatar>
      <div>
        <FullName>
          {firstName} {lastName}
        </FullName>
        <Email>{email}</Email>
      </div>
    </Identity>
  );
}
