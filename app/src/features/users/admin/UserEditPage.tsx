import type { UserWithDriver } from '@rentacar/contract';
import {
  AdminHeading,
  DriverDetailsSummary,
  UserEditForm,
  type UserEditValues,
} from '@rentacar/ui';
import { deleteUser, updateUser, useUser } from '../users';
import { useIdParam } from '../../../shell/useIdParam';
import { RecordView } from '../../../shell/RecordView';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';
import { LANGUAGE_CHOICES } from '../../../shell/i18n/i18n';
import { useLingui } from '@lingui/react/macro';

function EditUser({ user }: { user: UserWithDriver }) {
  const { t } = useLingui();
  const { save, formProps } = useRecordActions({
    listPath: '/admin/users',
    lists: ['listUsers'],
    record: 'getUser',
    remove: () => deleteUser(user.id),
    removedMessage: t`User was deleted`,
  });
  const { id: _id, builtIn, driver, ...fields } = user;
  const submit = async (values: UserEditValues) => {
    await save(() => updateUser(user.id, values), t`User is updated`);
  };
  return (
    <>
      <PageMeta title={t`${user.firstName} ${user.lastName} · Admin Panel`} />
      <AdminHeading>
        {user.firstName} {user.lastName}
      </AdminHeading>
      <UserEditForm
        initialValues={{ ...fields, password: '' }}
        builtIn={builtIn}
        languages={LANGUAGE_CHOICES}
        onSubmit={submit}
        {...formProps}
      />
      <DriverDetailsSummary driver={driver} />
    </>
  );
}

/** /admin/users/:userId: edit roles and details, or delete; built-in accounts are read-only. */
export default function UserEditPage() {
  const { t } = useLingui();
  const userId = useIdParam('userId');
  const user = useUser(userId);
  return (
    <RecordView id={userId} query={user} loadingLabel={t`Loading user`}>
      {(loaded) => <EditUser user={loaded} />}
    </RecordView>
  );
}
