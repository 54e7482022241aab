import type { User } from '@rentacar/contract';
import { AdminHeading, UserEditForm, type UserEditValues } from '@rentacar/ui';
import { deleteUser, updateUser, useUser } from '../users';
import { useIdParam } from '../../../shell/useIdParam';
import { RecordView } from '../../../shell/RecordView';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';

function EditUser({ user }: { user: User }) {
  const { save, formProps } = useRecordActions({
    listPath: '/admin/users',
    lists: ['listUsers'],
    record: 'getUser',
    remove: () => deleteUser(user.id),
    removedMessage: 'User was deleted',
  });
  const { id: _id, builtIn, ...fields } = user;
  const submit = async (values: UserEditValues) => {
    await save(() => updateUser(user.id, values), 'User is updated');
  };
  return (
    <>
      <PageMeta title={`${user.firstName} ${user.lastName} · Admin Panel`} />
      <AdminHeading>
        {user.firstName} {user.lastName}
      </AdminHeading>
      <UserEditForm
        initialValues={{ ...fields, password: '' }}
        builtIn={builtIn}
        onSubmit={submit}
        {...formProps}
      />
    </>
  );
}

/** /admin/users/:userId: edit roles and details, or delete; built-in accounts are read-only. */
export default function UserEditPage() {
  const userId = useIdParam('userId');
  const user = useUser(userId);
  return (
    <RecordView id={userId} query={user} loadingLabel="Loading user">
      {(loaded) => <EditUser user={loaded} />}
    </RecordView>
  );
}
