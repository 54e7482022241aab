import { uploadImage as upload, unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

/** POST /files/upload; answers the new image's id. */
export const uploadImage = async (file: Blob): Promise<string> => (await upload(api, file)).imageId;

/** DELETE /files/{imageId}; the server also drops the id from its vehicle's image list. */
export const deleteImage = (imageId: string) =>
  unwrap(api.DELETE('/files/{imageId}', { params: { path: { imageId } } }));
