import { contentColumnImageSizes } from '../../foundations/imageSizes';
import { Photo } from './styles';

export interface VehiclePhotoProps {
  /** The picture's address (the app builds it from the stored image id). */
  src: string;
  /** The picture's copies per width (`<img srcset>`), built by the app like `src`. */
  srcSet?: string;
  /**
   * The picture's slot at each window width (`<img sizes>`), for choosing among the `srcSet`
   * copies; the whole content column by default.
   */
  sizes?: string;
  /** What the picture shows, usually the vehicle's model. */
  alt: string;
  /** `'high'` for the page's main picture (its largest paint): the browser fetches it first. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A vehicle's picture at the full width of its column, rounded like the cards. */
export function VehiclePhoto({
  src,
  srcSet,
  sizes = contentColumnImageSizes,
  alt,
  fetchPriority,
}: VehiclePhotoProps) {
  // The intrinsic size reserves the picture's space before it loads (no layout shift).
  return (
    <Photo
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={640}
      height={400}
      fetchPriority={fetchPriority}
    />
  );
}
