import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ContactCard<ContactValues> label={t`Contact`} schema={contactSchema} {...props}>
      {({ canSubmit, working, values }) => (
        <>
          <FormGrid>
            <TextField name="name" label={t`Name`} autoComplete="name" />
            <TextField name="email" label={t`Email`} type="email" autoComplete="email" />
          </FormGrid>
          <TextField name="subject" label={t`Subject`} />
          <TextAreaField
            name="body"
            label={t`Message`}
            rows={5}
            maxLength={CONTACT_BODY_MAX_LENGTH}
          />
          <CharacterCount aria-live="polite">
            {values.body?.length ?? 0}/{CONTACT_BODY_MAX_LENGTH}
          </CharacterCount>
          <Button type="submit" disabled={!canSubmit} busy={working}>
            <Trans>Send Message</Trans>
          </Button>
        </>
      )}
    </ContactCard>
  );
}
