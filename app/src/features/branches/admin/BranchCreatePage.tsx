import { AdminHeading, type BranchValues } from '@rentacar/ui';
import { useLingui } from '@lingui/react/macro';
import { createBranch } from '../branchAdmin';
import { useSave } from '../../../shell/useSave';
import { useGoBack } from '../../../shell/admin/useGoBack';
import { PageMeta } from '../../../shell/PageMeta';
import { BranchEditor } from './BranchEditor';

/** /admin/branches/new: a new branch, then back to the list. */
export default function BranchCreatePage() {
  const { t } = useLingui();
  const goBack = useGoBack('/admin/branches');
  const { busy, save } = useSave();
  const submit = async (values: BranchValues) => {
    await save(() => createBranch(values), {
      success: t`Branch is created`,
      revalidate: ['listBranches'],
      onSaved: goBack,
    });
  };
  return (
    <>
      <PageMeta title={t`New Branch · Admin Panel`} />
      <AdminHeading>{t`New Branch`}</AdminHeading>
      <BranchEditor mode="create" onSubmit={submit} onCancel={goBack} busy={busy} />
    </>
  );
}
