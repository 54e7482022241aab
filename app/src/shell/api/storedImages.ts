import { imageSrcSet, imageUrl } from '@rentacar/api';
import type { Vehicle } from '@rentacar/contract';
import { pageApiBase } from './client';

// A module of its own, not the client's: the client is in every page's first bundle, and only the
// screens that show a vehicle's photo need the image addresses (and the contract's copy widths).

/** `<img src>` of a stored image, or undefined when there is none. */
export const storedImageUrl = (imageId: string | undefined): string | undefined =>
  imageId === undefined ? undefined : imageUrl(imageId, pageApiBase);

/** `<img srcset>` of a vehicle's shown picture, its copies at their widths; undefined without. */
export const storedImageSrcSet = (vehicle: Pick<Vehicle, 'image' | 'imageCopyWidths'>) =>
  vehicle.image[0] === undefined
    ? undefined
    : imageSrcSet(vehicle.image[0], vehicle.imageCopyWidths, pageApiBase);
