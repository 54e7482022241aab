import { Photo } from './styles';

export interface VehiclePhotoProps {
  /** The picture's address (the app builds it from the stored image id). */
  src: string;
  /** What the picture shows, usually the vehicle's model. */
  alt: string;
}

/** A vehicle's picture at the full width of its column, rounded like the cards. */
export function VehiclePhoto({ src, alt }: VehiclePhotoProps) {
  // The intrinsic size reserves the picture's space before it loads (no layout shift).
  return <Photo src={src} alt={alt} width={640} height={400} />;
}
