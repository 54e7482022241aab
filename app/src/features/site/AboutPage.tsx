import { HowItWorks, PageHeader, WhyChooseUs } from '@rentacar/ui';
import { RouterLink } from '../../shell/RouterLink';

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" />
      <HowItWorks />
      <WhyChooseUs linkComponent={RouterLink} />
    </>
  );
}
