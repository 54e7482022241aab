import { HowItWorks, PageHeader, WhyChooseUs } from '@rentacar/ui';
import { RouterLink } from '../shared/RouterLink';

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" />
      <HowItWorks />
      <WhyChooseUs linkComponent={RouterLink} />
    </>
  );
}
