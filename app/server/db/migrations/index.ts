import { migration as m0001Products } from "./0001-products.ts";
import { migration as m0002AdminsAndSessions } from "./0002-admins-and-sessions.ts";
import { migration as m0003Media } from "./0003-media.ts";
import { migration as m0004Subscribers } from "./0004-subscribers.ts";
import { migration as m0005Enquiries } from "./0005-enquiries.ts";
import { migration as m0006NumbersAndFitment } from "./0006-numbers-and-fitment.ts";
import { migration as m0007ImportHistory } from "./0007-import-history.ts";
import { migration as m0008BrandsAndCategories } from "./0008-brands-and-categories.ts";
import { migration as m0009SeedBrandsAndCategories } from "./0009-seed-brands-and-categories.ts";
import { migration as m0010HistorySource } from "./0010-history-source.ts";
import { migration as m0011EnquiryStatus } from "./0011-enquiry-status.ts";
import { migration as m0011ProductStatus } from "./0011-product-status.ts";
import { migration as m0012WordSearch } from "./0012-word-search.ts";
import { migration as m0017CatalogueVersion } from "./0017-catalogue-version.ts";
import { migration as m0017ListingFacetIndexes } from "./0017-listing-facet-indexes.ts";
import { migration as m0018ImportMappings } from "./0018-import-mappings.ts";
import { migration as m0023ImportCreatedTerms } from "./0023-import-created-terms.ts";
import { migration as m0024CategoryTradeWords } from "./0024-category-trade-words.ts";
import { migration as m0026FitmentNote } from "./0026-fitment-note.ts";
import { migration as m0027BrandAndPartNumber } from "./0027-brand-and-part-number.ts";
import { migration as m0028Specifications } from "./0028-specifications.ts";
import { migration as m0029EnquiryLists } from "./0029-enquiry-lists.ts";
import { migration as m0031DemandCounts } from "./0031-demand-counts.ts";
import { migration as m0032FitmentDetails } from "./0032-fitment-details.ts";
import { migration as m0033ProductPhotos } from "./0033-product-photos.ts";
import { migration as m0035NamesPerLanguage } from "./0035-names-per-language.ts";
import { migration as m0036SearchTablesWithoutText } from "./0036-search-tables-without-text.ts";
import { migration as m0037CabinFanWords } from "./0037-cabin-fan-words.ts";
import { migration as m0038WesternDigitsInKeys } from "./0038-western-digits-in-keys.ts";
import { migration as m0039FeaturedBrands } from "./0039-featured-brands.ts";
import { migration as m0040RateLimits } from "./0040-rate-limits.ts";
import { migration as m0041RunningImport } from "./0041-running-import.ts";
import { migration as m0042ProductsNeedingALook } from "./0042-products-needing-a-look.ts";
import { migration as m0043VehicleAcSystems } from "./0043-vehicle-ac-systems.ts";
import { migration as m0044Jobs } from "./0044-jobs.ts";
import { migration as m0045StaffPrices } from "./0045-staff-prices.ts";
import { migration as m0046BuyerGroups } from "./0046-buyer-groups.ts";
import { migration as m0047ProductsByWriteTime } from "./0047-products-by-write-time.ts";
import type { CatalogueMigration } from "./migration.ts";

/**
 * Every migration by the name the database records it by, in name order, the order they run in
 * (index.test.ts checks that each file of this folder is here once, under its own name). Listed by
 * hand, not read from the folder, because the server runs bundled. A name, once released, never
 * changes: a database that ran it would run it again. New migrations take the next number.
 */
export const migrations: Record<string, CatalogueMigration> = {
  "0001-products": m0001Products,
  "0002-admins-and-sessions": m0002AdminsAndSessions,
  "0003-media": m0003Media,
  "0004-subscribers": m0004Subscribers,
  "0005-enquiries": m0005Enquiries,
  "0006-numbers-and-fitment": m0006NumbersAndFitment,
  "0007-import-history": m0007ImportHistory,
  "0008-brands-and-categories": m0008BrandsAndCategories,
  "0009-seed-brands-and-categories": m0009SeedBrandsAndCategories,
  "0010-history-source": m0010HistorySource,
  "0011-enquiry-status": m0011EnquiryStatus,
  "0011-product-status": m0011ProductStatus,
  "0012-word-search": m0012WordSearch,
  "0017-catalogue-version": m0017CatalogueVersion,
  "0017-listing-facet-indexes": m0017ListingFacetIndexes,
  "0018-import-mappings": m0018ImportMappings,
  "0023-import-created-terms": m0023ImportCreatedTerms,
  "0024-category-trade-words": m0024CategoryTradeWords,
  "0026-fitment-note": m0026FitmentNote,
  "0027-brand-and-part-number": m0027BrandAndPartNumber,
  "0028-specifications": m0028Specifications,
  "0029-enquiry-lists": m0029EnquiryLists,
  "0031-demand-counts": m0031DemandCounts,
  "0032-fitment-details": m0032FitmentDetails,
  "0033-product-photos": m0033ProductPhotos,
  "0035-names-per-language": m0035NamesPerLanguage,
  "0036-search-tables-without-text": m0036SearchTablesWithoutText,
  "0037-cabin-fan-words": m0037CabinFanWords,
  "0038-western-digits-in-keys": m0038WesternDigitsInKeys,
  "0039-featured-brands": m0039FeaturedBrands,
  "0040-rate-limits": m0040RateLimits,
  "0041-running-import": m0041RunningImport,
  "0042-products-needing-a-look": m0042ProductsNeedingALook,
  "0043-vehicle-ac-systems": m0043VehicleAcSystems,
  "0044-jobs": m0044Jobs,
  "0045-staff-prices": m0045StaffPrices,
  "0046-buyer-groups": m0046BuyerGroups,
  "0047-products-by-write-time": m0047ProductsByWriteTime,
};
