import { HowItWorks, PageHeader, WhyChooseUs } from '@rentacar/ui';
import { RouterLink } from '../../shell/RouterLink';
import { PageMeta } from '../../shell/PageMeta';

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="How renting a car with Rentacar works, from choosing a model to returning it, and why customers choose us."
        indexed
      />
      <PageHeader title="About Us" />
      <HowItWorks />
      <WhyChooseUs linkComponent={RouterLink} />
    </>
  );
}
