import type { User, UserUpdate } from '@rentacar/api';
import { UserEditForm, type UserEditValues } from '@rentacar/ui';
import { useRevalidate } from '../../api/admin';
import { deleteUser, updateUser, useUser } from '../../api/users';
import { useIdParam } from '../../pages/useIdParam';
import { AdminHeading } from '../layout';
import { RecordGate } from '../RecordGate';
import { useAdminAction } from '../useAdminAction';
import { useGoBack } from '../useGoBack';

/** Spec §5: an empty password is left out of the payload, so the current one stays. */
const toUserUpdate = ({ password, ...fields }: UserEditValues): UserUpdate =>
  password ? { ...fields, password } : fields;

function EditUser({ user }: { user: User }) {
  const goBack = useGoBack('/admin/users');
  const revalidate = useRevalidate();
  const saving = useAdminAction();
  const deleting = useAdminAction();
  const { id: _id, builtIn, ...fields } = user;
  const submit = async (values: UserEditValues) => {
    if (await saving.run(() => updateUser(user.id, toUserUpdate(values)), 'User is updated')) {
      void revalidate('listUsers', 'getUser');
    }
  };
  const remove = async () => {
    if (await deleting.run(() => deleteUser(user.id), 'User was deleted')) {
      void revalidate('listUsers');
      goBack();
    }
  };
  return (
    <>
      <AdminHeading>
        {user.firstName} {user.lastName}
      </AdminHeading>
      <UserEditForm
        initialValues={{ ...fields, password: '' }}
        builtIn={builtIn}
        onSubmit={submit}
        onCancel={goBack}
        onDelete={() => void remove()}
        busy={saving.busy}
        deleting={deleting.busy}
      />
    </>
  );
}

/** /admin/users/:userId: edit roles and details, or delete; built-in accounts are read-only. */
export default function UserEditPage() {
  const userId = useIdParam('userId');
  const user = useUser(userId);
  return (
    <RecordGate id={userId} record={user} loadingLabel="Loading user">
      {(loaded) => <EditUser user={loaded} />}
    </RecordGate>
  );
}
