import { useState } from 'react';
import { ForgotPasswordForm, PageSection, type ForgotPasswordValues } from '@rentacar/ui';
import { requestPasswordReset } from './sessions';
import { PageMeta } from '../../shell/PageMeta';
import { RouterLink } from '../../shell/RouterLink';
import { useSave } from '../../shell/useSave';
import { useLingui } from '@lingui/react/macro';
import { translateApiMessage } from '../../shell/api/apiMessages';

/** /forgot-password: asks for a reset e-mail, then shows the answer (the same for every e-mail). */
export default function ForgotPasswordPage() {
  const { i18n, t } = useLingui();
  const [sentMessage, setSentMessage] = useState<string>();
  const { busy, save } = useSave();
  const onSubmit = (request: ForgotPasswordValues) =>
    save(() => requestPasswordReset(request), {
      onSaved: (answer) => setSentMessage(translateApiMessage(i18n, answer.message)),
    });
  return (
    <PageSection>
      <PageMeta
        title={t`Forgot password?`}
        description={t`Get an e-mail with a link to choose a new Rentacar password.`}
      />
      <ForgotPasswordForm
        onSubmit={onSubmit}
        busy={busy}
        sentMessage={sentMessage}
        loginHref="/auth?type=login"
        linkComponent={RouterLink}
      />
    </PageSection>
  );
}
