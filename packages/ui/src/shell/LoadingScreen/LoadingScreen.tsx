import { useLingui } from '@lingui/react/macro';
import defaultLoadingImage from '../../assets/loading.png';
import { Spinner } from '../Spinner';
import { Caption, Figure, Image, Screen } from './styles';

export interface LoadingScreenProps {
  /** Defaults to the bundled car illustration. */
  imageUrl?: string;
}

/** Full-screen placeholder shown while the app restores the session. */
export function LoadingScreen({ imageUrl = defaultLoadingImage }: LoadingScreenProps) {
  const { t } = useLingui();
  return (
    <Screen aria-busy="true">
      <Spinner size="lg" label={t`Please wait`} />
      <Figure>
        <Image src={imageUrl} alt="" width={240} height={120} />
        <Caption>{t`Loading`}</Caption>
      </Figure>
    </Screen>
  );
}
