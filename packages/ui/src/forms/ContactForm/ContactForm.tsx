import { Button } from '../../shell/Button';
import { FormGrid, TextAreaField, TextField } from '../fields';
import { CONTACT_BODY_MAX_LENGTH, contactSchema, type ContactValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { CharacterCount, ContactCard } from './styles';

/** `onSubmit` receives the valid message; it resolves `true` to clear the form after sending. */
export type ContactFormProps = FormProps<ContactValues>;

/**
 * The contact page's message form: name, e-mail, subject and a message with a live character
 * count; Send Message stays disabled until every field is valid.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <ContactCard<ContactValues> label="Contact" schema={contactSchema} {...props}>
      {({ canSubmit, working, values }) => (
        <>
          <FormGrid>
            <TextField name="name" label="Name" autoComplete="name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
          </FormGrid>
          <TextField name="subject" label="Subject" />
          <TextAreaField name="body" label="Message" rows={5} maxLength={CONTACT_BODY_MAX_LENGTH} />
          <CharacterCount aria-live="polite">
            {values.body?.length ?? 0}/{CONTACT_BODY_MAX_LENGTH}
          </CharacterCount>
          <Button type="submit" disabled={!canSubmit} busy={working}>
            Send Message
          </Button>
        </>
      )}
    </ContactCard>
  );
}
