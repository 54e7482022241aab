import type { Branch } from '@rentacar/contract';
import { AdminHeading, type BranchValues } from '@rentacar/ui';
import { useLingui } from '@lingui/react/macro';
import { deleteBranch, toBranchValues, updateBranch, useBranchById } from '../branchAdmin';
import { useIdParam } from '../../../shell/useIdParam';
import { RecordView } from '../../../shell/RecordView';
import NotFoundPage from '../../../shell/NotFoundPage';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';
import { BranchEditor } from './BranchEditor';

function EditBranch({ branch }: { branch: Branch }) {
  const { t } = useLingui();
  const { save, goBack, formProps } = useRecordActions({
    listPath: '/admin/branches',
    // Vehicles and reservations show their branch's name.
    lists: ['listBranches', 'listVehicles', 'listAllVehicles'],
    record: 'getBranch',
    remove: () => deleteBranch(branch.id),
    removedMessage: t`Branch was deleted`,
  });
  const submit = async (values: BranchValues) => {
    if (await save(() => updateBranch(branch.id, values), t`Branch is updated`)) goBack();
  };
  return (
    <>
      <PageMeta title={t`${branch.name} · Admin Panel`} />
      <AdminHeading>{branch.name}</AdminHeading>
      <BranchEditor
        mode="edit"
        initialValues={toBranchValues(branch)}
        onSubmit={submit}
        {...formProps}
      />
    </>
  );
}

/**
 * /admin/branches/:branchId: edit or delete a branch. A branch that vehicles belong to, or with
 * upcoming reservations, is not deleted: the server's reason shows as the error toast.
 */
export default function BranchEditPage() {
  const { t } = useLingui();
  const branchId = useIdParam('branchId');
  const branch = useBranchById(branchId);
  if (branch.missing) return <NotFoundPage />;
  return (
    <RecordView id={branchId} query={branch} loadingLabel={t`Loading branch`}>
      {(loaded) => <EditBranch branch={loaded} />}
    </RecordView>
  );
}
