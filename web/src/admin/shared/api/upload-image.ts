import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface UploadResult {
  url: string;
}

/** POST /api/admin/upload: multipart with the image in field `file`; answers the public URL. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<UploadResult>('/api/admin/upload', { method: 'POST', body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
