import type { ImageUploadSummary } from "#app/api/products.ts";
import { addImagesToLibrary } from "#app/server/media/media-library.server.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { formatMegabytes } from "#app/utils/format-size.ts";
import { photoUploadLimits, readUpload } from "../multipart.ts";
import { ApiError, sendOk } from "../respond.ts";
import { route } from "../route.ts";

export const mediaRoutes = [
  route({
    method: "POST",
    path: "/upload-images",
    access: "admin",
    body: "multipart",
    handle: async ({ req, res, deps }) => {
      const { files } = await readUpload(req, {
        fileFields: ["images[]", "images"],
        ...photoUploadLimits,
        maxFiles: uploadLimits.images.maxFiles,
        total: {
          maxBytes: uploadLimits.images.maxRequestBytes,
          message: `The photos in one upload may add up to ${formatMegabytes(uploadLimits.images.maxRequestBytes)}. Send fewer at a time.`,
        },
      });
      if (files.length === 0) throw new ApiError(400, "Please select at least one image");
      const result = await addImagesToLibrary(deps.db, deps.media, files);
      if (!result.ok) throw new ApiError(400, result.error, { refused: result.refused });
      deps.logger.info("images-added", { files: files.length, unmatched: result.unmatched.length });
      const summary: ImageUploadSummary = {
        message: "Successfully uploaded images",
        matched: result.matched,
        unmatched: result.unmatched,
      };
      sendOk(res, summary);
    },
  }),
];
