import { data } from "react-router";

/**
 * The form a page's action received. A body that is not a form (another content type, a broken
 * multipart boundary) is the client's mistake: 400, not the 500 that `request.formData()`'s
 * TypeError would become.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}
