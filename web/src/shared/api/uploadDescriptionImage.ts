// POST /api/description-images (field `image`): an image for a description; resolves to the
// address the editor inserts ('/api' + imagePath).
import { UploadsService } from '@mrok/sdk';
import '@/lib/api';

export async function uploadDescriptionImage(image: File): Promise<string> {
  const { imagePath } = await UploadsService.uploadDescriptionImage({ formData: { image } });
  return `/api${imagePath}`;
}
