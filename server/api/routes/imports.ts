import {
  type ImportSummary,
  importsQuery,
  MAX_MAPPING_NAME,
  renameMappingBody,
  type SavedMapping,
  type UndoSummary,
  uploadFields,
  uploadQuery,
} from "#app/api/imports.ts";
import { type ImportMappingRequest, parseImportMapping } from "#app/forms/import-mapping.ts";
import { listImports, undoImport } from "#app/server/import/import-history.server.ts";
import { deleteSavedMapping, listSavedMappings, renameSavedMapping } from "#app/server/import/saved-mappings.server.ts";
import { removeUnusedGalleryPhotos } from "#app/server/media/product-gallery.server.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { clientGoneSignal } from "../../client-gone.ts";
import { asOneWriter, importBusy, runImport } from "../import-busy.ts";
import { readUpload } from "../multipart.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, sendJsonWithFields, sendOk } from "../respond.ts";
import { route, sessionAdmin } from "../route.ts";

/** Runs a change on the saved mapping the path names; 404 when there is none. */
async function changeSavedMapping(param: unknown, change: (id: number) => Promise<boolean>) {
  const notFound = "Saved mapping not found.";
  if (!(await change(recordIdInPath(param, notFound)))) throw new ApiError(404, notFound);
}

export const importRoutes = [
  route({
    method: "POST",
    path: "/upload-excel",
    access: "admin",
    query: uploadQuery,
    invalidQuery: 'Invalid query: dryRun must be "1" or "true" (or left out).',
    body: "multipart",
    handle: async ({ req, res, deps, query }) => {
      // Refused before the upload is read when one import runs and another already waits for it:
      // the answer does not depend on the file.
      const full = deps.imports.full;
      if (full) throw importBusy(full);
      // A client that leaves drops its upload, its place in the queue, or its running check (decision 179).
      const clientGone = clientGoneSignal(res);
      // The import's worker starts while the body arrives, not after (decision 165).
      void deps.imports.prepare();
      const { files, fields } = await readUpload(
        req,
        {
          fileFields: ["excel"],
          maxFiles: 1,
          maxFileBytes: uploadLimits.spreadsheet.maxFileBytes,
          maxFields: uploadLimits.maxMultipartFields,
          maxFieldBytes: uploadLimits.maxMappingBytes,
          tooLargeMessage: () => "The file is larger than 20 MB. Split the catalogue into smaller sheets.",
        },
        uploadFields,
      );
      const file = files[0];
      if (!file || file.data.length === 0) throw new ApiError(400, "Please select an Excel file");
      let mapping: ImportMappingRequest | undefined;
      if (fields.mapping !== undefined) {
        const parsed = parseImportMapping(fields.mapping);
        if (!parsed.ok) throw new ApiError(400, parsed.error, parsed.field ? { mappingField: parsed.field } : {});
        mapping = parsed.mapping;
      }
      const dryRun = query.dryRun === "1" || query.dryRun === "true";
      const { adminId, username } = sessionAdmin(res);
      // The upload's own memory moves to the import's worker: no copy of it on this thread.
      const outcome = await runImport(
        deps.imports,
        file.data.buffer as ArrayBuffer,
        {
          dryRun,
          mapping,
          publish: fields.publish,
          history: { adminId, username, fileName: file.name },
        },
        clientGone,
      );
      // The lists (`errors`, or `skipped` and a preview's `changes`) come as JSON text from the worker.
      if (!outcome.ok) {
        const { error, errorCount, mapping: answered, unknownValues } = outcome;
        const refusal = {
          success: false,
          error,
          errorCount,
          ...(answered ? { mapping: answered, unknownValues } : {}),
        };
        sendJsonWithFields(res, 400, refusal, outcome.lists);
        return;
      }
      const { rows, created, updated, unchanged, skippedCount } = outcome;
      // A sheet that replaces the catalogue deletes products; their extra photos go too (decision 151).
      if (!dryRun) await removeUnusedGalleryPhotos(deps.db, deps.media);
      deps.logger.info(dryRun ? "import-previewed" : "import-committed", {
        rows,
        created,
        updated,
        unchanged,
        skipped: skippedCount,
        newTerms: outcome.newTerms.map((term) => `${term.kind}:${term.slug}`),
      });
      const summary: Omit<ImportSummary, "skipped" | "changes"> & { success: true } = {
        success: true,
        message: dryRun ? "The sheet is valid. Nothing was changed yet." : "Successfully uploaded products",
        dryRun,
        ...(outcome.importId !== null ? { importId: outcome.importId } : {}),
        rows,
        created,
        updated,
        unchanged,
        mapping: outcome.mapping,
        unknownValues: outcome.unknownValues,
        newTerms: outcome.newTerms,
        drafts: outcome.drafts,
        outsideCatalogue: outcome.outsideCatalogue,
        rowCounts: outcome.rowCounts,
        defaultPublish: outcome.defaultPublish,
        readAs: outcome.readAs,
      };
      sendJsonWithFields(res, 200, summary, outcome.lists);
    },
  }),
  route({
    method: "GET",
    path: "/import-mappings",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const mappings: SavedMapping[] = await listSavedMappings(deps.db);
      sendOk(res, { mappings });
    },
  }),
  route({
    method: "PATCH",
    path: "/import-mappings/:id",
    access: "admin",
    body: renameMappingBody,
    invalidBody: `Give the mapping a name of 1 to ${MAX_MAPPING_NAME} characters.`,
    handle: async ({ req, res, deps, body }) => {
      await changeSavedMapping(req.params.id, (id) => renameSavedMapping(deps.db, id, body.name));
      sendOk(res, { message: "Mapping renamed." });
    },
  }),
  route({
    method: "DELETE",
    path: "/import-mappings/:id",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      await changeSavedMapping(req.params.id, (id) => deleteSavedMapping(deps.db, id));
      sendOk(res, { message: "Mapping deleted." });
    },
  }),
  route({
    method: "GET",
    path: "/imports",
    access: "admin",
    query: importsQuery,
    invalidQuery: "Invalid query: limit must be 1 to 200, offset 0 or more.",
    cacheControl: "no-store",
    handle: async ({ res, deps, query }) => {
      sendOk(res, await listImports(deps.db, query));
    },
  }),
  route({
    method: "POST",
    path: "/imports/:id/undo",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const id = recordIdInPath(req.params.id, "Import not found.");
      // An undo rewrites the rows an import under way may be writing, and joins the same history.
      const { username } = sessionAdmin(res);
      const result = await asOneWriter(deps.imports, "Undo again", () => undoImport(deps.db, id, username));
      if (!result.ok) {
        if (result.reason === "not-found") throw new ApiError(404, "Import not found.");
        if (result.reason === "already-undone")
          throw new ApiError(
            409,
            `Import #${id} was already undone${result.undoneBy ? ` by ${result.undoneBy}` : ""} on ${result.undoneAt.slice(0, 10)}.`,
            { reason: result.reason, undoneAt: result.undoneAt, undoneBy: result.undoneBy },
          );
        if (result.reason === "term-deleted") {
          const { kind, slug } = result;
          throw new ApiError(
            409,
            `The ${kind} "${slug}" was deleted after import #${id}, and its products cannot go back to it. Add the ${kind} again with the slug "${slug}", then undo.`,
            { reason: result.reason, kind, slug },
          );
        }
        const { blockedBy } = result;
        throw new ApiError(
          409,
          `Import #${blockedBy.id} of ${blockedBy.createdAt.slice(0, 10)} changed ${blockedBy.products} of these products later; undo it first.`,
          { reason: result.reason, blockedBy },
        );
      }
      // Undoing an import deletes the products it created; their extra photos go too (decision 151).
      await removeUnusedGalleryPhotos(deps.db, deps.media);
      deps.logger.info("import-undone", {
        id: id,
        by: username,
        removed: result.removed,
        restored: result.restored,
        removedTerms: result.removedTerms.map((term) => `${term.kind}:${term.slug}`),
      });
      const summary: UndoSummary = {
        message: "The import was undone.",
        removed: result.removed,
        restored: result.restored,
        removedTerms: result.removedTerms,
        keptTerms: result.keptTerms,
      };
      sendOk(res, summary);
    },
  }),
];
