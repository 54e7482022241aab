import { HowItWorks, PageHeader, WhyChooseUs } from '@rentacar/ui';
import { RouterLink } from '../../shell/RouterLink';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`About Us`}
        description={t`How renting a car with Rentacar works, from choosing a model to returning it, and why customers choose us.`}
        indexed
      />
      <PageHeader title={t`About Us`} />
      <HowItWorks />
      <WhyChooseUs linkComponent={RouterLink} />
    </>
  );
}
