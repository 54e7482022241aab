import { readFile } from 'node:fs/promises';
import { demoImageUrl } from './index';

/** Bytes of a seed image (Node only: reads the PNG shipped in this package). */
export function readDemoImage(imageId: string): Promise<Buffer> {
  return readFile(demoImageUrl(imageId));
}
